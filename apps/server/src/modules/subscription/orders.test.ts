import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionApi } from '@shqcb/api/contract/subscription';
import { subscriptionOrders, subscriptions, users, wechatIdentities, wechatUserLinks } from '../../db/schema.ts';
import { WechatPayError, type WechatPay } from '../../providers/pay/WechatPay.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { addAddress, atCashier, HAIDIAN, newKey, order, paidOrder, readers, startPayment } from '../../testing/subscriptionFlow.ts';
import { rfc3339 } from '../../providers/pay/RealWechatPay.ts';
import { settleFromQuery } from '../pay/payForOrder.ts';
import { sweepOrders } from './sweepOrders.ts';

let t: TestApp;
let reader: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  reader = readers(t, 13_510_000_000);
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, clock: t.clock, providers: t.providers, config: t.config, logger: { info() {}, warn() {}, error() {} } });

describe('subscribe types and prices', () => {
  it('should list the catalogue with prices in fen, and filter by kind', async () => {
    const all = await apiGet(t.app, 'subscriber/getSubscribeTypeList');
    expectContractOutput(subscriptionApi.getSubscribeTypeList, all.body.data);
    expect(all.body.data.map((type: { id: number; priceFen: number }) => [type.id, type.priceFen])).toEqual([[1, 36000], [2, 19800], [3, 9800], [4, 39800]]);
    expect((await apiGet(t.app, 'subscriber/getSubscribeTypeList', { kind: 'pass' })).body.data.map((type: { id: number }) => type.id)).toEqual([3, 4]);
    expect((await apiGet(t.app, 'subscriber/getSubscribeTypeList', { kind: 'x' })).body.msg).toBe('订阅类别不正确');
  });

  it('should price a type, refuse an unknown one, and price an upgrade by the days left', async () => {
    const token = await reader();
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 1 }, { token })).body.data).toMatchObject({ typeId: 1, amountFen: 36000, priceFen: 36000 });
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 99 }, { token })).body).toMatchObject({ code: 404, msg: '订阅类型不存在' });
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 'abc' }, { token })).body).toMatchObject({ code: 400, msg: 'id 格式不正确' });
    const pass = await paidOrder(t, token, { typeId: 3 });
    // A whole year left: the full difference 398 - 98 = 300 yuan.
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 4, subscriptionId: pass.subscriptionId ?? 0 }, { token })).body.data.amountFen).toBe(30000);
    // 150 days later (the session kept alive), 215 of 365 days are left: 300 × 215 / 365, rounded up to the fen.
    for (let step = 0; step < 6; step++) {
      t.clock.advance(25 * 86_400);
      await apiGet(t.app, 'users/show', {}, { token });
    }
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 4, subscriptionId: pass.subscriptionId ?? 0 }, { token })).body.data.amountFen).toBe(Math.ceil((30000 * 215) / 365));
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 2, subscriptionId: pass.subscriptionId ?? 0 }, { token })).body).toMatchObject({ code: 400, msg: '只能升级到更高档位的订阅' });
  });
});

