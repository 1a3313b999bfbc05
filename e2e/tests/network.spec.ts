import { expect, test } from '../support/fixtures.ts';

// In WeChat a visitor is sent to login at start-up (SPEC §4): these tests read as a reader there.
test.use({ signedInOnWeChat: true });

test.use({ allowedConsoleError: /Failed to load resource|net::ERR_FAILED/ });

test.describe('network failure', () => {
  test('should say 网络错误，请稍后重试 and recover on retry', async ({ page, app }) => {
    let fail = true;
    await page.route('**/api/front/news/index**', (route) => (fail ? route.abort('failed') : route.continue()));
    await page.goto('#/index');
    await expect(page.getByText('网络错误，请稍后重试')).toBeVisible();
    const retry = page.getByRole('button', { name: '重试' });
    await expect(retry).toBeVisible();
    fail = false;
    await retry.click();
    await expect(app.newsCards().first()).toBeVisible();
  });
});
