import type { APIRequestContext } from '@playwright/test';
import { apiLogin } from '../support/apiLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniquePhone } from '../support/login.ts';

/** What the server says of a token now: 200 while its session lives, 401 once it was ended. */
async function tokenStatus(request: APIRequestContext, origin: string, token: string): Promise<number> {
  const res = await request.get(`${origin}/api/front/sessions/list`, { headers: { 'Authori-zation': token } });
  return res.status();
}

test.describe('settings: devices and sign-out', () => {
  // The ended sessions' later requests are answered 401, which the browser logs itself.
  test.use({ allowedConsoleError: /status of 401/ });

  test('should list the reader’s devices, sign out the other one, then sign out here', async ({ page, request, app }, info) => {
    const origin = new URL(info.project.use.baseURL ?? '').origin;
    const phone = uniquePhone();
    const here = await apiLogin(request, origin, phone);
    const other = await apiLogin(request, origin, phone);
    await page.addInitScript((token: string) => {
      if (sessionStorage.getItem('e2e-token-set')) return;
      sessionStorage.setItem('e2e-token-set', '1');
      localStorage.setItem('token', token);
    }, here);

    await page.goto('#/my-setting');
    const devices = page.getByRole('region', { name: '登录设备' });
    const rows = devices.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // Newest use first: this page just used its session.
    await expect(rows.first()).toContainText('本机');
    await expect(rows.nth(1)).not.toContainText('本机');
    await expect(page.getByRole('region', { name: '关于' })).toContainText('版本号227');
    await app.screenshot('settings-devices');
    await app.expectNoAxeViolations();

    await rows.nth(1).getByRole('button', { name: '下线' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(/确定让“.+”退出登录吗？/);
    await app.screenshot('settings-revoke-confirm');
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(app.toast('该设备已退出登录')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(devices.getByRole('button', { name: '退出其他设备' })).toBeDisabled();
    expect(await tokenStatus(request, origin, other)).toBe(401);
    expect(await tokenStatus(request, origin, here)).toBe(200);

    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/#\/index$/);
    await expect(app.toast('已退出登录')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await tokenStatus(request, origin, here)).toBe(401);
  });

  test('should sign out every other device at once', async ({ page, request }, info) => {
    const origin = new URL(info.project.use.baseURL ?? '').origin;
    const phone = uniquePhone();
    const here = await apiLogin(request, origin, phone);
    const others = [await apiLogin(request, origin, phone), await apiLogin(request, origin, phone)];
    await page.addInitScript((token: string) => localStorage.setItem('token', token), here);

    await page.goto('#/my-setting');
    const devices = page.getByRole('region', { name: '登录设备' });
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await devices.getByRole('button', { name: '退出其他设备' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.locator('[aria-live]').getByText('已退出其他 2 台设备')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    for (const token of others) expect(await tokenStatus(request, origin, token)).toBe(401);
    expect(await tokenStatus(request, origin, here)).toBe(200);
  });

  test('should offer a visitor login and bring them back to settings', async ({ page, app }) => {
    // Outside WeChat a visitor may open settings; in WeChat the start-up sends them to login first.
    await page.goto('#/index');
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('#/my-setting');
    const devices = page.getByRole('region', { name: '登录设备' });
    await expect(devices).toContainText('登录后可查看和管理已登录的设备');
    await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0);
    await app.screenshot('settings-visitor');
    await devices.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('backUrl'))).toBe('/my-setting');
  });
});