describe('createOrder', () => {
  it('should price the order on the server and ignore any amount the client sends', async () => {
    const token = await reader();
    const answer = await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, idempotencyKey: newKey(), amountFen: 1, priceFen: 1 }, { token });
    expectContractOutput(subscriptionApi.createOrder, answer.body.data);
    expect(answer.body.data).toMatchObject({ typeId: 3, amountFen: 9800, status: 'created', canPay: true, canRefund: false });
    expect(Date.parse(answer.body.data.expiresAt) - Date.parse(answer.body.data.createdAt)).toBe(30 * 60_000);
  });

  it('should make one order for a repeated idempotency key and refuse the key with other parameters', async () => {
    const token = await reader();
    const key = newKey();
    const first = await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, idempotencyKey: key }, { token });
    const again = await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, idempotencyKey: key }, { token });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 4, idempotencyKey: key }, { token })).body).toMatchObject({ code: 409, msg: '订单已提交，请勿修改后重复提交' });
    // Another reader's key is theirs alone.
    const other = await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, idempotencyKey: key }, { token: await reader() });
    expect(other.body.data.orderNo).not.toBe(first.body.data.orderNo);
  });

  it('should need an address in Shanghai for a printed paper, of the reader’s own', async () => {
    const token = await reader();
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 1, idempotencyKey: newKey() }, { token })).body).toMatchObject({ code: 400, msg: '请选择收货地址' });
    const beijing = await addAddress(t, token, { regionCodes: HAIDIAN });
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 1, addressId: beijing.id, idempotencyKey: newKey() }, { token })).body).toMatchObject({ code: 400, msg: '纸质报仅限上海市内投递，请选择上海市的收货地址' });
    const theirs = await addAddress(t, await reader());
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 1, addressId: theirs.id, idempotencyKey: newKey() }, { token })).body).toMatchObject({ code: 404, msg: '收货地址不存在' });
    const shanghai = await addAddress(t, token);
    const placed = await order(t, token, { typeId: 1, addressId: shanghai.id });
    expect(placed.address).toEqual({ name: '张三', phone: '13800138000', regionText: '上海市浦东新区', detail: '世纪大道100号' });
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 1, addressId: shanghai.id }, { token })).body).toMatchObject({ code: 400, msg: '缺少 idempotencyKey' });
  });

  it('should refuse a sixth unpaid order', async () => {
    const token = await reader();
    for (let i = 0; i < 5; i++) await order(t, token, { typeId: 3 });
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, idempotencyKey: newKey() }, { token })).body).toMatchObject({ code: 429 });
  });

  it('should list the reader’s orders newest first, in pages', async () => {
    const token = await reader();
    const a = await order(t, token, { typeId: 3 });
    t.clock.advance(1);
    const b = await order(t, token, { typeId: 4, addressId: (await addAddress(t, token)).id });
    const page = await apiGet(t.app, 'subscriber/index', { page: 1, pageSize: 1 }, { token });
    expectContractOutput(subscriptionApi.orderIndex, page.body.data);
    expect(page.body.data).toMatchObject({ total: 2, hasMore: true, list: [{ orderNo: b.orderNo }] });
    expect((await apiGet(t.app, 'subscriber/index', { page: 2, pageSize: 1 }, { token })).body.data.list[0].orderNo).toBe(a.orderNo);
  });
});

describe('paying at the local cashier', () => {
  it('should mark the order paid once and start the subscription it buys', async () => {
    const token = await reader();
    const paid = await paidOrder(t, token, { typeId: 3 });
    expect(paid).toMatchObject({ status: 'paid', canPay: false, canRefund: true });
    const shown = await apiGet(t.app, 'subscriber/show', {}, { token });
    expectContractOutput(subscriptionApi.subscriberShow, shown.body.data);
    expect(shown.body.data.subscriptions).toHaveLength(1);
    expect(shown.body.data.subscriptions[0]).toMatchObject({ typeId: 3, status: 'active', orderNo: paid.orderNo, epaper: true, delivery: false });
  });

  it('should leave the order unpaid when the reader cancels or the payment fails, and pay it later', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    expect(redirectUrl).toBe(`http://localhost/shqcb/#/order-pay-success?orderNo=${placed.orderNo}`);
    const cancelled = await atCashier(t, prepayId, redirectUrl, 'cancel');
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([303, redirectUrl]);
    const failed = await atCashier(t, prepayId, redirectUrl, 'fail');
    expect(await failed.text()).toContain('支付失败');
    expect((await apiGet(t.app, 'wechat/pay/queryPayOrder', { orderNo: placed.orderNo }, { token })).body.data.status).toBe('created');
    const again = await startPayment(t, token, placed.orderNo);
    await atCashier(t, again.prepayId, again.redirectUrl, 'pay');
    expect((await apiGet(t.app, 'wechat/pay/queryPayOrder', { orderNo: placed.orderNo }, { token })).body.data.status).toBe('paid');
  });

  it('should find a payment whose notification never came when the reader returns and asks', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId } = await startPayment(t, token, placed.orderNo);
    // The cashier took the money, but its notification is lost on the way.
    expect(await t.providers.localPay?.pay(prepayId)).not.toBeNull();
    t.clock.advance(3);
    expect((await apiGet(t.app, 'wechat/pay/queryPayOrder', { orderNo: placed.orderNo }, { token })).body.data.status).toBe('paid');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, (await orderRow(placed.orderNo)).id))).toHaveLength(1);
  });

  it('should refuse to pay another reader’s order, a paid one and an expired one', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    expect((await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'h5' }, { token: await reader() })).body).toMatchObject({ code: 404, msg: '订单不存在' });
    // The local cashier stands in for JSAPI in WeChat too.
    expect((await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'jsapi' }, { token })).body.data.kind).toBe('cashier');
    expect((await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'wap' }, { token })).body).toMatchObject({ code: 400, msg: '支付方式不正确' });
    expect((await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: 'SQ123', scene: 'h5' }, { token })).body).toMatchObject({ code: 400, msg: '订单号格式不正确' });
    t.clock.advance(31 * 60);
    expect((await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'h5' }, { token })).body).toMatchObject({ code: 400, msg: '订单已支付或已关闭' });
    const paid = await paidOrder(t, token, { typeId: 3 });
    expect((await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: paid.orderNo, scene: 'h5' }, { token })).body).toMatchObject({ code: 400, msg: '订单已支付或已关闭' });
  });
});

