import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { siteUrl } from '../../http/siteOrigins.ts';
import { CASHIER_PATH } from '../../providers/pay/LocalWechatPay.ts';
import { CASHIER_STYLE_HASH, renderCashierError, renderCashierFailure, renderCashierPage } from './cashierPage.ts';
import { receiveNotification } from './receiveNotification.ts';

/**
 * The local cashier, mounted at /dev/pay in demo and test modes behind the loopback guard, only
 * with WECHAT_PAY_MODE=local. It plays WeChat Pay's payment page:
 *
 * - `GET /dev/pay/cashier?prepay_id=&redirect_url=` shows the order and 确认支付 / 取消支付 / 模拟支付失败;
 * - `POST` pays: the local WeChat Pay marks the transaction paid and its signed, encrypted
 *   notification goes through `receiveNotification` (the code WeChat Pay's notifications go
 *   through), then the page returns to `redirect_url` with 303, as WeChat Pay's H5 page does. Cancel
 *   returns without paying; fail shows the failure and a way back.
 *
 * `redirect_url` must be a page of the site, so the cashier cannot bounce anyone elsewhere.
 */
export function cashierRoutes(router: Hono<AppEnv>, deps: AppDeps): void {
  const local = deps.providers.localPay;
  if (!local) return;
  router.use(bodyLimit({ maxSize: 16 * 1024, onError: (c) => page(c, 413, renderCashierError('请求内容过大')) }));

  const read = async (c: Context, params: Record<string, string>) => {
    const redirectUrl = (params.redirect_url ?? '').trim();
    if (redirectUrl.length > 1000 || !siteUrl(c, deps.config, redirectUrl)) return '商户返回地址不正确';
    const order = /^[\w-]{1,64}$/.test(params.prepay_id ?? '') ? await local.cashierOrder(params.prepay_id ?? '') : null;
    if (!order) return '支付请求不存在或已失效，请返回商户重新发起支付';
    return { order, redirectUrl };
  };

  router.get('/cashier', async (c) => {
    const found = await read(c, c.req.query());
    if (typeof found === 'string') return page(c, 400, renderCashierError(found));
    const { order, redirectUrl } = found;
    if (order.tradeState !== 'NOTPAY' || deps.clock.now() >= order.expiresAt) return page(c, 200, renderCashierFailure(order.tradeState === 'SUCCESS' ? '该订单已支付' : '订单已关闭，请返回商户重新下单', redirectUrl), redirectUrl);
    return page(c, 200, renderCashierPage({ prepayId: order.prepayId, redirectUrl, description: order.description, amountFen: order.amountFen, outTradeNo: order.outTradeNo, action: CASHIER_PATH }), redirectUrl);
  });

  router.post('/cashier', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const found = await read(c, form);
    if (typeof found === 'string') return page(c, 400, renderCashierError(found));
    const { order, redirectUrl } = found;
    if (form.choice === 'cancel') return back(c, redirectUrl);
    if (form.choice === 'fail') return page(c, 200, renderCashierFailure('支付失败：银行卡余额不足（演示）', redirectUrl), redirectUrl);
    if (form.choice !== 'pay') return page(c, 400, renderCashierError('请选择支付结果'));
    const notification = await local.pay(order.prepayId);
    if (!notification) return page(c, 200, renderCashierFailure('订单已关闭，请返回商户重新下单', redirectUrl), redirectUrl);
    // Delivered in process, through the same verification as WeChat Pay's notifications. Had it
    // failed, the reader's query on return would still find the payment (as with a late notification).
    const answer = await receiveNotification(deps, (name) => headerOf(notification.headers, name), notification.body);
    if (answer.status !== 204) deps.logger.error('local cashier notification refused', { status: answer.status, orderNo: order.outTradeNo });
    return back(c, redirectUrl);
  });
}

function headerOf(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

function back(c: Context, redirectUrl: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(redirectUrl, 303);
}

function page(c: Context, status: ContentfulStatusCode, html: string, redirectUrl?: string): Response {
  const origin = redirectUrl ? new URL(redirectUrl).origin : '';
  return c.html(html, status, {
    'Content-Security-Policy': `default-src 'none'; style-src ${CASHIER_STYLE_HASH}; form-action 'self' ${origin}; base-uri 'none'; frame-ancestors 'none'`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}
