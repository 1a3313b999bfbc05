import { createEslintConfig } from '@shqcb/eslint-config';

export default [
  ...createEslintConfig({ kind: 'api' }),
  // "imports nothing of ours" is about runtime code; the config files must load the shared tooling.
  { files: ['*.config.{js,ts}'], rules: { 'no-restricted-imports': 'off' } },
];
