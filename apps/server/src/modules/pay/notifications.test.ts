import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { subscriptionOrders, subscriptions } from '../../db/schema.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { silentLogger } from '../../Logger.ts';
import { LOCAL_API_V3_KEY, LOCAL_PLATFORM_KEY_ID, LOCAL_PLATFORM_PRIVATE_KEY, LOCAL_PLATFORM_PUBLIC_KEY } from '../../providers/pay/localPayKeys.ts';
import { RealWechatPay, rfc3339 } from '../../providers/pay/RealWechatPay.ts';
import { encryptResource, rsaSign, signatureMessage } from '../../providers/pay/wechatPaySignature.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { DOC_MCHID, DOC_PRIVATE_KEY, DOC_SERIAL_NO } from '../../testing/wechatPayDocExamples.ts';
import { recordingLogger } from '../../testing/fakeWechat.ts';
import { apiPost } from '../../testing/requestHelpers.ts';
import { atCashier, order, postNotification, readers, startPayment } from '../../testing/subscriptionFlow.ts';
import { CASHIER_STYLE_HASH } from './cashierPage.ts';
import { cashierRoutes } from './cashierRoutes.ts';
import { receiveNotification } from './receiveNotification.ts';

let t: TestApp;
let reader: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  reader = readers(t, 13_520_000_000);
});
afterAll(() => t.close());

const platformKey = createPrivateKey(LOCAL_PLATFORM_PRIVATE_KEY);

interface Forge {
  amount?: number;
  mchid?: string;
  appid?: string;
  key?: ReturnType<typeof createPrivateKey>;
  serial?: string;
  at?: Date;
  apiV3Key?: string;
  transactionId?: string;
  tamper?: (body: string) => string;
}

/** A TRANSACTION.SUCCESS notification for an order, signed and encrypted as WeChat Pay does, with the parts a test spoils. */
function notificationFor(orderNo: string, amountFen: number, forge: Forge = {}) {
  const at = forge.at ?? t.clock.now();
  const resource = {
    appid: forge.appid ?? t.providers.wechatPay.appId,
    mchid: forge.mchid ?? t.providers.wechatPay.mchid,
    out_trade_no: orderNo,
    transaction_id: forge.transactionId ?? `4200000${orderNo.slice(-10)}`,
    trade_type: 'MWEB',
    trade_state: 'SUCCESS',
    success_time: rfc3339(at),
    amount: { total: forge.amount ?? amountFen, payer_total: forge.amount ?? amountFen, currency: 'CNY' },
  };
  let body = JSON.stringify({
    id: `evt-${orderNo}`,
    create_time: rfc3339(at),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', ...encryptResource(JSON.stringify(resource), forge.apiV3Key ?? LOCAL_API_V3_KEY, 'transaction') },
  });
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = 'n0nce0000000000000000000000000000';
  const signature = rsaSign(signatureMessage(timestamp, nonce, body), forge.key ?? platformKey);
  if (forge.tamper) body = forge.tamper(body);
  return { body, headers: { 'Content-Type': 'application/json', 'Wechatpay-Timestamp': timestamp, 'Wechatpay-Nonce': nonce, 'Wechatpay-Serial': forge.serial ?? LOCAL_PLATFORM_KEY_ID, 'Wechatpay-Signature': signature } };
}

async function state(orderNo: string) {
  const [row] = await t.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.orderNo, orderNo));
  const subs = row ? await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id)) : [];
  return { status: row?.status, subscriptions: subs.length };
}

