import { expect, test } from '../support/fixtures.ts';
import { wxCalls, wxVerifiedAt } from '../support/fakeWechat.ts';
import { isWeChat } from '../support/hosts.ts';

// The WeChat browser (SPEC §4): start-up, authorisation and sharing over a fake WeChat client
// (support/fakeWechat.ts) under the real, bundled jweixin-module.
// Playwright reads the fixtures from the destructuring pattern; this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(!isWeChat(info), 'WeChat projects only');
});

const origin = () => `http://127.0.0.1:${process.env.SHQCB_E2E_PORT}`;

test.describe('WeChat start-up', () => {
  test('should send a visitor without token to login and keep the route as backUrl', async ({ page, blockedRequests }) => {
    await page.goto('#/text-detail/3');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: '微信授权登录' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('backUrl'))).toBe('/text-detail/3');
    // Sharing starts only with a code or a token.
    expect((await wxCalls(page)).map((c) => c.name)).not.toContain('preVerifyJSAPI');
    expect(blockedRequests).toEqual([]);
  });

  test('should open a type=share link without login', async ({ page }) => {
    await page.goto('#/text-detail/3?type=share');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/#\/text-detail\/3\?type=share$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('should redirect a path parameter to that route with the other parameters', async ({ page }) => {
    await page.goto('?path=text-detail/5&type=share');
    await expect(page).toHaveURL(/\/shqcb\/#\/text-detail\/5\?type=share$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('WeChat sharing', () => {
  test.use({ signedInOnWeChat: true, wechat: { verifyDelayMs: 1500 } });

  test('should sign the page without its hash, apply the default share data after ready, then run the queued calls', async ({ page, blockedRequests }) => {
    const config = page.waitForRequest((r) => r.url().includes('/api/front/shareConfig'));
    await page.goto('#/text-detail/3');
    const signed = new URL((await config).url()).searchParams.get('url');
    expect(signed).toBe(`${origin()}/shqcb/`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // The article set its share data while wx.config was still being verified: queued.
    await expect.poll(async () => (await wxCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').length, { timeout: 15_000 }).toBe(2);
    const calls = await wxCalls(page);
    const [verified] = await wxVerifiedAt(page);
    const config1 = calls.find((c) => c.name === 'preVerifyJSAPI');
    expect(config1?.args).toMatchObject({ verifyJsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'getLocalImgData'] });
    const shares = calls.filter((c) => c.name === 'updateAppMessageShareData' || c.name === 'updateTimelineShareData');
    expect(shares.map((c) => c.name)).toEqual(['updateAppMessageShareData', 'updateTimelineShareData', 'updateAppMessageShareData', 'updateTimelineShareData']);
    for (const call of shares) expect(call.at).toBeGreaterThanOrEqual(verified ?? Infinity);
    // First the defaults: page title, the site's icon as an absolute address, the link with type=share.
    // (jweixin adds appId and the verify* fields of wx.config to every call's arguments.)
    expect(shares[0]?.args).toMatchObject({ title: '新闻详情', desc: expect.any(String), link: `${origin()}/shqcb/?path=/text-detail/3&type=share`, imgUrl: `${origin()}/shqcb/favicon.png` });
    // Then the article's own: its title and thumbnail.
    expect(shares[2]?.args).toMatchObject({ title, link: `${origin()}/shqcb/?path=/text-detail/3&type=share`, imgUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\/news\/3\./) });
    expect(shares[3]?.args).toMatchObject({ title });
    expect(blockedRequests).toEqual([]);
  });

  test('should share the home page with its title once ready', async ({ page }) => {
    await page.goto('#/index');
    await expect.poll(async () => (await wxCalls(page)).some((c) => c.name === 'updateTimelineShareData'), { timeout: 15_000 }).toBe(true);
    const share = (await wxCalls(page)).find((c) => c.name === 'updateTimelineShareData');
    expect(share?.args).toMatchObject({ title: '上海汽车报', link: `${origin()}/shqcb/?path=/index&type=share`, imgUrl: `${origin()}/shqcb/favicon.png` });
  });
});
