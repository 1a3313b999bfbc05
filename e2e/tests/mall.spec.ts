import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from '../support/apiLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniquePhone } from '../support/login.ts';

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

/** A reader of their own (points are per reader), logged in before the page opens; `points` granted on the demo server. */
async function signIn(page: Page, request: APIRequestContext, origin: string, points = 0): Promise<string> {
  const phone = uniquePhone();
  const token = await apiLogin(request, origin, phone);
  if (points > 0) {
    const granted = await request.post(`${origin}/dev/grant-points`, { data: { phone, points } });
    expect(granted.ok(), await granted.text()).toBe(true);
  }
  await page.addInitScript((value: string) => {
    if (sessionStorage.getItem('e2e-mall-token')) return;
    sessionStorage.setItem('e2e-mall-token', '1');
    localStorage.setItem('token', value);
  }, token);
  return token;
}

test.describe('points, the mall, the lucky draw and the questionnaire', () => {
  // Whole reader flows with several screens, axe runs and screenshots each (as the subscription spec).
  test.describe.configure({ timeout: 120_000 });

  test('should sign in once: the calendar marks today, 签到 is disabled and the ledger grows', async ({ page, request, app }, info) => {
    await signIn(page, request, originOf(info.project.use.baseURL));
    await page.goto('#/my-integral');
    await expect(page.getByText('已连续签到 0 天')).toBeVisible();
    await app.screenshot('mall-my-integral');
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '签到 +5' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await app.screenshot('mall-sign-in-popup');
    await popup.getByRole('button', { name: '签到', exact: true }).click();
    await expect(page.getByText('签到成功，获得5积分')).toBeVisible();
    await expect(page.getByText('已连续签到 1 天')).toBeVisible();
    // Today is highlighted in the month calendar, and 签到 is disabled in the pop-up (SPEC §5).
    await expect(page.getByRole('gridcell', { name: /已签到/ }).first()).toBeVisible();
    await page.getByRole('button', { name: '今日已签到' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: '签到', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await app.screenshot('mall-my-integral-signed');
    await page.getByRole('link', { name: '积分明细' }).click();
    await expect(page).toHaveURL(/#\/my-integralLIst$/);
    const row = page.getByRole('listitem').filter({ hasText: '每日签到' });
    await expect(row).toContainText('+5');
    await expect(row).toContainText('余额 5');
    await expect(page.getByText('没有更多了')).toBeVisible();
    await app.screenshot('mall-integral-list');
    await app.expectNoAxeViolations();
    await page.goto('#/reward-rule');
    await expect(page.getByRole('heading', { name: '积分有效期' })).toBeVisible();
    await app.screenshot('mall-reward-rule');
    await app.expectNoAxeViolations();
  });

  test('should exchange a physical good to a chosen address and show the record and the new balance', async ({ page, request, app }, info) => {
    const origin = originOf(info.project.use.baseURL);
    const token = await signIn(page, request, origin, 1000);
    const address = await request.post(`${origin}/api/front/subscriber/addressCreate`, {
      data: { name: '王小明', phone: '13912345678', regionCodes: ['310000', '310100', '310115'], detail: '张江路88弄3号1201室' },
      headers: { 'Authori-zation': token },
    });
    expect(address.ok()).toBe(true);
    await page.goto('#/mall');
    const cup = page.getByRole('link', { name: /上汽定制保温杯/ });
    await expect(cup).toContainText('300积分');
    await app.screenshot('mall-goods');
    await app.expectNoAxeViolations();
    await cup.click();
    await expect(page.getByRole('heading', { name: '上汽定制保温杯' })).toBeVisible();
    await expect(page.getByText('我的积分：1000')).toBeVisible();
    await page.getByRole('button', { name: /选择收货地址|更换地址/ }).click();
    await expect(page).toHaveURL(/#\/address-list\?select=1/);
    await page.getByText('张江路88弄3号1201室').click();
    await expect(page).toHaveURL(/#\/mall-text-detail\/1\?addressId=\d+/);
    await expect(page.getByText(/张江路88弄3号1201室/)).toBeVisible();
    await app.screenshot('mall-detail');
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '立即兑换（300积分）' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('heading', { name: '兑换成功' })).toBeVisible();
    await expect(page.getByText('剩余积分：700')).toBeVisible();
    await expect(page.getByText(/将寄往：王小明/)).toBeVisible();
    await app.screenshot('mall-exchanged');
    await page.getByRole('button', { name: '查看兑换记录' }).click();
    await expect(page).toHaveURL(/#\/my-exchange$/);
    const record = page.getByRole('listitem').filter({ hasText: '上汽定制保温杯' });
    await expect(record).toContainText('待发货');
    await expect(record).toContainText('张江路88弄3号1201室');
    await app.screenshot('mall-my-exchange');
    await app.expectNoAxeViolations();
    await page.goto('#/my-integral');
    await expect(page.getByText('700', { exact: true })).toBeVisible();
  });

  test('should draw, let the highlight land on the prize the server decided, and list it in my prizes', async ({ page, request, app }, info) => {
    await signIn(page, request, originOf(info.project.use.baseURL), 100);
    await page.goto('#/reward-index');
    await expect(page.getByText('每次消耗20积分 · 今日剩余3次 · 我的积分100')).toBeVisible();
    await app.screenshot('mall-reward-index');
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '抽奖', exact: true }).click();
    const result = page.locator('.shq-reward__result');
    await expect(result).toHaveText(/恭喜您抽中|很遗憾/, { timeout: 10_000 });
    const landed = (await page.locator('[aria-current="true"]').textContent()) ?? '';
    expect(landed).not.toBe('');
    await expect(page.getByText('每次消耗20积分 · 今日剩余2次')).toBeVisible();
    await app.screenshot('mall-reward-drawn');
    await page.getByRole('link', { name: '我的奖品' }).click();
    await expect(page).toHaveURL(/#\/my-rewardList$/);
    await expect(page.getByRole('listitem').first().getByRole('heading')).toHaveText(landed);
    await app.screenshot('mall-my-reward-list');
    await app.expectNoAxeViolations();
  });

  test('should take the questionnaire once and say it is done the second time', async ({ page, request, app }, info) => {
    await signIn(page, request, originOf(info.project.use.baseURL));
    await page.goto('#/questionnaire');
    await expect(page.getByText('完成可得30积分')).toBeVisible();
    await app.screenshot('mall-questionnaire');
    await app.expectNoAxeViolations();
    await page.getByRole('radio', { name: '晚上' }).check();
    await page.getByRole('button', { name: '提交问卷' }).click();
    await expect(page.getByText('请回答第2题')).toBeVisible();
    await page.getByRole('checkbox', { name: '新能源' }).check();
    await page.getByRole('checkbox', { name: '用车养车' }).check();
    await page.getByRole('button', { name: '提交问卷' }).click();
    await expect(page.getByText('提交成功，获得30积分')).toBeVisible();
    await page.reload();
    await expect(page.getByText('您已完成本问卷，感谢参与！')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交问卷' })).toHaveCount(0);
    await app.screenshot('mall-questionnaire-done');
    await app.expectNoAxeViolations();
  });

  test('should show an activity page of modules, and stay readable at 200 % text', async ({ page, request, app }, info) => {
    // In WeChat a visitor is sent to authorise first (SPEC §6), so the reader is signed in.
    await signIn(page, request, originOf(info.project.use.baseURL));
    await page.goto('#/activity?id=1');
    await expect(page.getByRole('heading', { name: '活动说明' })).toBeVisible();
    await expect(page.getByRole('link', { name: '幸运抽奖' })).toBeVisible();
    await app.screenshot('mall-activity');
    await app.expectNoAxeViolations();
    await page.goto('#/mall');
    await expect(page.getByRole('link', { name: /上汽定制保温杯/ })).toBeVisible();
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await app.screenshot('mall-goods-200-text');
  });
});
