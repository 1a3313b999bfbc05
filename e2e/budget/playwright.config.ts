// Runs the byte budget on its own, without a browser or server:
//   pnpm --filter @shqcb/e2e exec playwright test -c budget
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: /(home|route|account)-budget\.spec\.ts/,
  reporter: 'list',
  outputDir: '../test-results/budget',
});
