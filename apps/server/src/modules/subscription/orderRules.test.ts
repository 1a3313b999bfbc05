import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeTypes, subscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { addAddress, atCashier, HAIDIAN, newKey, order, paidOrder, readers, startPayment } from '../../testing/subscriptionFlow.ts';
import { sweepOrders } from './sweepOrders.ts';

/**
 * What a reader is charged and may do with an order (mutation testing of orders.ts and refunds.ts):
 * order numbers, prices and descriptions, the addresses an order keeps, which subscriptions can be
 * renewed or upgraded, the limit of unpaid orders, the idempotency key, the order list and the
 * refund window.
 */

let t: TestApp;
let reader: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  reader = readers(t, 13_570_000_000);
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) => apiPost(t.app, 'subscriber/createOrder', { idempotencyKey: newKey(), ...body }, { token });
const deps = () => ({ db: t.db, clock: t.clock, providers: t.providers, config: t.config, logger: { info() {}, warn() {}, error() {} } });
const view = async (token: string, orderNo: string) => (await apiGet(t.app, 'wechat/pay/queryPayOrder', { orderNo }, { token })).body.data;
const subscriptionOf = async (id: number) => (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

describe('placing an order', () => {
  it('should number an order SQ, the Shanghai time to the second and six letters or digits, and describe what it buys', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    // The clock stands at 2026-03-16 10:00:00 in Shanghai.
    expect(placed.orderNo).toMatch(/^SQ20260316100000[0-9A-HJ-NP-Z]{6}$/);
    expect(placed).toMatchObject({ kind: 'new', typeName: '电子报年卡', description: '订阅电子报年卡（12个月）', subscriptionId: null, address: null, paidAt: null, refundReason: null, refundRequestedAt: null, refundedAt: null, canCancelRefund: false });
    const numbers = new Set([placed.orderNo]);
    for (let i = 0; i < 3; i++) numbers.add((await order(t, await reader(), { typeId: 3 })).orderNo);
    expect(numbers.size).toBe(4);
  });

  it('should describe a renewal and an upgrade, and tie each to its subscription', async () => {
    const token = await reader();
    const pass = await paidOrder(t, token, { typeId: 3 });
    const renewal = await order(t, token, { typeId: 3, kind: 'renew', subscriptionId: pass.subscriptionId });
    expect(renewal).toMatchObject({ kind: 'renew', amountFen: 9800, description: '续订电子报年卡（12个月）', subscriptionId: pass.subscriptionId });
    const address = await addAddress(t, token);
    const upgrade = await order(t, token, { typeId: 4, kind: 'upgrade', subscriptionId: pass.subscriptionId, addressId: address.id });
    expect(upgrade).toMatchObject({ kind: 'upgrade', amountFen: 30000, description: '电子报年卡升级为全媒体会员年卡', subscriptionId: pass.subscriptionId });
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 4, subscriptionId: pass.subscriptionId ?? 0 }, { token })).body.data).toMatchObject({ typeName: '全媒体会员年卡', amountFen: 30000, priceFen: 39800, description: '电子报年卡升级为全媒体会员年卡' });
  });

  it('should keep the address given for a pass, wherever it is, and need none', async () => {
    const token = await reader();
    const beijing = await addAddress(t, token, { regionCodes: HAIDIAN, detail: '中关村大街1号' });
    expect((await order(t, token, { typeId: 3, addressId: beijing.id })).address).toEqual({ name: '张三', phone: '13800138000', regionText: '北京市海淀区', detail: '中关村大街1号' });
    expect((await create(token, { typeId: 3, addressId: 999_999 })).body).toMatchObject({ code: 404, msg: '收货地址不存在' });
  });

  it('should deliver an upgrade of a printed subscription to its address unless another is chosen, and need one for a pass', async () => {
    const token = await reader();
    const home = await addAddress(t, token, { detail: '世纪大道1号' });
    const printed = await paidOrder(t, token, { typeId: 1, addressId: home.id });
    const kept = await order(t, token, { typeId: 4, kind: 'upgrade', subscriptionId: printed.subscriptionId });
    expect(kept).toMatchObject({ amountFen: 3800, description: '《上海汽车报》全年订阅升级为全媒体会员年卡', address: { detail: '世纪大道1号' } });
    const office = await addAddress(t, token, { detail: '淮海中路2号', regionCodes: ['310000', '310100', '310101'] });
    expect((await order(t, token, { typeId: 4, kind: 'upgrade', subscriptionId: printed.subscriptionId, addressId: office.id })).address).toMatchObject({ regionText: '上海市黄浦区', detail: '淮海中路2号' });
    const beijing = await addAddress(t, token, { regionCodes: HAIDIAN });
    expect((await create(token, { typeId: 4, kind: 'upgrade', subscriptionId: printed.subscriptionId, addressId: beijing.id })).body).toMatchObject({ code: 400, msg: '纸质报仅限上海市内投递，请选择上海市的收货地址' });

    const pass = await paidOrder(t, await reader(), { typeId: 3 });
    expect(pass.address).toBeNull();
    // Renewing the all-media card as a pass: nothing to deliver, no address on the order.
    const card = await paidOrder(t, token, { typeId: 4, addressId: home.id });
    expect((await order(t, token, { typeId: 3, kind: 'renew', subscriptionId: card.subscriptionId })).address).toBeNull();
    const passReader = await reader();
    const passOrder = await paidOrder(t, passReader, { typeId: 3 });
    expect((await create(passReader, { typeId: 4, kind: 'upgrade', subscriptionId: passOrder.subscriptionId })).body).toMatchObject({ code: 400, msg: '请选择收货地址' });
    // A renewal of a printed paper needs its address too.
    expect((await create(token, { typeId: 1, kind: 'renew', subscriptionId: printed.subscriptionId })).body).toMatchObject({ code: 400, msg: '请选择收货地址' });
  });

  it('should renew or upgrade only the reader’s own subscription while it runs or is yet to start', async () => {
    const token = await reader();
    expect((await create(token, { typeId: 3, kind: 'renew' })).body).toMatchObject({ code: 404, msg: '订阅不存在' });
    const printed = await paidOrder(t, token, { typeId: 1, addressId: (await addAddress(t, token)).id });
    // Starts tomorrow: it can be renewed, and upgraded for the whole difference.
    expect((await create(token, { typeId: 1, kind: 'renew', subscriptionId: printed.subscriptionId, addressId: (await addAddress(t, token)).id })).body.code).toBe(200);
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 4, subscriptionId: printed.subscriptionId ?? 0 }, { token })).body.data.amountFen).toBe(3800);
    const other = await reader();
    expect((await create(other, { typeId: 3, kind: 'renew', subscriptionId: printed.subscriptionId })).body).toMatchObject({ code: 404, msg: '订阅不存在' });
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 4, subscriptionId: printed.subscriptionId ?? 0 }, { token: other })).body).toMatchObject({ code: 404, msg: '订阅不存在' });

    const ended = await paidOrder(t, token, { typeId: 3 });
    await t.db.update(subscriptions).set({ endDate: '2026-03-15' }).where(eq(subscriptions.id, ended.subscriptionId ?? 0));
    expect((await create(token, { typeId: 3, kind: 'renew', subscriptionId: ended.subscriptionId })).body).toMatchObject({ code: 404, msg: '订阅不存在' });
    const refunded = await paidOrder(t, token, { typeId: 3 });
    await t.db.update(subscriptions).set({ status: 'refunded' }).where(eq(subscriptions.id, refunded.subscriptionId ?? 0));
    expect((await create(token, { typeId: 3, kind: 'renew', subscriptionId: refunded.subscriptionId })).body).toMatchObject({ code: 404, msg: '订阅不存在' });
    // The last day it runs: still renewable.
    const lastDay = await paidOrder(t, token, { typeId: 3 });
    await t.db.update(subscriptions).set({ endDate: '2026-03-16' }).where(eq(subscriptions.id, lastDay.subscriptionId ?? 0));
    expect((await create(token, { typeId: 3, kind: 'renew', subscriptionId: lastDay.subscriptionId })).body.code).toBe(200);
  });

  it('should upgrade only to a higher rank at a higher price for as many months, and never charge less than a fen', async () => {
    const token = await reader();
    const printed = await paidOrder(t, token, { typeId: 1, addressId: (await addAddress(t, token)).id });
    const price = async (typeId: number) => (await apiGet(t.app, 'subscriber/getPayValue', { typeId, subscriptionId: printed.subscriptionId ?? 0 }, { token })).body;
    const half = await paidOrder(t, token, { typeId: 2, addressId: (await addAddress(t, token)).id });
    // Half a year to a whole year: higher rank and price, other months.
    expect((await apiGet(t.app, 'subscriber/getPayValue', { typeId: 1, subscriptionId: half.subscriptionId ?? 0 }, { token })).body).toMatchObject({ code: 400, msg: '只能升级到更高档位的订阅' });
    const setType4 = (change: { rank?: number; priceFen?: number }) => t.db.update(subscribeTypes).set(change).where(eq(subscribeTypes.id, 4));
    try {
      await setType4({ rank: 2 });
      expect(await price(4)).toMatchObject({ code: 400, msg: '只能升级到更高档位的订阅' });
      await setType4({ rank: 3, priceFen: 36000 });
      expect(await price(4)).toMatchObject({ code: 400, msg: '只能升级到更高档位的订阅' });
      await setType4({ priceFen: 36001 });
      // A fen more for the whole year.
      expect((await price(4)).data.amountFen).toBe(1);
      // The last day of 365: a fen, not nothing.
      await t.db.update(subscriptions).set({ startDate: '2025-03-17', endDate: '2026-03-16' }).where(eq(subscriptions.id, printed.subscriptionId ?? 0));
      expect((await price(4)).data.amountFen).toBe(1);
      await setType4({ priceFen: 39800 });
      expect((await price(4)).data.amountFen).toBe(Math.ceil(3800 / 365));
    } finally {
      await setType4({ rank: 3, priceFen: 39800 });
    }
  });

  it('should not sell a type taken off sale, nor list it', async () => {
    const token = await reader();
    await t.db.update(subscribeTypes).set({ active: false }).where(eq(subscribeTypes.id, 2));
    try {
      expect((await apiGet(t.app, 'subscriber/getSubscribeTypeList')).body.data.map((type: { id: number }) => type.id)).toEqual([1, 3, 4]);
      expect((await apiGet(t.app, 'subscriber/getSubscribeTypeList', { kind: 'newspaper' })).body.data.map((type: { id: number }) => type.id)).toEqual([1]);
      expect((await create(token, { typeId: 2, addressId: (await addAddress(t, token)).id })).body).toMatchObject({ code: 404, msg: '订阅类型不存在' });
    } finally {
      await t.db.update(subscribeTypes).set({ active: true }).where(eq(subscribeTypes.id, 2));
    }
    const [type] = (await apiGet(t.app, 'subscriber/getSubscribeTypeList', { kind: 'newspaper' })).body.data;
    expect(type).toEqual({ id: 1, kind: 'newspaper', name: '《上海汽车报》全年订阅', summary: expect.any(String), priceFen: 36000, months: 12, delivery: true, epaper: expect.any(Boolean), benefits: expect.any(Array) });
  });

  it('should count only the reader’s own unpaid orders against the limit of five', async () => {
    const token = await reader();
    for (let i = 0; i < 4; i++) await order(t, token, { typeId: 3 });
    const fifth = await paidOrder(t, token, { typeId: 3 });
    expect(fifth.status).toBe('paid');
    // Four unpaid and one paid: a fifth unpaid one is taken, a sixth is not.
    expect((await create(token, { typeId: 3 })).body.code).toBe(200);
    expect((await create(token, { typeId: 3 })).body).toMatchObject({ code: 429, msg: '未支付的订单过多，请先支付或等待订单关闭' });
    expect((await create(await reader(), { typeId: 3 })).body.code).toBe(200);
  });

  it('should answer a repeated key with its order even after it was paid, and refuse the key for another subscription', async () => {
    const token = await reader();
    const key = newKey();
    const placed = await order(t, token, { typeId: 3, idempotencyKey: key });
    const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
    await atCashier(t, prepayId, redirectUrl, 'pay');
    const again = await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, idempotencyKey: key }, { token });
    expect(again.body.data).toMatchObject({ orderNo: placed.orderNo, typeName: '电子报年卡', status: 'paid', subscriptionId: expect.any(Number) });
    const first = again.body.data.subscriptionId as number;
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, kind: 'renew', subscriptionId: first, idempotencyKey: key }, { token })).body).toMatchObject({ code: 409, msg: '订单已提交，请勿修改后重复提交' });

    const second = (await paidOrder(t, token, { typeId: 3 })).subscriptionId;
    const renewKey = newKey();
    const renewal = await order(t, token, { typeId: 3, kind: 'renew', subscriptionId: first, idempotencyKey: renewKey });
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, kind: 'renew', subscriptionId: first, idempotencyKey: renewKey }, { token })).body.data.orderNo).toBe(renewal.orderNo);
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, kind: 'renew', subscriptionId: second, idempotencyKey: renewKey }, { token })).body).toMatchObject({ code: 409 });
    expect((await apiPost(t.app, 'subscriber/createOrder', { typeId: 3, kind: 'upgrade', subscriptionId: first, idempotencyKey: renewKey }, { token })).body).toMatchObject({ code: 409 });
  });
});

