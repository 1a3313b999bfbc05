import { createEslintConfig } from '@shqcb/eslint-config';
export default createEslintConfig({ kind: 'feature', name: 'mall', react: true });
