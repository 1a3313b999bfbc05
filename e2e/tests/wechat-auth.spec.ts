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
  test('should leave for the server with isAuth set and come back logged in (stand-in server and wxLogin)', async ({ page, readerToken }) => {
    // The client half on its own: the authorisation start and wxLogin are answered by the test.
    await page.route('**/api/front/wxAuthorize?**', async (route) => {
      const url = new URL(route.request().url());
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'e2e-code'); // as WeChat does: before the hash
      back.searchParams.set('state', 'e2e-state'); // the server issues the state, not the page
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
    await expect(page).toHaveURL(/\/api\/front\/wxAuthorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin()}/shqcb/#/text-detail/3`);
    expect(authorize.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(authorize.searchParams.get('state')).toBeNull();
    expect((await page.evaluate(readStorage)).isAuth).toBe('1');

    await page.getByRole('link', { name: '测试车友' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${origin()}/shqcb/#/text-detail/3`);
    expect(exchanged).toEqual([{ code: 'e2e-code', state: 'e2e-state' }]);
    const stored = await page.evaluate(readStorage);
    expect(stored).toMatchObject({ token: readerToken, iphone: '13800138000', isAuth: null });
    expect(JSON.parse(stored.registerUserInfo ?? '{}')).toMatchObject({ nickname: '测试车友' });
  });

  test("should log in through the server's authorisation simulator as a reader bound to a phone", async ({ page }) => {
    await page.goto('#/text-detail/3');
    await page.getByRole('button', { name: '微信授权登录' }).click();
    // The server issued a state (httpOnly cookie) and redirected to its local simulator.
    await expect(page).toHaveURL(/\/dev\/wechat\/authorize\?/);
    expect(new URL(page.url()).searchParams.get('state')).toBeTruthy();
    expect((await page.evaluate(readStorage)).isAuth).toBe('1');
    await page.getByRole('button', { name: /老车友/ }).click();
    await expect(page).toHaveURL(`${origin()}/shqcb/#/text-detail/3`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stored = await page.evaluate(readStorage);
    expect(stored).toMatchObject({ iphone: '13800138000', isAuth: null });
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.registerUserInfo ?? '{}')).toMatchObject({ nickname: '老车友' });
  });

  test("should ask a new WeChat reader to bind a phone after the simulator's register answer", async ({ page }) => {
    await page.goto('#/text-detail/3');
    await page.getByRole('button', { name: '微信授权登录' }).click();
    await expect(page).toHaveURL(/\/dev\/wechat\/authorize\?/);
    await page.getByRole('button', { name: /随机新用户/ }).click();
    await expect(page).toHaveURL(/\/shqcb\/#\/login$/);
    await expect(page.getByText('微信授权成功，请绑定手机号完成登录')).toBeVisible();
    const stored = await page.evaluate(readStorage);
    expect(stored).toMatchObject({ token: null, isAuth: null, backUrl: '/text-detail/3' });
    expect(stored.registerUserInfo).toBeTruthy();
  });
});
