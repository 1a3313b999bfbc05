// Byte budgets of lazily loaded routes (issue 12 part B): what navigating from home to the route
// adds, gzip -9 (its chunk and the static imports home has not loaded), read from the manifest of
// apps/reader/dist like the home budget. One entry per route; a new route adds its line.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
// eslint-disable-next-line shqcb/no-cross-package-relative -- root tooling shared with `pnpm bench`, not a package with exports
import { formatKb, homeInitialReport, lazyChunksReport, readManifest } from '../../scripts/lib/bundle-size.mjs';

const DIST = process.env.READER_DIST || fileURLToPath(new URL('../../apps/reader/dist', import.meta.url));

/** Route, the source of its screen module as the manifest names it, and its budget in gzip bytes. */
const ROUTE_BUDGETS: readonly { route: string; module: RegExp; budget: number }[] = [
  { route: '/search-news, /search-video', module: /screens\/search\/SearchScreen\.tsx$/, budget: 30_000 },
  { route: '/downloadPDF', module: /screens\/download-pdf\/DownloadPdfScreen\.tsx$/, budget: 30_000 },
  { route: '/my-collect', module: /screens\/my-collect\/MyCollectScreen\.tsx$/, budget: 30_000 },
  // Issue 12 part A. hls.js is its own chunk, loaded only for live HLS where the browser has no native HLS.
  { route: '/video/:id?, /news', module: /screens\/video\/VideoScreen\.tsx$/, budget: 30_000 },
  { route: '/video-detail/:id', module: /screens\/video-detail\/VideoDetailScreen\.tsx$/, budget: 30_000 },
  { route: '/live-video-detail/:id', module: /screens\/live\/LiveVideoDetailScreen\.tsx$/, budget: 30_000 },
  // Special topics and categories (decision 16); the 专题 strip and the channel sheet load on home when needed.
  { route: '/topic/:id', module: /screens\/topic\/TopicScreen\.tsx$/, budget: 30_000 },
  { route: '/category, /category/:id', module: /screens\/category\/CategoryScreen\.tsx$/, budget: 30_000 },
  { route: '/index: the 专题 strip', module: /screens\/topic\/TopicStrip\.tsx$/, budget: 30_000 },
  { route: '/index: the channel sheet', module: /components\/ChannelPanel\.tsx$/, budget: 30_000 },
  // Issue 16: the detail, whose share sheet loads when the reader first presses 分享 (decision 0051).
  { route: '/text-detail/:id', module: /screens\/detail\/NewsDetailScreen\.tsx$/, budget: 30_000 },
  { route: '/text-detail/:id: the share sheet', module: /detail\/share\/ShareSheet\.tsx$/, budget: 30_000 },
];

/** Issue 16: every screen of every feature adds at most this after home (its code, not its data). */
const ANY_SCREEN_BUDGET = 30_000;
/** Chunks that are not screens, loaded only where they are needed, with their own reason. */
const NOT_A_SCREEN = new Map([[/hls\.js|\/hls\b/, 'hls.js plays live HLS only where the browser has no HLS of its own (decision 13)']]);

test('each lazily loaded route of issue 12 adds at most its budget to the home route', () => {
  const { project, config } = test.info();
  test.skip(project.name !== config.projects[0]?.name, `bytes are checked in the first project (${config.projects[0]?.name}) only`);
  const home = homeInitialReport(DIST, {});
  const manifest = readManifest(DIST);
  const lazy = lazyChunksReport(DIST, manifest, [home.entryKey, ...home.chunks.map((chunk) => chunk.key)]);
  for (const { route, module, budget } of ROUTE_BUDGETS) {
    const chunk = lazy.find((candidate) => module.test(candidate.key));
    expect(chunk, `no lazy chunk for ${route} (${module})`).toBeTruthy();
    const adds = chunk?.adds ?? Infinity;
    console.info(`[measure] ${route}: ${formatKb(adds)} gzip on top of home`);
    expect(adds, `${route} adds ${formatKb(adds)} gzip, budget ${formatKb(budget)}`).toBeLessThanOrEqual(budget);
  }
});

test('every screen adds at most 30 kB to the home route (issue 16)', () => {
  const { project, config } = test.info();
  test.skip(project.name !== config.projects[0]?.name, `bytes are checked in the first project (${config.projects[0]?.name}) only`);
  const home = homeInitialReport(DIST, {});
  const manifest = readManifest(DIST);
  const lazy = lazyChunksReport(DIST, manifest, [home.entryKey, ...home.chunks.map((chunk) => chunk.key)]);
  const screens = lazy.filter((chunk) => /\/screens\/.+Screen\.tsx$/.test(chunk.key));
  expect(screens.length, 'no screen chunk found: did the layout of features change?').toBeGreaterThan(40);
  const over = screens.filter((chunk) => chunk.adds > ANY_SCREEN_BUDGET && ![...NOT_A_SCREEN.keys()].some((re) => re.test(chunk.key)));
  const largest = screens.toSorted((a, b) => b.adds - a.adds)[0];
  console.info(`[measure] ${screens.length} screens, the largest ${largest?.key.replace(/^.*\/screens\//, '')} adds ${formatKb(largest?.adds ?? 0)}`);
  expect(over.map((chunk) => `${chunk.key} adds ${formatKb(chunk.adds)}`)).toEqual([]);
});
