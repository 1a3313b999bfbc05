import { mergeConfig } from 'vitest/config';
import { createVitestConfig } from '@shqcb/vitest-config';

// Each test file starts its own PGlite (a few seconds of WASM start-up, migrations and seed). On
// two cores shared with other builds that can pass the 10 s default hook time-out, so allow more.
const config = mergeConfig(
  createVitestConfig({ environment: 'node', setupFiles: ['./src/test-setup.ts'], testTimeout: 30_000, fileParallelism: false }),
  { test: { hookTimeout: 60_000, globalSetup: ['./src/testing/globalSetup.ts'] } },
);

// The shared config's server conditions include Vite's `module`, which Node does not know: with it,
// pg-boss's dependency @opentelemetry/api resolves to its `build/esm` files, whose extensionless
// imports only a bundler can load. Vitest itself leaves `module` out for this reason; so do we.
// (mergeConfig concatenates arrays, so the condition has to be filtered out afterwards.)
const ssrResolve = config.ssr?.resolve;
if (ssrResolve?.conditions) ssrResolve.conditions = ssrResolve.conditions.filter((condition: string) => condition !== 'module');

export default config;
