import { expect, test } from '../support/fixtures.ts';
import { isWeChat } from '../support/hosts.ts';

// Authorisation in the WeChat browser (SPEC §4): /authIndex sets isAuth and leaves for the
// authorisation page with redirect_uri, state and scope; the page sends the reader back with a code
// and the same state; start-up exchanges the code with wxLogin before the route opens.
// Playwright reads the fixtures from the destructuring pattern; this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(!isWeChat(info), 'WeChat projects only');
});

const origin = () => `http://127.0.0.1:${process.env.SHQCB_E2E_PORT}`;
const readStorage = () =>
  ['token', 'iphone', 'isAuth', 'registerUserInfo', 'backUrl'].reduce<Record<string, string | null>>((all, key) => ({ ...all, [key]: localStorage.getItem(key) }), {});

test.describe('WeChat authorisation', () => {
  test('should leave for the authorisation page with isAuth set and come back logged in (stand-in page and wxLogin)', async ({ page, readerToken }) => {
    // The client half on its own: the authorisation page and wxLogin are answered by the test.
    await page.route('**/dev/wechat/authorize?**', async (route) => {
      const url = new URL(route.request().url());
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'e2e-code'); // as WeChat does: before the hash
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="zh-CN"><title>授权</title><a href="${back.href}">测试车友</a></html>` });
    });
    const exchanged: unknown[] = [];
    await page.route('**/api/front/wxLogin', async (route) => {
      exchanged.push(route.request().postDataJSON());
      await route.fulfill({
        json: { code: 200, msg: 'success', data: { type: 'login', token: readerToken, username: '13800138000', wxUserInfo: { openid: 'o-e2e', nickname: '测试车友', headimgurl: '' } } },
      });
    });
    await page.goto('#/text-detail/3');
    await page.getByRole('button', { name: '微信授权登录' }).click();
    await expect(page).toHaveURL(/\/dev\/wechat\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin()}/shqcb/#/text-detail/3`);
    expect(authorize.searchParams.get('scope')).toBe('snsapi_userinfo');
    const state = authorize.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{16}$/);
    expect((await page.evaluate(readStorage)).isAuth).toBe('1');

    await page.getByRole('link', { name: '测试车友' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${origin()}/shqcb/#/text-detail/3`);
    expect(exchanged).toEqual([{ code: 'e2e-code', state }]);
    const stored = await page.evaluate(readStorage);
    expect(stored).toMatchObject({ token: readerToken, iphone: '13800138000', isAuth: null });
    expect(JSON.parse(stored.registerUserInfo ?? '{}')).toMatchObject({ nickname: '测试车友' });
  });

  test("should complete the round trip through the server's authorisation simulator", async ({ page, request }) => {
    const probe = await request.get(
      `${origin()}/dev/wechat/authorize?redirect_uri=${encodeURIComponent(`${origin()}/shqcb/#/index`)}&state=probe&scope=snsapi_userinfo`,
      { maxRedirects: 0 },
    );
    test.fixme(
      probe.status() === 404,
      'needs the server half of issue 4: GET /dev/wechat/authorize (the local authorisation simulator) and wxLogin are not in this branch yet',
    );
    await page.goto('#/text-detail/3');
    await page.getByRole('button', { name: '微信授权登录' }).click();
    await expect(page).toHaveURL(/\/dev\/wechat\/authorize\?/);
    expect((await page.evaluate(readStorage)).isAuth).toBe('1');
    // The simulator lists test users; picking one sends the reader back with code and state.
    await page.getByRole('link').or(page.getByRole('button')).first().click();
    await expect(page).toHaveURL(/\/shqcb\/#\/(text-detail\/3|login)$/);
    expect(page.url()).not.toMatch(/[?&]code=/);
    const stored = await page.evaluate(readStorage);
    expect(stored.isAuth).toBeNull();
    expect(stored.registerUserInfo).toBeTruthy();
    if (stored.token) {
      // type login: token, phone and user info stored; the article opens.
      expect(stored.iphone).toBeTruthy();
      await expect(page).toHaveURL(/#\/text-detail\/3$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } else {
      // type register: only the user info; the reader binds a phone by SMS login and returns afterwards.
      await expect(page).toHaveURL(/#\/login$/);
      await expect(page.getByText('微信授权成功，请绑定手机号完成登录')).toBeVisible();
      expect(stored.backUrl).toBe('/text-detail/3');
    }
  });
});
