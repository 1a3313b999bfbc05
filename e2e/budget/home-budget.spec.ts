// Byte budget of the home route: every JS file the browser must load to render /#/index (entry,
// its static imports, and the home screen's lazy chunk with its static imports), gzip -9, read
// from the reader's build manifest. No browser, no server: it reads apps/reader/dist, so run it
// after `pnpm turbo run build --filter=@shqcb/reader...`. Lighthouse figures live in `pnpm bench`.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
// eslint-disable-next-line shqcb/no-cross-package-relative -- root tooling shared with `pnpm bench`, not a package with exports
import { HOME_INITIAL_BUDGET, formatChunkList, formatKb, homeInitialReport } from '../../scripts/lib/bundle-size.mjs';

// READER_DIST: measure another build output (a local experiment, a CI artifact).
const DIST = process.env.READER_DIST || fileURLToPath(new URL('../../apps/reader/dist', import.meta.url));

test('home route initial JS is within its gzip budget', () => {
  // Build output is the same whatever device a project emulates: check it once, not once a project.
  const { project, config } = test.info();
  test.skip(project.name !== config.projects[0]?.name, `bytes are checked in the first project (${config.projects[0]?.name}) only`);
  let report: ReturnType<typeof homeInitialReport>;
  try {
    // HOME_ROUTE_PATTERN: regular expression for the home route's lazy chunk, or "none".
    report = homeInitialReport(DIST, { pattern: process.env.HOME_ROUTE_PATTERN });
  } catch (err) {
    // Prefixed in place rather than wrapped, so the report shows the reason once.
    if (err instanceof Error) err.message = `home byte budget: ${err.message}`;
    throw err;
  }
  console.log(`[measure] home route initial JS (the build's graph): ${formatKb(report.total)}`);
  expect(report.chunks.length, 'the manifest walk found no JS at all').toBeGreaterThan(0);
  expect(
    report.total,
    [
      `home route initial JS is ${formatKb(report.total)} gzip, budget ${formatKb(HOME_INITIAL_BUDGET)}` +
        (report.total > HOME_INITIAL_BUDGET ? ` (over by ${formatKb(report.total - HOME_INITIAL_BUDGET)})` : ''),
      `home route chunk: ${report.routeKeys.join(', ') || 'none (bundled into the entry)'}`,
      formatChunkList(report.chunks),
    ].join('\n'),
  ).toBeLessThanOrEqual(HOME_INITIAL_BUDGET);
});