describe('payment notifications', () => {
  it('should take a signed notification with the order’s amount, answer 204 without a body, and create one subscription', async () => {
    const placed = await order(t, await reader(), { typeId: 3 });
    const answer = await t.app.request('/api/front/wechat/pay/notify', { method: 'POST', ...notificationFor(placed.orderNo, placed.amountFen) });
    expect([answer.status, await answer.text()]).toEqual([204, '']);
    expect(await state(placed.orderNo)).toEqual({ status: 'paid', subscriptions: 1 });
  });

  it('should answer 204 to a duplicate and change nothing', async () => {
    const placed = await order(t, await reader(), { typeId: 3 });
    for (let i = 0; i < 5; i++) expect((await postNotification(t, notificationFor(placed.orderNo, placed.amountFen))).status).toBe(204);
    expect(await state(placed.orderNo)).toEqual({ status: 'paid', subscriptions: 1 });
  });

  const refused: [string, Forge, number, string][] = [
    ['a body changed after signing', { tamper: (body) => body.replace('"summary":"支付成功"', '"summary":"支付成功 "') }, 401, '签名验证失败'],
    ['a signature by another key', { key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }, 401, '签名验证失败'],
    ['an unknown Wechatpay-Serial', { serial: 'PUB_KEY_ID_0000000000000000000000000000000000' }, 401, '签名验证失败'],
    ['a replay of a notification captured 10 minutes ago', { at: new Date(Date.parse('2026-03-16T01:50:00Z')) }, 401, '签名验证失败'],
    ['a resource encrypted with another APIv3 key', { apiV3Key: 'x'.repeat(32) }, 400, '通知内容无法解密'],
    ['a wrong amount', { amount: 1 }, 400, '订单信息不一致'],
    ['another merchant', { mchid: '1900000000' }, 400, '订单信息不一致'],
    ['another AppID', { appid: 'wx1111111111111111' }, 400, '订单信息不一致'],
  ];
  it.each(refused)('should refuse %s and change nothing', async (_name, forge, status, message) => {
    const placed = await order(t, await reader(), { typeId: 3 });
    const answer = await postNotification(t, notificationFor(placed.orderNo, placed.amountFen, forge));
    expect([answer.status, answer.body]).toEqual([status, { code: 'FAIL', message }]);
    expect(await state(placed.orderNo)).toEqual({ status: 'created', subscriptions: 0 });
  });

  it('should refuse a notification without its headers, or with a body that is not one', async () => {
    const placed = await order(t, await reader(), { typeId: 3 });
    const good = notificationFor(placed.orderNo, placed.amountFen);
    expect((await postNotification(t, { body: good.body, headers: { 'Content-Type': 'application/json' } })).status).toBe(401);
    const garbage = notificationFor(placed.orderNo, placed.amountFen);
    const signedGarbage = { ...garbage, body: '{"id":1}' };
    signedGarbage.headers['Wechatpay-Signature'] = rsaSign(signatureMessage(garbage.headers['Wechatpay-Timestamp'], garbage.headers['Wechatpay-Nonce'], '{"id":1}'), platformKey);
    expect((await postNotification(t, signedGarbage)).status).toBe(400);
    expect(await state(placed.orderNo)).toEqual({ status: 'created', subscriptions: 0 });
  });

  it('should still take the payment of an order closed meanwhile: the money arrived', async () => {
    const placed = await order(t, await reader(), { typeId: 3 });
    await t.db.update(subscriptionOrders).set({ status: 'closed', closedAt: t.clock.now() }).where(eq(subscriptionOrders.orderNo, placed.orderNo));
    expect((await postNotification(t, notificationFor(placed.orderNo, placed.amountFen))).status).toBe(204);
    expect(await state(placed.orderNo)).toEqual({ status: 'paid', subscriptions: 1 });
  });

  it('should refuse a payment for an order it does not know (and log it for the operators)', async () => {
    const answer = await postNotification(t, notificationFor('SQ20260101000000ZZZZZZ', 100));
    expect(answer.status).toBe(400);
  });
});

