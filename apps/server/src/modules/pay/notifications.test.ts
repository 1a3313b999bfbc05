import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionOrders, subscriptions } from '../../db/schema.ts';
import { LOCAL_API_V3_KEY, LOCAL_PLATFORM_KEY_ID, LOCAL_PLATFORM_PRIVATE_KEY } from '../../providers/pay/localPayKeys.ts';
import { rfc3339 } from '../../providers/pay/RealWechatPay.ts';
import { encryptResource, rsaSign, signatureMessage } from '../../providers/pay/wechatPaySignature.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { recordingLogger } from '../../testing/fakeWechat.ts';
import { apiPost } from '../../testing/requestHelpers.ts';
import { atCashier, order, postNotification, readers, startPayment } from '../../testing/subscriptionFlow.ts';
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
});
