import type { Page } from '@playwright/test';
import { READER_TOKEN, expect, test } from '../support/fixtures.ts';
import { nativeCalls } from '../support/fakeNative.ts';
import { isApp } from '../support/hosts.ts';

// The publisher's Android and iOS apps (SPEC §6, §7) over fake native bridge objects that follow
// docs/bridge.md (support/fakeNative.ts).
// Playwright reads the fixtures from the destructuring pattern; this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(!isApp(info), 'app projects only');
});

test.describe('token from the app', () => {
  test.use({ nativeApp: { token: READER_TOKEN } });

  test('should send the token from getToken in the Authori-zation header of every request', async ({ page, app, readerToken }) => {
    const api: Array<Promise<string | null>> = [];
    // Headers are read of the requests up to the article's; one read later would outlive the test.
    let listening = true;
    page.on('request', (request) => {
      // Page views go as an anonymous beacon by design (decision 0015): every other call carries the token.
      if (listening && request.url().includes('/api/front/') && !request.url().includes('/pageStatistics')) api.push(request.headerValue('Authori-zation'));
    });
    const asked = page.waitForRequest((request) => request.url().includes('/api/front/'));
    await app.openHome();
    // The server rendered home with its answers (decision 0051): the home asks nothing at first. An
    // article is asked for, with the reader's token.
    await app.newsCards().first().click();
    await asked;
    listening = false;
    const headers = await Promise.all(api);
    expect(headers.length).toBeGreaterThan(0);
    expect(headers).toEqual(headers.map(() => readerToken));
    const getToken = (await nativeCalls(page)).filter((c) => c.name === 'getToken');
    expect(getToken).toHaveLength(1);
    expect(getToken[0]).toMatchObject({ v: 1, id: expect.stringMatching(/^shqcb-\d+$/), args: {} });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(readerToken);
  });

  test('should store the build number the handshake reports', async ({ page, app }) => {
    await app.openHome();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('version'))).toBe('227');
    expect((await nativeCalls(page)).map((c) => c.name)).toContain('getBridgeInfo');
  });
});

test.describe('an article the app opens by its hash address', () => {
  test.use({ nativeApp: { token: READER_TOKEN } });

  test('should come rendered by the server, then ask for the reader’s own with the app’s token', async ({ page, readerToken }) => {
    const answer = (await (await page.request.get('/api/front/news/index?categoryId=307&page=1&pageSize=1')).json()) as { data: { list: { id: number; title: string }[] } };
    const news = answer.data.list[0];
    if (!news) throw new Error('the demo has no news');
    const documents: string[] = [];
    const tokens: Array<Promise<string | null>> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document') documents.push(url.pathname + url.search);
      else if (url.pathname.startsWith('/api/front/') && !url.pathname.endsWith('/pageStatistics')) tokens.push(request.headerValue('Authori-zation'));
    });
    await page.goto(`#/text-detail/${news.id}`);
    await expect(page).toHaveURL(new RegExp(`/shqcb/#/text-detail/${news.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
    expect(documents).toEqual(['/shqcb/', `/shqcb/?path=%2Ftext-detail%2F${news.id}`]);
    await expect(page.locator('meta[name="shq-ssr-route"]')).toHaveAttribute('content', `/text-detail/${news.id}`);
    // After hydration the page asks for what differs for this reader (likes, favourites), with the
    // token the app gave on the page the reader sees.
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    expect(await Promise.all(tokens)).toEqual(tokens.map(() => readerToken));
    expect((await nativeCalls(page)).filter((c) => c.name === 'getToken')).toHaveLength(1);
  });

  test('should leave 我的 to the phone, which shows the app’s reader their own', async ({ page, app }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document') documents.push(url.pathname + url.search);
    });
    // The first page the app opens: no token stored yet, the app's getToken answers.
    await page.goto('#/my');
    await expect(page.locator('.shq-my__phone')).toBeVisible();
    await expect(page.getByRole('button', { name: '登录/注册' })).toHaveCount(0);
    await app.screenshot('app-my-opened-first');
    expect(documents).toEqual(['/shqcb/']);
    await expect(page.locator('meta[name="shq-ssr-route"]')).toHaveAttribute('content', '/index');
  });
});

test.describe('a screen for readers the app opens first', () => {
  test.use({ nativeApp: { token: READER_TOKEN } });

  test('should open for the app’s reader, not send them to login', async ({ page, app }) => {
    await page.goto('#/my-order');
    await expect(page).toHaveURL(/#\/my-order$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    await app.screenshot('app-my-order-opened-first');
  });
});

/** Asks the app for the token as any script of the page could: the bare bridge, no reader code. */
function askForToken(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        interface Callback {
          callback: (id: string, reply: unknown) => void;
        }
        const w = window as unknown as {
          ShqcbBridge?: Callback;
          android?: Record<string, (json: string) => unknown>;
          webkit?: { messageHandlers: Record<string, { postMessage: (message: unknown) => unknown }> };
        };
        const id = `page-${Date.now()}`;
        const previous = w.ShqcbBridge;
        w.ShqcbBridge = {
          ...previous,
          callback: (replyId, reply) => {
            if (replyId !== id) return previous?.callback(replyId, reply);
            if (previous) w.ShqcbBridge = previous;
            resolve(typeof reply === 'string' ? JSON.parse(reply) : reply);
          },
        };
        const message = { v: 1, id, args: {} };
        if (w.android) w.android.getToken?.(JSON.stringify(message));
        else w.webkit?.messageHandlers.getToken?.postMessage(message);
      }),
  );
}

test.describe('the token only for the publisher’s pages', () => {
  test.use({ nativeApp: { token: READER_TOKEN } });

  test('should hand the token to the reader’s own page and refuse it to another site in the same web view', async ({ page, app, readerToken }) => {
    await app.openHome();
    expect(await askForToken(page)).toEqual({ ok: true, data: readerToken });

    // A link, a redirect or an ad takes the web view to another site; the bridge objects are there too.
    await page.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>别的网站</title><p>别的网站</p>' }));
    await page.goto('https://evil.example/steal');
    const reply = await askForToken(page);
    expect(reply).toEqual({ ok: false, error: { code: 'denied', message: '此页面不能获取登录信息' } });
    expect(JSON.stringify(reply)).not.toContain(readerToken);
  });

  test('should read as a visitor, without an error, when the app refuses the page its token', async ({ page, readerToken }) => {
    // The reader itself at an origin the app does not list (the same server by another name); a
    // token it stored there earlier must not be used either.
    const elsewhere = `http://localhost:${process.env.SHQCB_E2E_PORT}/shqcb/`;
    await page.addInitScript((token: string) => {
      if (sessionStorage.getItem('e2e-stale-token')) return;
      sessionStorage.setItem('e2e-stale-token', '1');
      localStorage.setItem('token', token);
    }, readerToken);
    const sent: Array<Promise<string | null>> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/front/')) sent.push(request.headerValue('Authori-zation'));
    });
    // An article: the home screen would ask for the profile on the strength of the stored token
    // before the app has answered (a 401 then, as when the app answers "").
    await page.goto(`${elsewhere}#/text-detail/3`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.shq-detail__body p').first()).toBeVisible();
    expect((await nativeCalls(page)).filter((call) => call.name === 'getToken')).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const headers = await Promise.all(sent);
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.filter(Boolean)).toEqual([]);
  });
});

