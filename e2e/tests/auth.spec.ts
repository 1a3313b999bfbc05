import { expect, test } from '../support/fixtures.ts';
import { captchaText, loginThroughScreen, recordCaptcha, uniquePhone } from '../support/login.ts';

test.describe('login', () => {
  test('should log in with an SMS code from the outbox and return to the stored route', async ({ page, request, app }, info) => {
    await recordCaptcha(page);
    await page.goto('#/index');
    await page.evaluate(() => localStorage.setItem('backUrl', '/text-detail/3'));
    await page.goto('#/login');
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
    if (info.project.name === 'wechat-android') await app.screenshot('login');
    await app.expectNoAxeViolations();
    const phone = uniquePhone();
    await loginThroughScreen(page, request, phone);
    await expect(page).toHaveURL(/#\/text-detail\/3$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('iphone'))).toBe(phone);
  });

  test.describe('a wrong captcha', () => {
    // The server refuses it with a 400, which the browser logs.
    test.use({ allowedConsoleError: /status of 400/ });

    test('should refuse a wrong captcha without losing the phone number', async ({ page }) => {
      await recordCaptcha(page);
      await page.goto('#/login');
      await page.getByRole('textbox', { name: '手机号' }).fill('13912345678');
      await expect(page.getByRole('img', { name: '图形验证码，点击刷新' })).toBeVisible();
      const drawn = await captchaText(page);
      await page.getByRole('textbox', { name: '图形验证码' }).fill(drawn === 'zzzz' ? 'yyyy' : 'zzzz');
      await page.getByRole('button', { name: '获取验证码' }).click();
      // The server checked it and said so beside the field; a new challenge is drawn for the next try.
      await expect(page.getByRole('textbox', { name: '图形验证码' })).toHaveAccessibleDescription('图形验证码错误，请重新输入');
      await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('13912345678');
      await expect.poll(() => captchaText(page)).not.toBe(drawn);
    });
  });

  test('should never follow a backUrl that leaves the site', async ({ page, request }) => {
    await recordCaptcha(page);
    await page.goto('#/index');
    await page.evaluate(() => localStorage.setItem('backUrl', '//evil.example/phish'));
    await page.goto('#/login');
    await loginThroughScreen(page, request, uniquePhone());
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/shqcb\/#\/index/);
  });
});

test.describe('expired token', () => {
  // The API answers the dead token with HTTP 401, and the browser logs that line itself. Inside the
  // apps the token comes from the app's getToken, so the fake app hands out the dead token there.
  test.use({ allowedConsoleError: /status of 401/, nativeApp: { token: 'expired-or-revoked-token' } });
  test('should send the reader to login when the stored token is no longer valid', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem('token', 'expired-or-revoked-token');
        sessionStorage.setItem('e2e-token-set', '1');
      }
    });
    await page.goto('#/index');
    await expect(page).toHaveURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('backUrl'))).toBe('/index');
  });
});
