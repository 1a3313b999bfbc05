import { createEslintConfig } from '@shqcb/eslint-config';
export default createEslintConfig({ kind: 'ui-kit', react: true });
