// Shared Vitest settings: every package tests its TypeScript sources (the `@shqcb/source` export
// condition) rather than another package's build output, so `pnpm --filter X test` needs no prior build.
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const SOURCE = '@shqcb/source';
/** Stand-ins for what jsdom lacks (scrolling, canvas, dialog), loaded before a package's own setup. */
const JSDOM_SETUP = fileURLToPath(new URL('./jsdom-setup.js', import.meta.url));

/**
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[], testTimeout?: number, fileParallelism?: boolean }} [options]
 */
export function createVitestConfig(options = {}) {
  const { environment = 'node', setupFiles = [], testTimeout = 10_000, fileParallelism = true } = options;
  return defineConfig({
    resolve: { conditions: [SOURCE, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions], externalConditions: [SOURCE] } },
    test: {
      environment,
      setupFiles: environment === 'jsdom' ? [JSDOM_SETUP, ...setupFiles] : setupFiles,
      testTimeout,
      fileParallelism,
      // Test files of a worker share one module graph (docs/decisions/0048-test-speed.md): importing
      // msw, the mocks and the ui-kit once per worker rather than once per file takes the unit step
      // from about 300 s to about 100 s. Each package's setup resets what tests change (DOM, storage,
      // toasts, mock handlers, the query cache). SHQCB_ISOLATE=1 runs every file alone, to find a
      // test that leans on another's leftovers.
      isolate: process.env.SHQCB_ISOLATE === '1',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      allowOnly: !process.env.CI,
      passWithNoTests: false,
      // The JSON report feeds the summary of scripts/test-all.mjs.
      reporters: ['default', 'json'],
      outputFile: { json: './test-results/vitest.json' },
      server: { deps: { inline: [/@shqcb\//] } },
    },
  });
}