describe('closing unpaid orders', () => {
  it('should close an order 30 minutes after it was placed, and then refuse its payment at the cashier', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    t.clock.advance(29 * 60);
    await sweepOrders(deps());
    expect((await orderRow(placed.orderNo)).status).toBe('created');
    t.clock.advance(2 * 60);
    const counts = await sweepOrders(deps());
    expect(counts.closed).toBeGreaterThanOrEqual(1);
    expect((await apiGet(t.app, 'wechat/pay/queryPayOrder', { orderNo: placed.orderNo }, { token })).body.data).toMatchObject({ status: 'closed', canPay: false });
    expect(await (await atCashier(t, prepayId, redirectUrl, 'pay')).text()).toContain('订单已关闭');
  });

  it('should apply a payment found when closing instead of closing the order', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId } = await startPayment(t, token, placed.orderNo);
    await t.providers.localPay?.pay(prepayId);
    t.clock.advance(31 * 60);
    expect((await sweepOrders(deps())).paidLate).toBeGreaterThanOrEqual(1);
    expect((await orderRow(placed.orderNo)).status).toBe('paid');
  });
});

describe('refunds', () => {
  it('should take a refund request with a reason, let the reader withdraw it, and take it again', async () => {
    const token = await reader();
    const paid = await paidOrder(t, token, { typeId: 3 });
    expect((await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '  ' }, { token })).body).toMatchObject({ code: 400, msg: '请填写退款原因' });
    expect((await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '长'.repeat(101) }, { token })).body).toMatchObject({ code: 400, msg: '退款原因最多100个字' });
    const asked = await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '买错了' }, { token });
    expect(asked.body.data).toMatchObject({ status: 'refund_requested', refundReason: '买错了', canCancelRefund: true, canRefund: false });
    expect((await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '买错了' }, { token })).body).toMatchObject({ code: 400, msg: '该订单当前不能申请退款' });
    expect((await apiPost(t.app, 'subscriber/cancelRefund', { orderNo: paid.orderNo }, { token: await reader() })).body).toMatchObject({ code: 404 });
    const withdrawn = await apiPost(t.app, 'subscriber/cancelRefund', { orderNo: paid.orderNo }, { token });
    expect(withdrawn.body.data).toMatchObject({ status: 'paid', refundReason: null, canRefund: true });
    expect((await apiPost(t.app, 'subscriber/cancelRefund', { orderNo: paid.orderNo }, { token })).body).toMatchObject({ code: 400, msg: '该订单没有可撤销的退款申请' });
  });

  it('should refuse a refund after 7 days and of an unpaid order', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    expect((await apiPost(t.app, 'subscriber/refund', { orderNo: placed.orderNo, reason: '不要了' }, { token })).body.msg).toBe('该订单当前不能申请退款');
    const paid = await paidOrder(t, token, { typeId: 3 });
    t.clock.advance(7 * 86_400 + 1);
    expect((await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '不要了' }, { token })).body).toMatchObject({ code: 400, msg: '已超过可退款期限（支付后7天内）' });
  });

  it('should send a request to WeChat Pay after its review day, refund it and end the subscription', async () => {
    const token = await reader();
    const paid = await paidOrder(t, token, { typeId: 3 });
    await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '不需要了' }, { token });
    t.clock.advance(23 * 3600);
    await sweepOrders(deps());
    expect((await orderRow(paid.orderNo)).status).toBe('refund_requested');
    t.clock.advance(2 * 3600);
    const counts = await sweepOrders(deps());
    expect(counts.refundsSent).toBeGreaterThanOrEqual(1);
    const after = (await apiGet(t.app, 'wechat/pay/queryPayOrder', { orderNo: paid.orderNo }, { token })).body.data;
    expect(after).toMatchObject({ status: 'refunded', canCancelRefund: false });
    const [sub] = (await apiGet(t.app, 'subscriber/show', {}, { token })).body.data.subscriptions;
    expect(sub).toMatchObject({ status: 'refunded', history: [{ kind: 'refund' }, { kind: 'created' }] });
    // A repeat of the refund notification changes nothing.
    const notification = await t.providers.localPay?.refundNotification((await orderRow(paid.orderNo)).refundNo ?? '');
    expect(notification).toBeTruthy();
  });
});

async function orderRow(orderNo: string) {
  const [row] = await t.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}

