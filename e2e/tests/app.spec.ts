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
    page.on('request', (request) => {
      if (request.url().includes('/api/front/')) api.push(request.headerValue('Authori-zation'));
    });
    await app.openHome();
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
    expect(share?.args).toMatchObject({ title, link: `${origin}/shqcb/#/text-detail/3?type=share`, imgUrl: `${origin}/media/news/3.svg` });
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