test.describe('poster in the app', () => {
  test('should save the poster to the album through the bridge', async ({ page }) => {
    await page.goto('#/text-detail/3');
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '分享海报' });
    await expect(dialog.locator('.shq-poster')).toBeVisible();
    await dialog.getByRole('button', { name: '保存海报' }).click();
    await expect(page.getByText('海报已保存到相册').first()).toBeVisible({ timeout: 20_000 });
    const save = (await nativeCalls(page)).find((c) => c.name === 'saveImage');
    expect(save?.args.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(save?.args.fileName).toMatch(/^shqcb-poster-\d+\.png$/);
  });

  test('should share the news through the app share sheet', async ({ page }) => {
    await page.goto('#/text-detail/3');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await page.getByRole('dialog', { name: '分享海报' }).getByRole('button', { name: '分享新闻' }).click();
    await expect.poll(async () => (await nativeCalls(page)).some((c) => c.name === 'shareByApp')).toBe(true);
    const share = (await nativeCalls(page)).find((c) => c.name === 'shareByApp');
    const origin = new URL(page.url()).origin;
    expect(share?.args).toMatchObject({ title, link: `${origin}/shqcb/?path=/text-detail/3&type=share`, imgUrl: `${origin}/media/news/3.svg` });
    expect(share?.args.desc).toBe(share?.args.content);
  });
});

test.describe('poster in an app that stored no version', () => {
  test.use({ nativeApp: { appVersion: null } });

  test('should close the poster and open the version-update overlay', async ({ page, app }, info) => {
    await page.goto('#/text-detail/3');
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await page.getByRole('dialog', { name: '分享海报' }).getByRole('button', { name: '保存海报' }).click();
    const overlay = page.getByRole('dialog', { name: '版本更新' });
    await expect(overlay).toBeVisible();
    await expect(page.getByRole('dialog', { name: '分享海报' })).toBeHidden();
    // No stored version: the copy-link variant (see the rule in docs/bridge.md).
    await expect(overlay.getByRole('button', { name: '复制链接' })).toBeVisible();
    expect((await nativeCalls(page)).map((c) => c.name)).not.toContain('saveImage');
    if (info.project.name === 'app-android') await app.screenshot('version-overlay-app');
    await app.expectNoAxeViolations();
  });
});

test.describe('audio controls in the app', () => {
  test.use({ nativeApp: { token: READER_TOKEN } });

  test('should show what plays through setMediaSession and answer the buttons through ShqcbBridge.media', async ({ page }) => {
    await page.goto('#/podcast');
    const first = page.locator('.shq-episode').first();
    const title = (await first.locator('.shq-episode__title').textContent()) ?? '';
    await first.locator('.shq-episode__main').click();
    await expect
      .poll(async () => (await nativeCalls(page)).filter((c) => c.name === 'setMediaSession').at(-1)?.args)
      .toMatchObject({ state: 'playing', title, album: '上海汽车报', actions: expect.arrayContaining(['pause', 'nexttrack', 'seekto']) });
    const paused = () => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-shqcb-player]')?.paused);
    await expect.poll(paused).toBe(false);

    // The headset's pause button, as the app reports it.
    await page.evaluate(() => (window as unknown as { ShqcbBridge: { media: (a: string) => void } }).ShqcbBridge.media('pause'));
    await expect.poll(paused).toBe(true);
    await expect(page.getByRole('group', { name: '迷你播放器' }).getByRole('button', { name: '播放', exact: true })).toBeVisible();
    await expect.poll(async () => (await nativeCalls(page)).filter((c) => c.name === 'setMediaSession').at(-1)?.args.state).toBe('paused');

    await page.evaluate(() => (window as unknown as { ShqcbBridge: { media: (a: string, d?: unknown) => void } }).ShqcbBridge.media('seekto', { seekTime: 2 }));
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-shqcb-player]')?.currentTime)).toBeCloseTo(2, 0);
    await page.evaluate(() => (window as unknown as { ShqcbBridge: { media: (a: string) => void } }).ShqcbBridge.media('play'));
    await expect.poll(paused).toBe(false);
  });
});