describe('what a notification carries', () => {
  const local = () => {
    if (!t.providers.localPay) throw new Error('the test app has no local WeChat Pay');
    return t.providers.localPay;
  };
  const transaction = (orderNo: string, amountFen: number, more: Record<string, unknown> = {}) => ({
    appid: t.providers.wechatPay.appId,
    mchid: t.providers.wechatPay.mchid,
    out_trade_no: orderNo,
    transaction_id: `4200000${orderNo.slice(-10)}`,
    trade_state: 'SUCCESS',
    success_time: rfc3339(t.clock.now()),
    amount: { total: amountFen, payer_total: amountFen, currency: 'CNY' },
    ...more,
  });

  it('should acknowledge an event it does not follow, and a transaction not paid, and change nothing', async () => {
    const placed = await order(t, await reader(), { typeId: 3 });
    const closed = local().notification('TRANSACTION.CLOSED', 'transaction', transaction(placed.orderNo, placed.amountFen), '已关闭');
    expect((await postNotification(t, closed)).status).toBe(204);
    const notPaid = local().notification('TRANSACTION.SUCCESS', 'transaction', transaction(placed.orderNo, placed.amountFen, { trade_state: 'NOTPAY', transaction_id: undefined }), '未支付');
    expect((await postNotification(t, notPaid)).status).toBe(204);
    expect(await state(placed.orderNo)).toEqual({ status: 'created', subscriptions: 0 });
  });

  it('should refuse a payment whose transaction does not say which order it pays', async () => {
    const placed = await order(t, await reader(), { typeId: 3 });
    const incomplete = local().notification('TRANSACTION.SUCCESS', 'transaction', transaction(placed.orderNo, placed.amountFen, { out_trade_no: undefined }), '支付成功');
    expect((await postNotification(t, incomplete)).body).toEqual({ code: 'FAIL', message: '通知内容不完整' });
    expect(await state(placed.orderNo)).toEqual({ status: 'created', subscriptions: 0 });
  });

  it('should finish a refund only from a complete notification of its own merchant', async () => {
    const placed = await order(t, await reader(), { typeId: 3 });
    const refundNo = `RF${placed.orderNo.slice(2)}`;
    await t.db.update(subscriptionOrders).set({ status: 'refunding', refundNo }).where(eq(subscriptionOrders.orderNo, placed.orderNo));
    const refund = (more: Record<string, unknown>) =>
      local().notification('REFUND.SUCCESS', 'refund', { mchid: t.providers.wechatPay.mchid, out_trade_no: placed.orderNo, out_refund_no: refundNo, refund_status: 'SUCCESS', ...more }, '退款成功');
    expect((await postNotification(t, refund({ mchid: '1900000000' }), 'wechat/pay/refundNotify')).body).toEqual({ code: 'FAIL', message: '通知内容不完整' });
    expect((await postNotification(t, refund({ refund_status: undefined }), 'wechat/pay/refundNotify')).body).toEqual({ code: 'FAIL', message: '通知内容不完整' });
    expect((await state(placed.orderNo)).status).toBe('refunding');
    expect((await postNotification(t, refund({}), 'wechat/pay/refundNotify')).status).toBe(204);
    expect((await state(placed.orderNo)).status).toBe('refunded');
  });

  it('should tell the operators why a notification was refused, and which order one paid', async () => {
    const logger = recordingLogger();
    const deps = { db: t.db, clock: t.clock, providers: t.providers, config: t.config, logger };
    const receive = (notification: { headers: Record<string, string>; body: string }) =>
      receiveNotification(deps, (name) => Object.entries(notification.headers).find(([key]) => key.toLowerCase() === name)?.[1], notification.body);
    const placed = await order(t, await reader(), { typeId: 3 });
    await receive(notificationFor(placed.orderNo, placed.amountFen, { serial: 'PUB_KEY_ID_0000000000000000000000000000000000' }));
    await receive(notificationFor(placed.orderNo, placed.amountFen, { apiV3Key: 'x'.repeat(32) }));
    await receive(notificationFor(placed.orderNo, placed.amountFen, { amount: 1 }));
    expect(await receive(notificationFor(placed.orderNo, placed.amountFen))).toEqual({ status: 204 });
    // A repeat is taken again and changes nothing, so nothing more is logged as paid.
    expect(await receive(notificationFor(placed.orderNo, placed.amountFen))).toEqual({ status: 204 });
    expect(logger.lines.map((line) => line.replace(/"error":"[^"]*"/, '"error":…'))).toEqual([
      'warn wechat pay notification refused {"problem":"unknown-serial"}',
      'error wechat pay notification unreadable {"error":…}',
      `error wechat pay notification does not match its order {"problem":"wrong-amount","orderNo":"${placed.orderNo}","notification":"evt-${placed.orderNo}"}`,
      `info order paid {"orderNo":"${placed.orderNo}","via":"notification"}`,
    ]);
  });
});

