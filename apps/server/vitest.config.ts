import { createVitestConfig } from '@shqcb/vitest-config';
export default createVitestConfig({ environment: 'node', setupFiles: ['./src/test-setup.ts'], testTimeout: 30_000, fileParallelism: false });
