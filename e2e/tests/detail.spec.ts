import { expect, test } from '../support/fixtures.ts';

// In WeChat a visitor is sent to login at start-up (SPEC §4): these tests read as a reader there.
test.use({ signedInOnWeChat: true });

test.describe('news detail', () => {
  test('should open an article and restore the home scroll position on back', async ({ page, app }, info) => {
    await app.openHome();
    await app.scrollUntil('没有更多了', 3).catch(() => undefined);
    await page.evaluate(() => window.scrollTo(0, 1400));
    await page.waitForTimeout(200);
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(1000);

    // A card fully inside the viewport, so opening it needs no scrolling.
    const index = await page.evaluate(() =>
      [...document.querySelectorAll('a.shq-news-card')].findIndex((a) => {
        const r = a.getBoundingClientRect();
        return r.top > 160 && r.bottom < window.innerHeight - 100;
      }),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const card = app.newsCards().nth(index);
    const title = (await card.locator('h3').textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/#\/text-detail\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.shq-detail__body p').first()).toBeVisible();
    if (info.project.name === 'wechat-android') await app.screenshot('detail');
    await app.expectNoAxeViolations();

    await page.goBack();
    await expect(page).toHaveURL(/#\/index/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 5);
  });
});

test.describe('missing news detail', () => {
  // The API answers an unknown id with HTTP 404, and the browser logs that line itself.
  test.use({ allowedConsoleError: /status of 404/ });

  test('should say so when an article does not exist', async ({ page }) => {
    await page.goto('#/text-detail/99999999');
    await expect(page.getByText('新闻不存在或已下线')).toBeVisible();
  });
});