describe('starting a payment', () => {
  it('should send the reader back to the page asked for, with the order number', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const returnTo = async (returnPath?: string) => {
      const answer = await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'h5', ...(returnPath ? { returnPath } : {}) }, { token });
      expect(answer.body.data).toMatchObject({ kind: 'cashier', orderNo: placed.orderNo });
      return new URL(answer.body.data.url as string, 'http://localhost').searchParams.get('redirect_url');
    };
    expect(await returnTo()).toBe(`http://localhost/shqcb/#/order-pay-success?orderNo=${placed.orderNo}`);
    expect(await returnTo('/order-detail?from=mine')).toBe(`http://localhost/shqcb/#/order-detail?from=mine&orderNo=${placed.orderNo}`);
  });

  it('should ask a reader without a bound WeChat identity to authorise before paying in WeChat with the real WeChat Pay', async () => {
    const asked: string[] = [];
    const real = new RealWechatPay({
      config: { mode: 'real', mchid: DOC_MCHID, appId: 'wx0123456789abcdef', serialNo: DOC_SERIAL_NO, privateKeyPem: DOC_PRIVATE_KEY, apiV3Key: 'x'.repeat(32), publicKeyPem: LOCAL_PLATFORM_PUBLIC_KEY, publicKeyId: LOCAL_PLATFORM_KEY_ID, notifyOrigin: 'https://reader.example.com', endpoint: 'https://api.mch.weixin.qq.com' },
      fetch: (url: string) => {
        asked.push(url);
        return Promise.reject(new TypeError('fetch failed'));
      },
      clock: t.clock,
      logger: silentLogger,
    });
    const app = createApp({ db: t.db, config: t.config, clock: t.clock, providers: { ...t.providers, wechatPay: real, localPay: undefined }, logger: silentLogger });
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const answer = await apiPost(app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'jsapi' }, { token });
    expect(answer.body).toMatchObject({ code: 400, msg: '请先使用微信授权登录后再支付' });
    expect(asked).toEqual([]);
  });
});

