import { createEslintConfig } from '@shqcb/eslint-config';
export default createEslintConfig({ kind: 'api' });
