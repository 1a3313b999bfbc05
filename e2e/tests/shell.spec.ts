import { expect, test } from '../support/fixtures.ts';

// In WeChat a visitor is sent to login at start-up (SPEC §4): these tests read as a reader there.
test.use({ signedInOnWeChat: true });

test.describe('shell', () => {
  test('should redirect the site root and the app root to the home route', async ({ page, app }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/shqcb\/#\/index/);
    await expect(app.newsCards().first()).toBeVisible();
    await page.goto('/shqcb/#/no-such-screen');
    await expect(page).toHaveURL(/#\/index/);
  });

  test('should show the tab bar on home and reload when home is tapped on home', async ({ page, app }) => {
    await app.openHome();
    const home = app.tabBar().getByRole('link', { name: '首页' }).or(app.tabBar().getByRole('button', { name: '首页' }));
    await expect(home).toHaveAttribute('aria-current', 'page');
    const reloaded = page.waitForEvent('framenavigated');
    await home.click();
    await reloaded;
    await expect(app.newsCards().first()).toBeVisible();
  });

  test('should set the title and the status-bar colour per route', async ({ page, app }) => {
    await app.openHome();
    await expect(page).toHaveTitle('上海汽车报');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#d7000f');
    await app.newsCards().first().click();
    await expect(page).toHaveTitle('新闻详情');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
  });

  test('should show the no-permission screen', async ({ page, app }) => {
    await page.goto('#/error');
    await expect(page.getByRole('heading', { name: '暂无访问权限' })).toBeVisible();
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/index/);
  });

  test('should send the views of three screens as one batch when the page is hidden, and load no outside script', async ({ page, app }) => {
    const batches: string[] = [];
    const outsideScripts: string[] = [];
    // Playwright cannot always read a beacon's body (null in the iPhone projects), so the page keeps a
    // copy of what it hands to sendBeacon; the beacon itself still goes out.
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, { e2eBeacons: sent });
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(text));
        else if (typeof data === 'string') sent.push(data);
        return original(url, data);
      };
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/api/front/pageStatistics')) batches.push(request.url());
      else if (request.resourceType() === 'script' && new URL(request.url()).origin !== new URL(page.url()).origin) outsideScripts.push(request.url());
    });
    await app.openHome();
    for (const [hash, title] of [
      ['#/news', '新闻'],
      ['#/search-news', '搜索'],
      ['#/downloadPDF', '电子报下载'],
    ] as const) {
      await page.goto(`/shqcb/${hash}`);
      await expect(page).toHaveTitle(title);
    }
    // Navigation never waited for statistics: nothing has been sent while the reader moved on.
    expect(batches).toEqual([]);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/front/pageStatistics'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const request = await sent;
    // A beacon (Chromium calls its type "ping"), not the keepalive fallback; the server stored all four.
    expect(request.resourceType()).toBe('ping');
    expect(await (await request.response())?.json()).toMatchObject({ code: 200, data: { recorded: true, count: 4 } });
    expect(batches).toHaveLength(1);
    const beacons = await page.evaluate(() => (window as unknown as { e2eBeacons: string[] }).e2eBeacons);
    expect(beacons).toHaveLength(1);
    const batch = JSON.parse(beacons[0] ?? '{}') as { views?: { path: string; title: string; seenAt: number }[] };
    expect(batch.views?.map(({ path, title }) => [path, title])).toEqual([
      ['/index', '上海汽车报'],
      ['/news', '新闻'],
      ['/search-news', '搜索'],
      ['/downloadPDF', '电子报下载'],
    ]);
    expect(outsideScripts).toEqual([]);
    expect(await page.evaluate(() => '_hmt' in window)).toBe(false);
  });
});
