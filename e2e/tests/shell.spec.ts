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
});
