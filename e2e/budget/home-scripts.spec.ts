// The same budget measured the other way: open /shqcb/#/index in the browser and add up every
// script it fetched (gzip -9 of each). It needs no convention for finding the home chunk in the
// manifest, but needs the reader served: it runs where the e2e config gives a baseURL (its
// webServer) and is skipped elsewhere. It runs in every project on purpose: a host (WeChat, say)
// may load scripts the others do not.
import { expect, test } from '@playwright/test';
// eslint-disable-next-line shqcb/no-cross-package-relative -- root tooling shared with `pnpm bench`, not a package with exports
import { HOME_INITIAL_BUDGET, formatKb } from '../../scripts/lib/bundle-size.mjs';
// eslint-disable-next-line shqcb/no-cross-package-relative -- as above
import { measureScriptBytes } from '../../scripts/lib/script-bytes.mjs';

test('scripts fetched to render the home route are within the gzip budget', async ({ page, baseURL }) => {
  test.skip(!baseURL, 'no baseURL: the reader is not served in this run');
  const measured = await measureScriptBytes(page, new URL('/shqcb/#/index', baseURL).href);
  expect(measured.scripts.length, 'the home page fetched no script at all').toBeGreaterThan(0);
  const list = measured.scripts.map((s) => `  ${new URL(s.url).pathname}  ${formatKb(s.gzip)}`).join('\n');
  expect(
    measured.gzip,
    `home route fetched ${formatKb(measured.gzip)} of scripts (gzip -9), budget ${formatKb(HOME_INITIAL_BUDGET)}:\n${list}`,
  ).toBeLessThanOrEqual(HOME_INITIAL_BUDGET);
});
