import { createVitestConfig } from '@shqcb/vitest-config';
export default createVitestConfig({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] });