describe('the reader’s orders', () => {
  it('should list newest first, the newer of two placed at once first, with each type’s name, a page at a time', async () => {
    const token = await reader();
    const a = await order(t, token, { typeId: 3 });
    t.clock.advance(1);
    const b = await order(t, token, { typeId: 4, addressId: (await addAddress(t, token)).id });
    const c = await order(t, token, { typeId: 3 });
    const page = async (n: number) => (await apiGet(t.app, 'subscriber/index', { page: n, pageSize: 2 }, { token })).body.data;
    const first = await page(1);
    expect(first).toMatchObject({ total: 3, hasMore: true });
    expect(first.list.map((o: { orderNo: string; typeName: string }) => [o.orderNo, o.typeName])).toEqual([[c.orderNo, '电子报年卡'], [b.orderNo, '全媒体会员年卡']]);
    expect((await page(2)).list.map((o: { orderNo: string }) => o.orderNo)).toEqual([a.orderNo]);
    expect((await apiGet(t.app, 'subscriber/index', { page: 1, pageSize: 10 }, { token: await reader() })).body.data).toMatchObject({ total: 0, list: [] });
  });

  it('should be payable until the second it expires, and refundable until seven days after payment', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const expires = Date.parse(placed.expiresAt);
    t.clock.set(new Date(expires - 1000));
    expect((await view(token, placed.orderNo)).canPay).toBe(true);
    t.clock.set(new Date(expires));
    expect((await view(token, placed.orderNo)).canPay).toBe(false);

    const paid = await paidOrder(t, token, { typeId: 3 });
    const paidAt = Date.parse(paid.paidAt ?? '');
    expect(paidAt).toBe(t.clock.now().getTime());
    t.clock.set(new Date(paidAt + 7 * 86_400_000 - 1000));
    expect((await view(token, paid.orderNo)).canRefund).toBe(true);
    t.clock.set(new Date(paidAt + 7 * 86_400_000));
    expect((await view(token, paid.orderNo)).canRefund).toBe(false);
    expect((await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '不要了' }, { token })).body).toMatchObject({ code: 400, msg: '已超过可退款期限（支付后7天内）' });
    t.clock.advance(-1);
    const asked = await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '不要了' }, { token });
    expect(asked.body.data).toMatchObject({ status: 'refund_requested', refundReason: '不要了', refundRequestedAt: t.clock.now().toISOString(), canRefund: false, canCancelRefund: true });
    // Past the window a request already made can still be withdrawn, but not made again.
    t.clock.advance(2);
    expect((await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '不要了' }, { token })).body).toMatchObject({ code: 400, msg: '该订单当前不能申请退款' });
    expect((await apiPost(t.app, 'subscriber/cancelRefund', { orderNo: paid.orderNo }, { token })).body.data).toMatchObject({ status: 'paid', refundReason: null, refundRequestedAt: null, canRefund: false, canCancelRefund: false });
    expect((await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '不要了' }, { token: await reader() })).body).toMatchObject({ code: 404, msg: '订单不存在' });
  });

  it('should show when a refund was paid back', async () => {
    const token = await reader();
    const paid = await paidOrder(t, token, { typeId: 3 });
    await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '买错了' }, { token });
    t.clock.advance(25 * 3600);
    await sweepOrders(deps());
    expect(await view(token, paid.orderNo)).toMatchObject({ status: 'refunded', refundReason: '买错了', refundedAt: t.clock.now().toISOString(), canRefund: false, canCancelRefund: false });
    expect((await subscriptionOf(paid.subscriptionId ?? 0))?.status).toBe('refunded');
  });
});