describe('the local cashier', () => {
  it('should answer only this machine, also behind a trusted proxy', async () => {
    const get = (ip: string) => t.app.request('/dev/pay/cashier?prepay_id=x&redirect_url=http://localhost/shqcb/', {}, { incoming: { socket: { remoteAddress: ip } } });
    expect((await get('10.1.2.3')).status).toBe(403);
    expect((await get('127.0.0.1')).status).toBe(400);
  });

  it('should not exist in production mode', async () => {
    const production = await createTestApp({ config: { mode: 'production' }, seed: false });
    try {
      const answer = await production.app.request('/dev/pay/cashier?prepay_id=x', {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
      expect(answer.status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('should show each outcome of the cashier in words, with a way back and headers that keep the page private', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    const ask = (query: Record<string, string>) => t.app.request(`/dev/pay/cashier?${new URLSearchParams(query)}`, {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    const open = await ask({ prepay_id: prepayId, redirect_url: redirectUrl });
    expect([open.status, open.headers.get('cache-control'), open.headers.get('referrer-policy')]).toEqual([200, 'no-store', 'no-referrer']);
    expect(open.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost;");
    const tooLong = `${redirectUrl}&x=${'a'.repeat(1000)}`;
    expect(await (await ask({ prepay_id: prepayId, redirect_url: tooLong })).text()).toContain('商户返回地址不正确');
    expect(await (await ask({ prepay_id: `${prepayId}'`, redirect_url: redirectUrl })).text()).toContain('支付请求不存在或已失效');
    const unknownChoice = await t.app.request('/dev/pay/cashier', { method: 'POST', body: new URLSearchParams({ prepay_id: prepayId, redirect_url: redirectUrl, choice: 'later' }).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    expect([unknownChoice.status, await unknownChoice.text()]).toEqual([400, expect.stringContaining('请选择支付结果')]);
    const failed = await atCashier(t, prepayId, redirectUrl, 'fail');
    expect([failed.status, await failed.text()]).toEqual([200, expect.stringContaining('支付失败：银行卡余额不足（演示）')]);
    const paid = await atCashier(t, prepayId, redirectUrl, 'pay');
    expect([paid.status, paid.headers.get('location'), paid.headers.get('cache-control')]).toEqual([303, redirectUrl, 'no-store']);
    expect(await (await ask({ prepay_id: prepayId, redirect_url: redirectUrl })).text()).toContain('该订单已支付');
    const big = await t.app.request('/dev/pay/cashier', { method: 'POST', body: 'x'.repeat(17 * 1024), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    expect([big.status, await big.text()]).toEqual([413, expect.stringContaining('请求内容过大')]);
  });

  it('should refuse a return address of another site and an unknown prepay id', async () => {
    const placed = await order(t, await reader(), { typeId: 3 });
    const local = t.providers.localPay;
    const prepaid = await local?.prepay({ outTradeNo: placed.orderNo, description: 'x', amountFen: placed.amountFen, expiresAt: new Date(placed.expiresAt), notifyUrl: 'http://localhost/n', scene: 'h5', openid: null, clientIp: '10.0.0.1', returnUrl: 'http://localhost/shqcb/' });
    const prepayId = new URL(prepaid?.kind === 'cashier' ? prepaid.url : '', 'http://localhost').searchParams.get('prepay_id') ?? '';
    const ask = (query: string) => t.app.request(`/dev/pay/cashier?${query}`, {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    expect(await (await ask(`prepay_id=${prepayId}&redirect_url=${encodeURIComponent('https://evil.example/')}`)).text()).toContain('商户返回地址不正确');
    expect(await (await ask(`prepay_id=nope&redirect_url=${encodeURIComponent('http://localhost/shqcb/')}`)).text()).toContain('支付请求不存在或已失效');
    const page = await ask(`prepay_id=${prepayId}&redirect_url=${encodeURIComponent('http://localhost/shqcb/')}`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('¥98.00');
  });

  const fromHere = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  const cashierGet = (query: Record<string, string>) => t.app.request(`/dev/pay/cashier?${new URLSearchParams(query)}`, {}, fromHere);
  const localPay = () => {
    if (!t.providers.localPay) throw new Error('the test app has no local WeChat Pay');
    return t.providers.localPay;
  };
  /** The cashier alone, mounted as the app mounts it, with these providers and a logger the test reads. */
  const bareCashier = (providers = t.providers) => {
    const logger = recordingLogger();
    const router = new Hono<AppEnv>();
    cashierRoutes(router, { db: t.db, clock: t.clock, providers, config: t.config, logger });
    const post = (form: Record<string, string>) => router.request('/cashier', { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    return { router, logger, post };
  };

  it('should send the payer to the address where the cashier is served', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { url } = await startPayment(t, token, placed.orderNo);
    const cashier = await t.app.request(url, {}, fromHere);
    expect([cashier.status, await cashier.text()]).toEqual([200, expect.stringContaining('确认支付 ¥98.00')]);
  });

  it('should close the cashier at the instant the order expires', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    const expiresAt = (await localPay().cashierOrder(prepayId))?.expiresAt ?? new Date(0);
    const start = t.clock.now();
    try {
      t.clock.set(new Date(expiresAt.getTime() - 1));
      expect(await (await cashierGet({ prepay_id: prepayId, redirect_url: redirectUrl })).text()).toContain('确认支付 ¥98.00');
      t.clock.set(expiresAt);
      const closed = await cashierGet({ prepay_id: prepayId, redirect_url: redirectUrl });
      expect([closed.status, await closed.text()]).toEqual([200, expect.stringContaining('订单已关闭，请返回商户重新下单')]);
      const late = await atCashier(t, prepayId, redirectUrl, 'pay');
      expect([late.status, await late.text()]).toEqual([200, expect.stringContaining('订单已关闭，请返回商户重新下单')]);
      expect(await state(placed.orderNo)).toEqual({ status: 'created', subscriptions: 0 });
    } finally {
      t.clock.set(start);
    }
  });

  it('should refuse a payment posted with a return address of another site, and leave the order unpaid', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId } = await startPayment(t, token, placed.orderNo);
    const answer = await atCashier(t, prepayId, 'https://evil.example/shqcb/', 'pay');
    expect([answer.status, answer.headers.get('location'), await answer.text()]).toEqual([400, null, expect.stringContaining('商户返回地址不正确')]);
    expect(await state(placed.orderNo)).toEqual({ status: 'created', subscriptions: 0 });
  });

  it('should take a return address of 1000 characters and refuse one of 1001', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    const ofLength = (length: number) => `${redirectUrl}&x=${'a'.repeat(length - redirectUrl.length - 3)}`;
    const longest = await cashierGet({ prepay_id: prepayId, redirect_url: ofLength(1000) });
    expect([longest.status, await longest.text()]).toEqual([200, expect.stringContaining('确认支付 ¥98.00')]);
    const tooLong = await cashierGet({ prepay_id: prepayId, redirect_url: ofLength(1001) });
    expect([tooLong.status, await tooLong.text()]).toEqual([400, expect.stringContaining('商户返回地址不正确')]);
  });

  it('should take a return address with spaces around it, and return to it without them', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    const open = await cashierGet({ prepay_id: prepayId, redirect_url: ` ${redirectUrl}\n` });
    expect([open.status, open.headers.get('content-security-policy')]).toEqual([200, expect.stringContaining("form-action 'self' http://localhost;")]);
    const cancelled = await atCashier(t, prepayId, `  ${redirectUrl} `, 'cancel');
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([303, redirectUrl]);
  });

  it('should answer a prepay id with characters around a valid one with its error page, not a server error', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    for (const spoiled of [`\u0000${prepayId}`, `${prepayId}\u0000`]) {
      const answer = await cashierGet({ prepay_id: spoiled, redirect_url: redirectUrl });
      expect([answer.status, await answer.text()]).toEqual([400, expect.stringContaining('支付请求不存在或已失效')]);
    }
  });

  it('should let an error page’s form go nowhere but the cashier itself', async () => {
    const refused = await cashierGet({ prepay_id: 'nope', redirect_url: 'http://localhost/shqcb/' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-security-policy')).toBe(`default-src 'none'; style-src ${CASHIER_STYLE_HASH}; form-action 'self' ; base-uri 'none'; frame-ancestors 'none'`);
  });

  it('should tell the operators when its own notification is refused, and still send the reader back', async () => {
    const { logger, post } = bareCashier();
    const returnUrl = 'http://localhost/shqcb/';
    const prepaid = await localPay().prepay({ outTradeNo: 'SQ20260101000000NOSUCH', description: 'x', amountFen: 100, expiresAt: new Date(t.clock.now().getTime() + 600_000), notifyUrl: 'http://localhost/n', scene: 'h5', openid: null, clientIp: '10.0.0.1', returnUrl });
    const prepayId = new URL(prepaid.kind === 'cashier' ? prepaid.url : '', 'http://localhost').searchParams.get('prepay_id') ?? '';
    const answer = await post({ prepay_id: prepayId, redirect_url: returnUrl, choice: 'pay' });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, returnUrl]);
    expect(logger.lines.map((line) => line.replace(/"notification":"[^"]*"/, '"notification":…'))).toEqual([
      'error wechat pay notification does not match its order {"problem":"unknown-order","orderNo":"SQ20260101000000NOSUCH","notification":…}',
      'error local cashier notification refused {"status":400,"orderNo":"SQ20260101000000NOSUCH"}',
    ]);
  });

  it('should log nothing of its own when its notification is taken', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    const { logger, post } = bareCashier();
    expect((await post({ prepay_id: prepayId, redirect_url: redirectUrl, choice: 'pay' })).status).toBe(303);
    expect(logger.lines).toEqual([`info order paid {"orderNo":"${placed.orderNo}","via":"notification"}`]);
  });

  it('should serve nothing without the local WeChat Pay', async () => {
    const { router, post } = bareCashier({ ...t.providers, localPay: undefined });
    expect((await router.request(`/cashier?${new URLSearchParams({ prepay_id: 'x', redirect_url: 'http://localhost/shqcb/' })}`)).status).toBe(404);
    expect((await post({ prepay_id: 'x', redirect_url: 'http://localhost/shqcb/', choice: 'pay' })).status).toBe(404);
  });
});
