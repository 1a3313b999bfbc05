import { createEslintConfig } from '@shqcb/eslint-config';

export default [
  ...createEslintConfig({ kind: 'ui-kit', react: true }),
  // The "imports nothing of ours" rule is for the shipped source; the package's own tool configs
  // must import the shared tooling packages (@shqcb/eslint-config, @shqcb/vitest-config).
  { files: ['*.config.{js,ts}'], rules: { 'no-restricted-imports': 'off' } },
];
