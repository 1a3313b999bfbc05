// The home budget measured the other way: open /shqcb/#/index in the browser and add up every
// script it fetched (gzip -9 of each). It needs no convention for finding the home chunk in the
// manifest, but needs the reader served: it runs where the e2e config gives a baseURL (its
// webServer) and is skipped elsewhere. It runs in every project on purpose: a host (WeChat, say)
// loads scripts the others do not, and has a budget of its own (HOME_FETCHED_BUDGETS).
import { expect, test } from '../support/fixtures.ts';
// eslint-disable-next-line shqcb/no-cross-package-relative -- root tooling shared with `pnpm bench`, not a package with exports
import { HOME_FETCHED_BUDGETS, formatKb } from '../../scripts/lib/bundle-size.mjs';
// eslint-disable-next-line shqcb/no-cross-package-relative -- as above
import { measureScriptBytes } from '../../scripts/lib/script-bytes.mjs';
import { hostOf } from '../support/hosts.ts';

// In WeChat the home is a reader's: a visitor is sent to login (SPEC §4).
test.use({ signedInOnWeChat: true });

test('scripts fetched to render the home route are within the gzip budget', async ({ page, context, baseURL }, info) => {
  test.skip(!baseURL, 'no baseURL: the reader is not served in this run');
  const home = new URL('/shqcb/#/index', baseURL);
  if (hostOf(info).host === 'wechat') {
    // A returning reader: the cookie that says a reader is here lets the server render their home
    // (decision 0051); their token (the fixture's) asks for the bell's unread count.
    await context.addCookies([{ name: 'shqcb_reader', value: '1', url: home.origin }]);
  }
  const budget = HOME_FETCHED_BUDGETS[hostOf(info).host];
  const measured = await measureScriptBytes(page, home.href);
  expect(measured.scripts.length, 'the home page fetched no script at all').toBeGreaterThan(0);
  console.log(`[measure] ${info.project.name}: home fetched ${formatKb(measured.gzip)} of scripts`);
  const list = measured.scripts.map((s) => `  ${new URL(s.url).pathname}  ${formatKb(s.gzip)}`).join('\n');
  expect(
    measured.gzip,
    `home route fetched ${formatKb(measured.gzip)} of scripts (gzip -9), budget in ${hostOf(info).host} ${formatKb(budget)}:\n${list}`,
  ).toBeLessThanOrEqual(budget);
});
