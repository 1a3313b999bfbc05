import type { Page } from '@playwright/test';
import { apiLogin } from '../support/apiLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniquePhone } from '../support/login.ts';

/** A reader of their own (comments, likes and favourites are per reader), logged in before the page opens. */
async function signIn(page: Page, origin: string, request: Parameters<typeof apiLogin>[0]) {
  const token = await apiLogin(request, origin, uniquePhone());
  await page.addInitScript((value: string) => {
    if (sessionStorage.getItem('e2e-sc-token')) return;
    sessionStorage.setItem('e2e-sc-token', '1');
    localStorage.setItem('token', value);
  }, token);
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** The number a reaction button shows, read from its accessible count. */
async function countOf(page: Page, label: RegExp): Promise<number> {
  const text = (await page.getByLabel(label).first().getAttribute('aria-label')) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? NaN);
}

test.describe('search, comments, likes and favourites', () => {
  test('should search 新能源 from the home header, open a hit, like, favourite and comment on it, and find it in 我的收藏', async ({ page, request, app }, info) => {
    test.setTimeout(120_000);
    await signIn(page, originOf(info.project.use.baseURL), request);

    // The home header's search box lands on the search screen with the server's hot keywords.
    await page.goto('#/index');
    await page.locator('.shq-search-header__search').click();
    await expect(page).toHaveURL(/#\/search-news$/);
    await expect(page.getByRole('heading', { name: '热门搜索' })).toBeVisible();
    await expect(page.getByRole('button', { name: /新能源/ }).first()).toBeVisible();
    await app.screenshot('search-start');
    await app.expectNoAxeViolations();

    // Typing searches (after a pause); the matches are highlighted.
    await page.getByLabel('搜索新闻').fill('新能源');
    const firstHit = page.locator('.shq-search__hit').first();
    await expect(firstHit.locator('mark').first()).toHaveText('新能源');
    await app.screenshot('search-results');
    await app.expectNoAxeViolations();
    const title = (await firstHit.locator('h3').textContent()) ?? '';
    await firstHit.click();
    await expect(page).toHaveURL(/#\/text-detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Like and favourite: the counts go up by one and stay there after a reload.
    const praises = await countOf(page, /人点赞$/);
    const collects = await countOf(page, /人收藏$/);
    await page.getByRole('button', { name: /^赞/ }).click();
    await expect(page.getByRole('button', { name: /已赞/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^收藏/ }).click();
    await expect(page.getByRole('button', { name: /已收藏/ })).toBeVisible();
    await expect(page.getByLabel(`${praises + 1}人点赞`)).toBeVisible();
    await expect(page.getByLabel(`${collects + 1}人收藏`)).toBeVisible();

    // A comment, shown first in the list once posted.
    const text = `e2e 评论 ${Date.now()}`;
    await page.getByLabel('写评论').fill(text);
    await page.getByRole('button', { name: '发表' }).click();
    await expect(page.locator('.shq-comments__text').first()).toHaveText(text);
    await page.reload();
    await expect(page.getByLabel(`${praises + 1}人点赞`)).toBeVisible();
    await expect(page.locator('.shq-comments__text').first()).toHaveText(text);
    await page.locator('.shq-reactions').scrollIntoViewIfNeeded();
    await app.screenshot('detail-reactions-comments');
    await app.expectNoAxeViolations();

    // The favourite is in 我的收藏; it can be removed and put back.
    await page.goto('#/my-collect');
    const row = page.locator('.shq-collect__row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await app.screenshot('my-collect');
    await app.expectNoAxeViolations();
    await row.getByRole('button', { name: `取消收藏：${title}` }).click();
    await expect(page.getByText(`已取消收藏“${title}”`)).toBeVisible();
    await page.getByRole('button', { name: '撤销' }).click();
    await expect(row.getByRole('button', { name: `取消收藏：${title}` })).toBeVisible();
  });

  test('should list the e-paper issues on a calendar and, inside WeChat, give the PDF link to open in a browser', async ({ page, request, app }, info) => {
    await signIn(page, originOf(info.project.use.baseURL), request);
    await page.goto('#/downloadPDF');
    await expect(page.getByRole('heading', { level: 1, name: '电子报下载' })).toBeVisible();
    await expect(page.getByText(/共 4 版/)).toBeVisible();
    // WeChat cannot save files: the screen says how to open the link in a browser instead of 下载.
    await expect(page.getByText(/在浏览器打开/)).toBeVisible();
    await expect(page.getByRole('button', { name: '复制链接' })).toBeVisible();
    await app.screenshot('download-pdf-wechat');
    await app.expectNoAxeViolations();
    const link = (await page.locator('.shq-pdf__link').textContent()) ?? '';
    expect(link).toMatch(/\/media\/epaper\/\d{4}-\d{2}-\d{2}\.pdf$/);
    // The file behind the link is a PDF, served with byte ranges.
    const whole = await request.get(link);
    expect((await whole.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const part = await request.get(link, { headers: { Range: 'bytes=0-4' } });
    expect(part.status()).toBe(206);
    expect((await part.body()).toString('latin1')).toBe('%PDF-');
  });

  test('should keep the search screen readable at 200% text and remember a search', async ({ page, request, app }, info) => {
    await signIn(page, originOf(info.project.use.baseURL), request);
    await page.goto('#/search-news');
    await page.getByLabel('搜索新闻').fill('智能驾驶');
    await page.getByLabel('搜索新闻').press('Enter');
    await expect(page.locator('.shq-search__hit').first()).toBeVisible();
    await page.getByLabel('搜索新闻').fill('');
    await expect(page.getByRole('button', { name: '智能驾驶' }).first()).toBeVisible();
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await app.screenshot('search-200-percent');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: '清除' }).click();
    await expect(page.getByRole('heading', { name: '最近搜索' })).toBeHidden();
  });
});
