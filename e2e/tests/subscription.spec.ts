import type { Page } from '@playwright/test';
import { apiLogin } from '../support/apiLogin.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniquePhone } from '../support/login.ts';

/** A reader of their own (orders and addresses are per reader), logged in before the page opens. */
async function signIn(page: Page, origin: string, request: Parameters<typeof apiLogin>[0]) {
  const token = await apiLogin(request, origin, uniquePhone());
  await page.addInitScript((value: string) => {
    if (sessionStorage.getItem('e2e-sub-token')) return;
    sessionStorage.setItem('e2e-sub-token', '1');
    localStorage.setItem('token', value);
  }, token);
  return token;
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? '').origin;

test.describe('subscribing and paying in WeChat', () => {
  test('should subscribe to the paper with a new Shanghai address, pay at the cashier, then request a refund and withdraw it', async ({ page, request, app }, info) => {
    test.setTimeout(120_000);
    await signIn(page, originOf(info.project.use.baseURL), request);

    // The paper tab of a reader without a subscription: the e-paper is locked.
    await page.goto('#/already-order');
    await expect(page.getByRole('heading', { name: '解锁会员权益' })).toBeVisible();
    await app.screenshot('subscription-paper-locked');
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '立即解锁' }).click();
    await page.getByRole('button', { name: '没有订阅单' }).click();

    // The catalogue with the server's prices.
    await expect(page).toHaveURL(/#\/annual-pass$/);
    const yearly = page.getByRole('listitem').filter({ hasText: '《上海汽车报》全年订阅' });
    await expect(yearly).toContainText('¥360.00');
    await app.screenshot('subscription-annual-pass');
    await app.expectNoAxeViolations();
    await yearly.getByRole('button', { name: '立即订阅' }).click();

    // The order form needs a Shanghai address: add one through the area picker.
    await expect(page.getByRole('button', { name: '提交订单 ¥360.00' })).toBeVisible();
    await page.getByRole('button', { name: /收货地址/ }).click();
    await expect(page).toHaveURL(/#\/address-list\?select=1/);
    await expect(page.getByText('暂无数据')).toBeVisible();
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page.getByLabel('收货人').fill('王小明');
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByRole('button', { name: /所在地区/ }).click();
    const picker = page.getByRole('dialog', { name: '配送至' });
    await picker.getByRole('button', { name: '浦东新区' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: /所在地区/ })).toContainText('上海市浦东新区');
    await page.getByLabel('详细地址').fill('张江路88弄3号1201室');
    await app.screenshot('subscription-address-form');
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '保存' }).click();

    // Back on the form with the new address chosen, at the server's price.
    await expect(page).toHaveURL(/#\/annual-pass-write\/1\?addressId=\d+/);
    await expect(page.getByRole('button', { name: /收货地址/ })).toContainText('张江路88弄3号1201室');
    await app.screenshot('subscription-order-form');
    await page.getByRole('button', { name: '提交订单 ¥360.00' }).click();

    await expect(page).toHaveURL(/#\/order-pay\?orderNo=SQ\w+/);
    const orderNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo') ?? '';
    await expect(page.getByText(/请在 \d\d:\d\d 内完成支付/)).toBeVisible();
    await app.screenshot('subscription-order-pay');
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '微信支付 ¥360.00' }).click();

    // The local cashier plays WeChat Pay's part.
    await expect(page.getByRole('heading', { name: '上海汽车报' })).toBeVisible();
    await expect(page.getByText('¥360.00').first()).toBeVisible();
    await app.screenshot('subscription-cashier');
    await page.getByRole('button', { name: '确认支付 ¥360.00' }).click();

    await expect(page).toHaveURL(new RegExp(`#/order-pay-success\\?orderNo=${orderNo}`));
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await app.screenshot('subscription-paid');
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '查看订单详情' }).click();
    await expect(page).toHaveURL(new RegExp(`#/order-success/${orderNo}`));
    await expect(page.getByText('已支付')).toBeVisible();
    await app.screenshot('subscription-order-success');

    // My orders: request a refund with a reason, then withdraw it.
    await page.goto('#/my-order');
    const card = page.getByRole('listitem').filter({ hasText: orderNo });
    await expect(card).toContainText('已支付');
    await app.screenshot('subscription-my-order');
    await app.expectNoAxeViolations();
    await card.getByRole('button', { name: '申请退款' }).click();
    const reasonDialog = page.getByRole('dialog', { name: '退款原因' });
    await reasonDialog.getByRole('textbox').fill('家里已经订了一份');
    await reasonDialog.getByRole('button', { name: '提交申请' }).click();
    await expect(app.toast('退款申请已提交')).toBeVisible();
    await expect(card).toContainText('退款审核中');
    await expect(card).toContainText('退款原因：家里已经订了一份');
    await app.screenshot('subscription-refund-requested');
    await card.getByRole('button', { name: '撤销退款申请' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(app.toast('已撤销退款申请')).toBeVisible();
    await expect(card).toContainText('已支付');
    await expect(card.getByRole('button', { name: '申请退款' })).toBeVisible();

    // The paper tab now shows the subscription and today's e-paper.
    await page.goto('#/already-order');
    await expect(page.getByRole('heading', { name: '今日电子报' })).toBeVisible();
    const subscription = page.getByRole('listitem').filter({ hasText: '《上海汽车报》全年订阅' });
    await expect(subscription).toContainText('待生效');
    await expect(subscription).toContainText('张江路88弄3号1201室');
    await app.screenshot('subscription-paper-subscriber');
    await app.expectNoAxeViolations();
  });

  test('should end cleanly when the reader cancels at the cashier, and let them pay later', async ({ page, request, app }, info) => {
    test.setTimeout(90_000);
    await signIn(page, originOf(info.project.use.baseURL), request);
    await page.goto('#/annual-pass');
    await page.getByRole('listitem').filter({ hasText: '电子报年卡' }).getByRole('button', { name: '立即订阅' }).click();
    await page.getByRole('button', { name: '提交订单 ¥98.00' }).click();
    await page.getByRole('button', { name: '微信支付 ¥98.00' }).click();
    await page.getByRole('button', { name: '取消支付' }).click();

    await expect(page).toHaveURL(/#\/order-pay-success\?orderNo=/);
    await expect(page.getByRole('heading', { name: '订单尚未支付' })).toBeVisible({ timeout: 20_000 });
    await app.screenshot('subscription-not-paid');
    await app.expectNoAxeViolations();
    await page.getByRole('button', { name: '继续支付' }).click();
    await expect(page).toHaveURL(/#\/order-pay\?orderNo=/);
    await expect(page.getByRole('button', { name: '微信支付 ¥98.00' })).toBeVisible();

    await page.goto('#/my-order');
    await expect(page.getByRole('listitem').first()).toContainText('待支付');
    await expect(page.getByRole('listitem').first().getByRole('button', { name: '去支付' })).toBeVisible();
  });

  test('should explain subscribing and binding a slip', async ({ page, request, app }, info) => {
    await signIn(page, originOf(info.project.use.baseURL), request);
    await page.goto('#/question');
    await expect(page.getByText('可以退款吗？')).toBeVisible();
    await page.getByText('可以退款吗？').click();
    await expect(page.getByText(/支付后7天内可在“我的订单”中申请退款/)).toBeVisible();
    await app.screenshot('subscription-question');
    await app.expectNoAxeViolations();
    await page.goto('#/order-way');
    await expect(page.getByRole('heading', { name: '邮局订阅单' })).toBeVisible();
    await app.screenshot('subscription-order-way');
    await app.expectNoAxeViolations();
  });
});
