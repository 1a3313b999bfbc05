import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Special topics and categories where a reader looks for them (issue 12, decision 16): the 专题 strip
// in the 推荐 feed opens a topic and a story from it; the tab strip's channel sheet leads to
// 全部频道, a channel's news pages to its end. Light, dark and 200 % text, with axe each time.

/** The 专题 strip of the home feed, scrolled to (it loads as it nears the viewport). */
async function scrollToTopics(page: Page): Promise<Locator> {
  const strip = page.getByRole('region', { name: '专题' });
  for (let step = 0; step < 30 && !(await strip.isVisible()); step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(150);
  }
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('link').first()).toBeVisible();
  return strip;
}

/** Rows of a topic's or a channel's news. */
const newsRows = (page: Page) => page.locator('a.shq-news-row__link');

test.describe('special topics and categories', () => {
  // In WeChat a visitor is sent to login at start-up (SPEC §4): these tests read as a reader there.
  test.use({ signedInOnWeChat: true });

  test('should open a topic from the home feed and a story from the topic', async ({ page, app }) => {
    await app.openHome();
    // Opening home fetches nothing of the strip: it loads on the way down.
    await expect(page.getByRole('region', { name: '专题' })).toHaveCount(0);
    const strip = await scrollToTopics(page);
    await app.screenshot('topics-home-strip');
    await app.expectNoAxeViolations();

    const card = strip.getByRole('link').first();
    const title = (await card.locator('.shq-topic-strip__name').textContent()) ?? '';
    const count = Number(((await card.locator('.shq-topic-strip__count').textContent()) ?? '').match(/\d+/)?.[0]);
    await card.click();
    await expect(page).toHaveURL(/#\/topic\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(newsRows(page)).toHaveCount(count);
    await expect(page.getByText('没有更多了')).toBeVisible();
    await app.screenshot('topic');
    await app.expectNoAxeViolations();

    const story = newsRows(page).first();
    const storyTitle = (await story.locator('.shq-news-row__title').textContent()) ?? '';
    await story.click();
    await expect(page).toHaveURL(/#\/text-detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyTitle);
  });

  test.describe('an unknown topic', () => {
    // The server answers 404 for it, which the browser logs.
    test.use({ allowedConsoleError: /status of 404/ });

    test('should say so and lead back home', async ({ page, app }) => {
      await page.goto('#/topic/99999');
      await expect(page.getByText('专题不存在或已下线')).toBeVisible();
      await app.expectNoAxeViolations();
      await page.getByRole('button', { name: '回到首页' }).click();
      await expect(app.newsCards().first()).toBeVisible();
    });
  });

  test('should open 全部频道 from the tab strip, a channel with its count, and page it to the end', async ({ page, app }) => {
    await app.openHome();
    await page.getByRole('button', { name: '更多' }).click();
    await page.getByRole('link', { name: /按分类浏览全部新闻/ }).click();
    await expect(page).toHaveURL(/#\/category$/);
    await expect(page.getByRole('heading', { level: 1, name: '全部频道' })).toBeAttached();
    const chips = page.locator('a.shq-category__chip');
    await expect(chips.first()).toBeVisible();
    await app.screenshot('category-index');
    await app.expectNoAxeViolations();

    // The channel with the most news, so that it has more than one page.
    const counts = await chips.locator('.shq-category__count').allTextContents();
    const numbers = counts.map((text) => Number(text.match(/\d+/)?.[0] ?? 0));
    const most = numbers.indexOf(Math.max(...numbers));
    expect(numbers[most], 'a channel with more than one page of news').toBeGreaterThan(10);
    const name = (await chips.nth(most).locator('.shq-category__name').textContent()) ?? '';
    await chips.nth(most).click();
    await expect(page).toHaveURL(/#\/category\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeAttached();
    await expect(newsRows(page).first()).toBeVisible();
    await app.screenshot('category-news');
    await app.scrollUntil('没有更多了');
    await expect(newsRows(page)).toHaveCount(numbers[most] ?? 0);
    await app.expectNoAxeViolations();
  });

  test('should show the strip, a topic, 全部频道 and a channel dark and at 200 % text, readable and without sideways scrolling', async ({ page, app }) => {
    test.setTimeout(120_000);
    const screens: Array<{ route: string; name: string; ready: () => Locator }> = [
      { route: 'topic/1', name: 'topic', ready: () => newsRows(page).first() },
      { route: 'category', name: 'category-index', ready: () => page.locator('a.shq-category__chip').first() },
      { route: 'category/308', name: 'category-news', ready: () => newsRows(page).first() },
    ];
    await page.emulateMedia({ colorScheme: 'dark' });
    await app.openHome();
    await scrollToTopics(page);
    await app.screenshot('topics-home-strip-dark');
    await app.expectNoAxeViolations();
    for (const { route, name, ready } of screens) {
      await page.goto(`#/${route}`);
      await expect(ready()).toBeVisible();
      const body = await page.evaluate(() => getComputedStyle(document.body).color);
      expect(body, `body text on /${route}`).toBe('rgb(232, 232, 232)');
      await app.screenshot(`${name}-dark`);
      await app.expectNoAxeViolations();
    }

    await page.emulateMedia({ colorScheme: 'light' });
    for (const { route, name, ready } of screens) {
      await page.goto(`#/${route}`);
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await expect(ready()).toBeVisible();
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `/${route} scrolls sideways at 200 %`).toBeLessThanOrEqual(1);
      await app.screenshot(`${name}-200`);
    }
  });
});
