import type { Locator, Page } from '@playwright/test';
import { apiLogin } from '../support/apiLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniquePhone } from '../support/login.ts';

// Dark mode across the screens outside the reader's own space (issue 13), video and live included: each opens
// with the system in dark mode, passes axe (colour contrast included) and is photographed at 375×812.
// The account screens have their own dark run in account.spec.ts.

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;
const SHOTS = '/tmp/shots-13c';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: false });
const mini = (page: Page) => page.getByRole('group', { name: '迷你播放器' });

test.describe('dark mode on every earlier screen', () => {
  test('should show home, a story, podcasts with the mini player, the paper, points, the mall, the draw, search, the e-paper, videos, live and favourites dark and readable', async ({ page, request, app }, info) => {
    test.setTimeout(180_000);
    const origin = originOf(info.project.use.baseURL);
    const phone = uniquePhone();
    const token = await apiLogin(request, origin, phone);
    // Enough points for the draw to be open (20 a draw).
    const granted = await request.post(`${origin}/dev/grant-points`, { data: { phone, points: 100 } });
    expect(granted.ok(), await granted.text()).toBe(true);
    await page.addInitScript((value: string) => {
      if (sessionStorage.getItem('e2e-dark-token')) return;
      sessionStorage.setItem('e2e-dark-token', '1');
      localStorage.setItem('token', value);
    }, token);
    await page.emulateMedia({ colorScheme: 'dark' });

    const screens: Array<{ route: string; name: string; ready: () => Locator }> = [
      { route: 'index', name: 'home', ready: () => app.newsCards().first() },
      { route: 'text-detail/3', name: 'text-detail', ready: () => page.locator('.shq-detail__body p').first() },
      { route: 'already-order', name: 'already-order', ready: () => page.getByRole('heading', { name: '解锁会员权益' }) },
      { route: 'order-way', name: 'order-way', ready: () => page.getByRole('heading', { name: '邮局订阅单' }) },
      { route: 'my-integral', name: 'my-integral', ready: () => page.getByText('已连续签到 0 天') },
      { route: 'mall', name: 'mall', ready: () => page.getByRole('link', { name: /上汽定制保温杯/ }) },
      { route: 'reward-index', name: 'reward-index', ready: () => page.getByText(/每次消耗20积分/) },
      { route: 'search-news', name: 'search-news', ready: () => page.locator('.shq-search__hot-word').first() },
      { route: 'downloadPDF', name: 'downloadPDF', ready: () => page.getByText(/共 4 版/) },
      { route: 'video', name: 'video', ready: () => page.getByRole('list', { name: '视频列表' }).getByRole('link').first() },
      { route: 'news', name: 'news', ready: () => page.getByRole('navigation', { name: '新闻分类' }).getByRole('tab', { selected: true }) },
      { route: 'video-detail/1', name: 'video-detail', ready: () => page.locator('video').first() },
      { route: 'live-video-detail/1', name: 'live-video-detail', ready: () => page.getByText('直播中') },
      { route: 'my-collect', name: 'my-collect', ready: () => page.getByRole('heading', { level: 1 }) },
    ];
    for (const { route, name, ready } of screens) {
      await page.goto(`#/${route}`);
      await expect(ready()).toBeVisible();
      // The page under the screens is dark too (no light body text or surface left from the shell).
      const body = await page.evaluate(() => getComputedStyle(document.body).color);
      expect(body, `body text on /${route}`).toBe('rgb(232, 232, 232)');
      await shot(page, name);
      await app.expectNoAxeViolations();
    }

    // Podcasts, playing, with the mini player over the list.
    await page.goto('#/podcast');
    await expect(page.getByRole('heading', { level: 1, name: '播客' })).toBeVisible();
    await expect(page.locator('.shq-episode').first()).toBeVisible();
    await page.getByRole('button', { name: '全部播放' }).click();
    await expect(mini(page)).toBeVisible();
    await shot(page, 'podcast');
    await app.expectNoAxeViolations();
    await mini(page).getByRole('button', { name: '播放列表', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /^播放列表/ })).toBeVisible();
    await shot(page, 'podcast-playlist');
    await app.expectNoAxeViolations();
  });
});
