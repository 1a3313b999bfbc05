// Byte budget of the account routes (issue 13): what navigating to each of @shqcb/account's screens
// adds to the home route's scripts (its lazy chunk and the static imports not loaded yet), gzip -9,
// from the reader's build manifest. Run after `pnpm turbo run build --filter=@shqcb/reader...`.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
// eslint-disable-next-line shqcb/no-cross-package-relative -- root tooling shared with `pnpm bench`, not a package with exports
import { formatKb, homeInitialReport, lazyChunksReport, readManifest } from '../../scripts/lib/bundle-size.mjs';

const DIST = process.env.READER_DIST || fileURLToPath(new URL('../../apps/reader/dist', import.meta.url));
/** Each account route's lazy chunk may add at most this much after the home route. */
const ACCOUNT_ROUTE_BUDGET = 30_000;
const ACCOUNT_SCREENS = /packages\/account\/(?:src|dist)\/screens\/[\w-]+\/\w+Screen\.[jt]sx?$/;
/** The account package's routes (src/routes.ts): one screen module each, /help and /yinsi two of them. */
const ACCOUNT_SCREEN_COUNT = 12;

test('each account route adds at most 30 kB gzip after the home route', () => {
  const { project, config } = test.info();
  test.skip(project.name !== config.projects[0]?.name, `bytes are checked in the first project (${config.projects[0]?.name}) only`);
  const manifest = readManifest(DIST);
  const home = homeInitialReport(DIST);
  const lazy = lazyChunksReport(DIST, manifest, [home.entryKey, ...home.chunks.map((chunk) => chunk.key)]);
  const routes = lazy.filter((chunk) => ACCOUNT_SCREENS.test(chunk.key));
  expect(routes.length, 'the account screens were not all found among the lazy chunks').toBe(ACCOUNT_SCREEN_COUNT);
  const report = routes.map((chunk) => `${chunk.key}: own ${formatKb(chunk.gzip)}, adds ${formatKb(chunk.adds)}`).join('\n');
  console.info(`[measure] account routes:\n${report}`);
  expect(routes.filter((chunk) => chunk.adds > ACCOUNT_ROUTE_BUDGET).map((chunk) => chunk.key), report).toEqual([]);
});
