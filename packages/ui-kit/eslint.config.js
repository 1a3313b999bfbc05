import { createEslintConfig } from '@shqcb/eslint-config';
// gallery-dist/ is the built gallery (gallery:build), served to the e2e gallery test.
export default [{ ignores: ['gallery-dist/**'] }, ...createEslintConfig({ kind: 'ui-kit', react: true })];