describe('JSAPI with real WeChat Pay', () => {
  it('should ask a reader without a bound WeChat identity to authorise first, and pay as the bound openid', async () => {
    const prepaid: { openid: string | null }[] = [];
    const real: WechatPay = {
      kind: 'real',
      appId: 'wx0123456789abcdef',
      mchid: '1900007291',
      notificationKeys: { publicKeys: new Map(), apiV3Key: 'x'.repeat(32) },
      prepay: async (order) => {
        prepaid.push({ openid: order.openid });
        return { kind: 'jsapi', params: { appId: 'wx0123456789abcdef', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' } };
      },
      queryOrder: async () => null,
      closeOrder: async () => 'closed',
      refund: () => Promise.reject(new Error('not used')),
      queryRefund: async () => null,
    };
    const withReal = await createTestApp({ providers: { wechatPay: real } });
    try {
      const token = await readers(withReal, 13_519_000_000)();
      const placed = await order(withReal, token, { typeId: 3 });
      expect((await apiPost(withReal.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'jsapi' }, { token })).body).toMatchObject({ code: 400, msg: '请先使用微信授权登录后再支付' });
      const [user] = await withReal.db.select({ id: users.id }).from(users).where(eq(users.phone, '13519000000'));
      await withReal.db.insert(wechatIdentities).values({ openid: 'oBoundReader', nickname: 'n', headimgurl: '', createdAt: withReal.clock.now(), updatedAt: withReal.clock.now() });
      await withReal.db.insert(wechatUserLinks).values({ openid: 'oBoundReader', userId: user?.id ?? 0, createdAt: withReal.clock.now() });
      const answer = await apiPost(withReal.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'jsapi' }, { token });
      expect(answer.body.data).toMatchObject({ kind: 'jsapi', params: { package: 'prepay_id=wx1' } });
      expect(prepaid).toEqual([{ openid: 'oBoundReader' }]);
    } finally {
      await withReal.close();
    }
  });
});

