import { createEslintConfig } from '@shqcb/eslint-config';
// dist-ssr/: the server build of the reader (decision 0051), generated like dist/.
export default [...createEslintConfig({ kind: 'app', react: true }), { ignores: ['dist-ssr/**'] }];
