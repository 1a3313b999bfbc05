import type { Page } from '@playwright/test';
import { apiLogin } from '../support/apiLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniquePhone } from '../support/login.ts';

/** A reader of their own (likes, favourites and comments are per reader), logged in before the page opens. */
async function signIn(page: Page, token: string) {
  await page.addInitScript((value: string) => {
    if (sessionStorage.getItem('e2e-video-token')) return;
    sessionStorage.setItem('e2e-video-token', '1');
    localStorage.setItem('token', value);
  }, token);
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** The number a reaction button shows, read from its accessible count. */
async function countOf(page: Page, label: RegExp): Promise<number> {
  const text = (await page.getByLabel(label).first().getAttribute('aria-label')) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? NaN);
}

/** The player's current time, in seconds. */
const currentTime = (page: Page) => page.getByTestId('video.player').evaluate((video: HTMLVideoElement) => video.currentTime);

/** Starts the player (muted, as a tap on play would, without autoplay rules in the way). */
const play = (page: Page) =>
  page.getByTestId('video.player').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });

test.describe('videos and live', () => {
  test('should open a video from the 视频 tab and play it, like and favourite it, comment, and find it in 我的收藏', async ({ page, request, app }, info) => {
    test.setTimeout(120_000);
    const origin = originOf(info.project.use.baseURL);
    await signIn(page, await apiLogin(request, origin, uniquePhone()));

    await page.goto('#/video');
    await expect(page.getByRole('tab', { name: '全部', selected: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '视频列表' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '视频' })).toHaveAttribute('aria-current', 'page');
    await app.screenshot('video-list');
    await app.expectNoAxeViolations();

    const first = page.getByRole('list', { name: '视频列表' }).getByRole('link').first();
    const title = (await first.locator('.shq-video-card__title').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/#\/video-detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The MP4 plays: its time advances.
    await play(page);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);

    const praises = await countOf(page, /人点赞$/);
    const collects = await countOf(page, /人收藏$/);
    await page.getByRole('button', { name: /^赞/ }).click();
    await expect(page.getByRole('button', { name: /已赞/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^收藏/ }).click();
    await expect(page.getByLabel(`${praises + 1}人点赞`)).toBeVisible();
    await expect(page.getByLabel(`${collects + 1}人收藏`)).toBeVisible();

    const text = `e2e 视频评论 ${Date.now()}`;
    await page.getByLabel('写评论').fill(text);
    await page.getByRole('button', { name: '发表' }).click();
    await expect(page.locator('.shq-comments__text').first()).toHaveText(text);
    await page.reload();
    await expect(page.getByLabel(`${praises + 1}人点赞`)).toBeVisible();
    await expect(page.locator('.shq-comments__text').first()).toHaveText(text);
    await app.screenshot('video-detail');
    await app.expectNoAxeViolations();

    await page.goto('#/my-collect');
    const row = page.locator('.shq-collect__row').filter({ hasText: title });
    await expect(row.getByRole('link')).toHaveAttribute('href', /#\/video-detail\/\d+$/);
    await app.screenshot('my-collect-video');
    await app.expectNoAxeViolations();

    // Videos are searched on /search-video; a hit opens the video.
    await page.goto('#/search-video');
    await page.getByLabel('搜索视频').fill('续航');
    const hit = page.locator('.shq-search__hit').first();
    await expect(hit.locator('mark').first()).toHaveText('续航');
    await app.screenshot('search-video');
    await app.expectNoAxeViolations();
    await hit.click();
    await expect(page).toHaveURL(/#\/video-detail\/\d+$/);

    // /news is the same screen for the news categories.
    await page.goto('#/news');
    await expect(page.getByRole('navigation', { name: '新闻分类' }).getByRole('tab', { selected: true })).toBeVisible();
    await expect(page.locator('.shq-videos__news-row').first()).toHaveAttribute('href', /#\/text-detail\/\d+$/);
    await app.screenshot('news-channels');
    await app.expectNoAxeViolations();
  });

  test('should play the live event, its playhead advancing, and show a new remark from another reader', async ({ page, request, app }, info) => {
    test.setTimeout(120_000);
    const origin = originOf(info.project.use.baseURL);
    await signIn(page, await apiLogin(request, origin, uniquePhone()));

    await page.goto('#/live-video-detail/1');
    await expect(page.getByText('直播中')).toBeVisible();
    // The stream is attached (hls.js arrives lazily in Chromium) and its first segments are in.
    await expect.poll(() => page.getByTestId('video.player').evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await play(page);
    const start = await currentTime(page);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(start + 1);

    // Another reader speaks; the list shows it without a reload.
    const other = await apiLogin(request, origin, uniquePhone());
    const remark = `另一位观众 ${Date.now()}`;
    const sent = await request.post(`${origin}/api/front/video-comment/create`, { data: { id: 1, content: remark, target: 'live' }, headers: { 'Authori-zation': other } });
    expect(sent.ok()).toBe(true);
    await expect(page.locator('.shq-comments__text').filter({ hasText: remark })).toBeVisible({ timeout: 15_000 });

    // And this reader speaks too.
    await page.getByLabel('写评论').fill('主持人好');
    await page.getByRole('button', { name: '发表' }).click();
    await expect(page.locator('.shq-comments__text').first()).toHaveText('主持人好');
    await app.screenshot('live-video');
    await app.expectNoAxeViolations();

    // The ended event offers its replay.
    await page.goto('#/live-video-detail/2');
    await expect(page.getByText('已结束', { exact: true })).toBeVisible();
    await expect(page.getByTestId('video.player')).toHaveAttribute('src', /\/media\/video\/\d+\.mp4$/);
    await app.screenshot('live-video-ended');
    await app.expectNoAxeViolations();
  });
});
