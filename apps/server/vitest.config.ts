import { mergeConfig } from 'vitest/config';
import { createVitestConfig } from '@shqcb/vitest-config';

// Each test file starts its own PGlite (a few seconds of WASM start-up, migrations and seed). On
// two cores shared with other builds that can pass the 10 s default hook time-out, so allow more.
export default mergeConfig(
  createVitestConfig({ environment: 'node', setupFiles: ['./src/test-setup.ts'], testTimeout: 30_000, fileParallelism: false }),
  { test: { hookTimeout: 60_000 } },
);