describe('WeChat Pay answering, failing and asked about an order (mutation testing, issue 18)', () => {
  /** A real-mode WeChat Pay whose answers a test sets; it counts the queries it gets. */
  function fakeRealPay() {
    const state = { prepay: null as null | (() => Promise<never>), queries: 0, query: async (): Promise<null> => null as null };
    const pay: WechatPay = {
      kind: 'real',
      appId: 'wx0123456789abcdef',
      mchid: '1900007291',
      notificationKeys: { publicKeys: new Map(), apiV3Key: 'x'.repeat(32) },
      prepay: async () => {
        if (state.prepay) return state.prepay();
        return { kind: 'h5', url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2' };
      },
      queryOrder: async () => {
        state.queries += 1;
        return state.query();
      },
      closeOrder: async () => 'closed',
      refund: () => Promise.reject(new Error('not used')),
      queryRefund: async () => null,
    };
    return { pay, state };
  }

  it('should take a payment up to the second before the order expires, and refuse it at that second', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const row = await orderRow(placed.orderNo);
    const left = (row.expiresAt.getTime() - t.clock.now().getTime()) / 1000;
    t.clock.advance(left - 1);
    expect((await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'h5' }, { token })).body.code).toBe(200);
    t.clock.advance(1);
    expect((await apiPost(t.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'h5' }, { token })).body).toMatchObject({ code: 400, msg: '订单已支付或已关闭' });
  });

  it('should say WeChat Pay is unavailable when it refuses or cannot be reached, and keep the order payable', async () => {
    const { pay, state } = fakeRealPay();
    const withReal = await createTestApp({ providers: { wechatPay: pay } });
    try {
      const token = await readers(withReal, 13_519_100_000)();
      const placed = await order(withReal, token, { typeId: 3 });
      state.prepay = () => Promise.reject(new WechatPayError('timeout'));
      expect((await apiPost(withReal.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'h5' }, { token })).body).toMatchObject({ code: 503, msg: '微信支付暂不可用，请稍后重试' });
      // A failure that is not WeChat Pay's is not dressed up as WeChat Pay being unavailable.
      state.prepay = () => Promise.reject(new TypeError('a bug'));
      expect((await apiPost(withReal.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'h5' }, { token })).body.code).toBe(500);
      state.prepay = null;
      expect((await apiPost(withReal.app, 'wechat/pay/createOrder', { orderNo: placed.orderNo, scene: 'h5' }, { token })).body.data).toMatchObject({ kind: 'h5', orderNo: placed.orderNo });
    } finally {
      await withReal.close();
    }
  });

  it('should ask WeChat Pay about an unpaid order at most every two seconds, and show the order as it is when it cannot be reached', async () => {
    const { pay, state } = fakeRealPay();
    const withReal = await createTestApp({ providers: { wechatPay: pay } });
    try {
      const token = await readers(withReal, 13_519_200_000)();
      const placed = await order(withReal, token, { typeId: 3 });
      const ask = async () => (await apiGet(withReal.app, 'wechat/pay/queryPayOrder', { orderNo: placed.orderNo }, { token })).body.data.status as string;
      expect(await ask()).toBe('created');
      expect(await ask()).toBe('created');
      expect(state.queries).toBe(1);
      withReal.clock.advance(2);
      expect(await ask()).toBe('created');
      expect(state.queries).toBe(1);
      withReal.clock.advance(1);
      state.query = () => Promise.reject(new WechatPayError('unreachable'));
      expect(await ask()).toBe('created');
      expect(state.queries).toBe(2);
    } finally {
      await withReal.close();
    }
  });

  it('should apply a payment WeChat Pay reports when asked, log it once, and refuse one that does not match its order', async () => {
    const { pay, state } = fakeRealPay();
    const lines: string[] = [];
    const logger = { info: (line: string, data?: object) => void lines.push(`info ${line} ${JSON.stringify(data)}`), warn() {}, error: (line: string, data?: object) => void lines.push(`error ${line} ${JSON.stringify(data)}`) };
    const withReal = await createTestApp({ providers: { wechatPay: pay }, logger });
    try {
      const token = await readers(withReal, 13_519_300_000)();
      const wrong = await order(withReal, token, { typeId: 3 });
      const right = await order(withReal, token, { typeId: 3 });
      const row = async (orderNo: string) => (await withReal.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.orderNo, orderNo)))[0];
      const paidAs = async (orderNo: string, amountFen: number) => ({
        appid: pay.appId,
        mchid: pay.mchid,
        out_trade_no: orderNo,
        transaction_id: `4200000${orderNo.slice(-10)}`,
        trade_state: 'SUCCESS',
        success_time: rfc3339(withReal.clock.now()),
        amount: { total: amountFen, payer_total: amountFen, currency: 'CNY' },
      });
      const fenOf = async (orderNo: string) => (await row(orderNo))?.amountFen ?? 0;
      const deps = { db: withReal.db, clock: withReal.clock, providers: withReal.providers, config: withReal.config, logger };
      // An amount other than the order's: not applied, logged as a mismatch.
      const wrongTransaction = await paidAs(wrong.orderNo, (await fenOf(wrong.orderNo)) + 1);
      state.query = async () => wrongTransaction as never;
      expect(await settleFromQuery(deps, wrong.orderNo, 'sweep')).toBe(false);
      expect((await row(wrong.orderNo))?.status).toBe('created');
      expect(lines).toEqual([`error wechat pay query does not match its order ${JSON.stringify({ problem: 'wrong-amount', orderNo: wrong.orderNo })}`]);
      // The order's own payment: applied and logged once, true again when asked again (already paid).
      const rightTransaction = await paidAs(right.orderNo, await fenOf(right.orderNo));
      state.query = async () => rightTransaction as never;
      lines.length = 0;
      expect(await settleFromQuery(deps, right.orderNo, 'sweep')).toBe(true);
      expect((await row(right.orderNo))?.status).toBe('paid');
      expect(await settleFromQuery(deps, right.orderNo, 'sweep')).toBe(true);
      expect(lines).toEqual([`info order paid ${JSON.stringify({ orderNo: right.orderNo, via: 'sweep' })}`]);
      // Unreachable: false; any other failure is not WeChat Pay's and goes up.
      state.query = () => Promise.reject(new WechatPayError('unreachable'));
      expect(await settleFromQuery(deps, wrong.orderNo, 'sweep')).toBe(false);
      state.query = () => Promise.reject(new TypeError('a bug'));
      await expect(settleFromQuery(deps, wrong.orderNo, 'sweep')).rejects.toThrow('a bug');
      // The reader's page asking: the same, logged as found by the query.
      const asked = await order(withReal, token, { typeId: 3 });
      const askedTransaction = await paidAs(asked.orderNo, await fenOf(asked.orderNo));
      state.query = async () => askedTransaction as never;
      lines.length = 0;
      expect((await apiGet(withReal.app, 'wechat/pay/queryPayOrder', { orderNo: asked.orderNo }, { token })).body.data.status).toBe('paid');
      expect(lines).toEqual([`info order paid ${JSON.stringify({ orderNo: asked.orderNo, via: 'query' })}`]);
    } finally {
      await withReal.close();
    }
  });
});
