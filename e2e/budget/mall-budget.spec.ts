// Byte budget of the mall routes (issue 15): what navigating to each of @shqcb/mall's screens adds to
// the home route's scripts (its lazy chunk and the static imports not loaded yet), gzip -9, from the
// reader's build manifest. Run after `pnpm turbo run build --filter=@shqcb/reader...`.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
// eslint-disable-next-line shqcb/no-cross-package-relative -- root tooling shared with `pnpm bench`, not a package with exports
import { formatKb, homeInitialReport, lazyChunksReport, readManifest } from '../../scripts/lib/bundle-size.mjs';

const DIST = process.env.READER_DIST || fileURLToPath(new URL('../../apps/reader/dist', import.meta.url));
/** Each mall route's lazy chunk may add at most this much after the home route. */
const MALL_ROUTE_BUDGET = 30_000;
const MALL_SCREENS = /packages\/mall\/(?:src|dist)\/screens\/[\w-]+\/\w+Screen\.[jt]sx?$/;
/** The one lazy module the shell imports for every mall route (decision 37); each route pays it too. */
const MALL_LOADER = /packages\/mall\/(?:src|dist)\/screens\/loadScreen\.[jt]s$/;

test('each mall route adds at most 30 kB gzip after the home route', () => {
  const { project, config } = test.info();
  test.skip(project.name !== config.projects[0]?.name, `bytes are checked in the first project (${config.projects[0]?.name}) only`);
  const manifest = readManifest(DIST);
  const home = homeInitialReport(DIST);
  const lazy = lazyChunksReport(DIST, manifest, home.chunks.map((chunk) => chunk.key));
  const loader = lazy.find((chunk) => MALL_LOADER.test(chunk.key))?.adds ?? 0;
  const routes = lazy.filter((chunk) => MALL_SCREENS.test(chunk.key)).map((chunk) => ({ ...chunk, adds: chunk.adds + loader }));
  expect(routes.length, 'the mall screens were not found among the lazy chunks').toBe(10);
  const report = routes.map((chunk) => `${chunk.key}: own ${formatKb(chunk.gzip)}, adds ${formatKb(chunk.adds)}`).join('\n');
  console.info(`mall routes (loader ${formatKb(loader)}):\n${report}`);
  expect(routes.filter((chunk) => chunk.adds > MALL_ROUTE_BUDGET).map((chunk) => chunk.key), report).toEqual([]);
});
