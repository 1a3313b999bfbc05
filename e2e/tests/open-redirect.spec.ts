import { OPEN_REDIRECT_VECTORS, REDIRECT_HOST } from '@shqcb/api/testing/corpora';
import { expect, test } from '../support/fixtures.ts';
import { isLocalUrl } from '../support/hosts.ts';
import { loginThroughScreen, recordCaptcha, uniquePhone } from '../support/login.ts';

// The shared open-redirect corpus (packages/api/src/testing/openRedirectVectors.ts; the bridge's
// safeBackUrl and the server's WeChat redirect_uri are tested with it too) as the stored backUrl of
// a reader who logs in through the login screen: after login the reader is somewhere on the site.

/** Four tests, so the two workers share the logins. */
const GROUPS = 4;
const groups = Array.from({ length: GROUPS }, (_, group) => OPEN_REDIRECT_VECTORS.filter((_, index) => index % GROUPS === group));

test.describe('backUrl after login', () => {
  // Each vector drops the token from storage behind the app's back (no logout): a screen that still
  // believes in the session may ask for the reader's data once more without it and get the 401 the
  // browser logs. A real reader loses the token only through logout or a 401, which the app handles.
  test.use({ allowedConsoleError: /status of 401/ });
  for (const [group, vectors] of groups.entries()) {
    test(`should stay on the site for open-redirect vectors, part ${group + 1} of ${GROUPS}`, async ({ page, request }) => {
      test.setTimeout(30_000 + vectors.length * 10_000);
      const foreign: string[] = [];
      const navigations: string[] = [];
      page.on('request', (req) => {
        if (!isLocalUrl(req.url())) foreign.push(req.url());
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      // The evil host answers "no content", so a navigation there is recorded and the page stays.
      await page.route(
        (url) => url.hostname.endsWith(REDIRECT_HOST),
        (route) => route.fulfill({ status: 204 }),
      );
      await recordCaptcha(page);
      await page.goto('#/index');
      const origin = new URL(page.url()).origin;

      for (const vector of vectors) {
        await test.step(JSON.stringify(vector), async () => {
          await page.evaluate((backUrl) => {
            localStorage.removeItem('token');
            localStorage.setItem('backUrl', backUrl);
          }, vector);
          await page.goto('#/login');
          await loginThroughScreen(page, request, uniquePhone());
          await expect(page).not.toHaveURL(/#\/login/);
          // A later hop (a second redirect, a reload) would show here or in the navigations below.
          await page.waitForTimeout(150);
          const url = new URL(page.url());
          expect(url.origin, vector).toBe(origin);
          expect(url.pathname, vector).toBe('/shqcb/');
          expect(url.hash, vector).toMatch(/^#\/(?![/\\])/);
          expect(await page.evaluate(() => localStorage.getItem('backUrl')), vector).toBeNull();
        });
      }
      expect(foreign, 'requests to other hosts').toEqual([]);
      expect(navigations.filter((url) => !url.startsWith(`${origin}/shqcb/`)), 'navigations off the reader').toEqual([]);
    });
  }
});
