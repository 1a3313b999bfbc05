import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionOrders, subscriptions, users } from '../../db/schema.ts';
import { WechatPayError, type RefundRequest, type RefundResult, type Transaction, type WechatPay } from '../../providers/pay/WechatPay.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { addAddress, order, readers } from '../../testing/subscriptionFlow.ts';
import { closeOrder, confirmPayment } from './orderStates.ts';
import { sweepOrders } from './sweepOrders.ts';

/**
 * The order state machine and the order sweep against a WeChat Pay whose answers each test sets
 * (mutation testing of orderStates.ts and sweepOrders.ts). Every test gets a fresh database, so the
 * sweep's counts are exact.
 */

const APP_ID = 'wx0123456789abcdef';
const MCHID = '1900007291';
const merchant = { appId: APP_ID, mchid: MCHID };

/** A real-mode WeChat Pay whose answers the test sets; it records what it was asked. */
function fakePay() {
  const asked = { closed: [] as string[], refunds: [] as RefundRequest[], refundQueries: [] as string[] };
  const answer = {
    query: async (_orderNo: string): Promise<Transaction | null> => null,
    close: async (_orderNo: string): Promise<'closed' | 'paid'> => 'closed',
    refund: async (request: RefundRequest): Promise<RefundResult> => ({ out_refund_no: request.outRefundNo, out_trade_no: request.outTradeNo, refund_id: 'R1', status: 'PROCESSING' }),
    queryRefund: async (_refundNo: string): Promise<RefundResult | null> => null,
  };
  const pay: WechatPay = {
    kind: 'real',
    appId: APP_ID,
    mchid: MCHID,
    notificationKeys: { publicKeys: new Map(), apiV3Key: 'x'.repeat(32) },
    prepay: () => Promise.reject(new Error('not used')),
    queryOrder: (orderNo) => answer.query(orderNo),
    closeOrder: (orderNo) => {
      asked.closed.push(orderNo);
      return answer.close(orderNo);
    },
    refund: (request) => {
      asked.refunds.push(request);
      return answer.refund(request);
    },
    queryRefund: (refundNo) => {
      asked.refundQueries.push(refundNo);
      return answer.queryRefund(refundNo);
    },
  };
  return { pay, asked, answer };
}

let opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.map((app) => app.close()));
  opened = [];
});

/** A fresh app with the fake WeChat Pay, a reader, and the log lines. */
async function setUp() {
  const { pay, asked, answer } = fakePay();
  const lines: string[] = [];
  const logger = { info: (line: string, data?: object) => void lines.push(`info ${line} ${JSON.stringify(data)}`), warn() {}, error: (line: string, data?: object) => void lines.push(`error ${line} ${JSON.stringify(data)}`) };
  const t = await createTestApp({ providers: { wechatPay: pay }, logger });
  opened.push(t);
  const token = await readers(t, 13_560_000_000)();
  const deps = { db: t.db, clock: t.clock, providers: t.providers, config: t.config, logger };
  const row = async (orderNo: string) => {
    const [found] = await t.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.orderNo, orderNo));
    if (!found) throw new Error(`no order ${orderNo}`);
    return found;
  };
  /** WeChat Pay's record of the order paid in full now. */
  const paidTransaction = async (orderNo: string, change: Partial<Transaction> = {}): Promise<Transaction> => ({
    appid: APP_ID,
    mchid: MCHID,
    out_trade_no: orderNo,
    transaction_id: `4200${orderNo.slice(-12)}`,
    trade_state: 'SUCCESS',
    success_time: t.clock.now().toISOString(),
    amount: { total: (await row(orderNo)).amountFen, payer_total: 1, currency: 'CNY' },
    ...change,
  });
  const pay1 = async (orderNo: string) => confirmPayment(t.db, await paidTransaction(orderNo), merchant, t.clock.now());
  const show = async () => (await apiGet(t.app, 'subscriber/show', {}, { token })).body.data.subscriptions;
  return { t, token, deps, asked, answer, lines, row, paidTransaction, pay: pay1, show };
}

describe('confirmPayment', () => {
  it('should take only a SUCCESS of our AppID and merchant, with a transaction id, for the order’s exact amount', async () => {
    const { t, token, row, paidTransaction } = await setUp();
    const placed = await order(t, token, { typeId: 3 });
    const confirm = async (change: Partial<Transaction>) => confirmPayment(t.db, await paidTransaction(placed.orderNo, change), merchant, t.clock.now());
    expect(await confirmPayment(t.db, { ...(await paidTransaction(placed.orderNo)), out_trade_no: 'SQ20260316100000ZZZZZZ' }, merchant, t.clock.now())).toEqual({ applied: false, problem: 'unknown-order', order: null });
    expect(await confirm({ appid: 'wx0000000000000000' })).toMatchObject({ applied: false, problem: 'wrong-merchant', order: { orderNo: placed.orderNo } });
    expect(await confirm({ mchid: '1900000000' })).toMatchObject({ applied: false, problem: 'wrong-merchant' });
    expect(await confirm({ amount: { total: 9801 } })).toMatchObject({ applied: false, problem: 'wrong-amount' });
    expect(await confirm({ amount: undefined })).toMatchObject({ applied: false, problem: 'wrong-amount' });
    expect(await confirm({ trade_state: 'NOTPAY' })).toMatchObject({ applied: false, problem: 'not-paid' });
    expect(await confirm({ transaction_id: undefined })).toMatchObject({ applied: false, problem: 'not-paid' });
    expect(await confirm({ transaction_id: '' })).toMatchObject({ applied: false, problem: 'not-paid' });
    expect(await row(placed.orderNo)).toMatchObject({ status: 'created', paidAt: null, transactionId: null, subscriptionId: null });

    const paid = await confirm({ success_time: '2026-03-16T10:05:07+08:00', transaction_id: '4200000001' });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, paid.order?.id ?? 0));
    expect(paid).toMatchObject({ applied: true, problem: null, order: { status: 'paid', transactionId: '4200000001', subscriptionId: sub?.id } });
    expect(await row(placed.orderNo)).toMatchObject({ status: 'paid', paidAt: new Date('2026-03-16T02:05:07Z'), transactionId: '4200000001', subscriptionId: sub?.id });
    // A repeat: nothing more, and no problem either.
    expect(await confirm({ transaction_id: '4200000001' })).toMatchObject({ applied: false, problem: null, order: { orderNo: placed.orderNo } });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, sub?.userId ?? 0))).toHaveLength(1);
  });

  it('should date a payment by the time it is applied when WeChat Pay gives none, or none that reads', async () => {
    const { t, token, row, paidTransaction } = await setUp();
    const a = await order(t, token, { typeId: 3 });
    const b = await order(t, token, { typeId: 3 });
    t.clock.advance(60);
    await confirmPayment(t.db, await paidTransaction(a.orderNo, { success_time: undefined }), merchant, t.clock.now());
    await confirmPayment(t.db, await paidTransaction(b.orderNo, { success_time: 'yesterday' }), merchant, t.clock.now());
    expect((await row(a.orderNo)).paidAt).toEqual(t.clock.now());
    expect((await row(b.orderNo)).paidAt).toEqual(t.clock.now());
  });

  it('should close an unpaid order once, and still take its payment afterwards, no longer closed', async () => {
    const { t, token, row, pay } = await setUp();
    const placed = await order(t, token, { typeId: 3 });
    const id = (await row(placed.orderNo)).id;
    expect(await closeOrder(t.db, id, t.clock.now())).toBe(true);
    expect(await row(placed.orderNo)).toMatchObject({ status: 'closed', closedAt: t.clock.now() });
    expect(await closeOrder(t.db, id, t.clock.now())).toBe(false);
    expect(await pay(placed.orderNo)).toMatchObject({ applied: true });
    expect(await row(placed.orderNo)).toMatchObject({ status: 'paid', closedAt: null });
    expect(await closeOrder(t.db, id, t.clock.now())).toBe(false);
    expect((await row(placed.orderNo)).status).toBe('paid');
  });

  it('should write what each payment did into the subscription’s history', async () => {
    const { t, token, pay, show } = await setUp();
    const first = await order(t, token, { typeId: 3 });
    await pay(first.orderNo);
    const [pass] = await show();
    expect(pass).toMatchObject({ typeId: 3, startDate: '2026-03-16', history: [{ kind: 'created', text: `订阅电子报年卡，2026-03-16 起（订单 ${first.orderNo}）` }] });

    const renewal = await order(t, token, { typeId: 3, kind: 'renew', subscriptionId: pass.id });
    await pay(renewal.orderNo);
    const renewed = (await show()).find((s: { orderNo: string }) => s.orderNo === renewal.orderNo);
    expect(renewed).toMatchObject({ startDate: '2027-03-16', endDate: '2028-03-15', history: [{ kind: 'renewed', text: `续订电子报年卡，2027-03-16 起（订单 ${renewal.orderNo}）` }] });

    const address = await addAddress(t, token);
    const upgrade = await order(t, token, { typeId: 4, kind: 'upgrade', subscriptionId: pass.id, addressId: address.id });
    await pay(upgrade.orderNo);
    const upgraded = (await show()).find((s: { id: number }) => s.id === pass.id);
    expect(upgraded).toMatchObject({ typeId: 4, address: { detail: '世纪大道100号' }, history: [{ kind: 'upgrade', text: `升级为全媒体会员年卡（订单 ${upgrade.orderNo}）` }, { kind: 'created' }] });
  });
});

describe('the order sweep', () => {
  it('should leave an unpaid order until its 30 minutes have passed, then close it here and at WeChat Pay', async () => {
    const { t, token, deps, asked, row } = await setUp();
    const placed = await order(t, token, { typeId: 3 });
    t.clock.set((await row(placed.orderNo)).expiresAt);
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect(asked.closed).toEqual([]);
    t.clock.advance(1);
    expect(await sweepOrders(deps)).toEqual({ closed: 1, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect(asked.closed).toEqual([placed.orderNo]);
    expect(await row(placed.orderNo)).toMatchObject({ status: 'closed', closedAt: t.clock.now() });
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
  });

  it('should apply a payment WeChat Pay reports instead of closing the order', async () => {
    const { t, token, deps, asked, answer, row, paidTransaction, lines } = await setUp();
    const placed = await order(t, token, { typeId: 3 });
    const transaction = await paidTransaction(placed.orderNo);
    answer.query = async () => transaction;
    t.clock.advance(31 * 60);
    lines.length = 0;
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 1, refundsSent: 0, refundsSettled: 0 });
    expect(asked.closed).toEqual([]);
    expect((await row(placed.orderNo)).status).toBe('paid');
    expect(lines).toEqual([`info order paid ${JSON.stringify({ orderNo: placed.orderNo, via: 'close job' })}`]);
  });

  it('should apply a payment WeChat Pay reports while refusing to close, and leave the order when it cannot find it yet', async () => {
    const { t, token, deps, answer, row, paidTransaction, lines } = await setUp();
    const late = await order(t, token, { typeId: 3 });
    const lost = await order(t, token, { typeId: 3 });
    const transaction = await paidTransaction(late.orderNo);
    let paidMeanwhile = false;
    answer.close = async () => {
      paidMeanwhile = true;
      return 'paid';
    };
    answer.query = async (orderNo) => (paidMeanwhile && orderNo === late.orderNo ? transaction : null);
    t.clock.advance(31 * 60);
    lines.length = 0;
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 1, refundsSent: 0, refundsSettled: 0 });
    expect((await row(late.orderNo)).status).toBe('paid');
    expect(lines).toEqual([`info order paid ${JSON.stringify({ orderNo: late.orderNo, via: 'close job' })}`]);
    expect(await row(lost.orderNo)).toMatchObject({ status: 'created', closedAt: null });
  });

  it('should leave an order for the next pass when WeChat Pay cannot be reached to close it, and pass any other failure up', async () => {
    const { t, token, deps, answer, row } = await setUp();
    const placed = await order(t, token, { typeId: 3 });
    t.clock.advance(31 * 60);
    answer.close = () => Promise.reject(new WechatPayError('unreachable'));
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect((await row(placed.orderNo)).status).toBe('created');
    answer.close = () => Promise.reject(new TypeError('a bug'));
    await expect(sweepOrders(deps)).rejects.toThrow('a bug');
    answer.close = async () => 'closed';
    expect((await sweepOrders(deps)).closed).toBe(1);
  });

  /** A paid order whose reader asked for it back. */
  async function refundAsked({ t, token, pay }: Awaited<ReturnType<typeof setUp>>) {
    const paid = await order(t, token, { typeId: 3 });
    await pay(paid.orderNo);
    await apiPost(t.app, 'subscriber/refund', { orderNo: paid.orderNo, reason: '买错了' }, { token });
    return paid;
  }
  const stopped = new AbortController();
  stopped.abort();

  it('should stop at once when asked to', async () => {
    const set = await setUp();
    const { t, token, deps, asked, row } = set;
    const placed = await order(t, token, { typeId: 3 });
    const paid = await refundAsked(set);
    t.clock.advance(25 * 3600);
    expect(await sweepOrders(deps, stopped.signal)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect(asked).toEqual({ closed: [], refunds: [], refundQueries: [] });
    expect((await row(placed.orderNo)).status).toBe('created');
    expect((await row(paid.orderNo)).status).toBe('refund_requested');
  });

  it('should stop at once when asked to, whichever step it is at', async () => {
    const set = await setUp();
    const { t, deps, asked, row } = set;
    const paid = await refundAsked(set);
    t.clock.advance(25 * 3600);
    // Nothing overdue: the stop is seen at the refunds to send.
    expect(await sweepOrders(deps, stopped.signal)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect(asked.refunds).toEqual([]);
    expect((await row(paid.orderNo)).status).toBe('refund_requested');
    await sweepOrders(deps);
    t.clock.advance(6 * 60);
    // Only a refund to ask about: the stop is seen there.
    expect(await sweepOrders(deps, stopped.signal)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect(asked.refundQueries).toEqual([]);
    expect(asked.refunds).toHaveLength(1);
  });

  it('should skip a refund request withdrawn while the sweep was sending another', async () => {
    const { t, token, deps, asked, answer, row, pay } = await setUp();
    const a = await order(t, token, { typeId: 3 });
    const b = await order(t, token, { typeId: 3 });
    await pay(a.orderNo);
    await pay(b.orderNo);
    for (const orderNo of [a.orderNo, b.orderNo]) await apiPost(t.app, 'subscriber/refund', { orderNo, reason: '买错了' }, { token });
    t.clock.advance(25 * 3600);
    answer.refund = async (request) => {
      if (asked.refunds.length === 1) {
        const other = request.outTradeNo === a.orderNo ? b.orderNo : a.orderNo;
        expect((await apiPost(t.app, 'subscriber/cancelRefund', { orderNo: other }, { token })).body.code).toBe(200);
      }
      return { out_refund_no: request.outRefundNo, out_trade_no: request.outTradeNo, refund_id: 'R1', status: 'PROCESSING' };
    };
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 1, refundsSettled: 0 });
    expect(asked.refunds).toHaveLength(1);
    expect([(await row(a.orderNo)).status, (await row(b.orderNo)).status].sort()).toEqual(['paid', 'refunding']);
  });

  it('should handle at most 100 orders of each step in one pass', async () => {
    const { t, deps, answer } = await setUp();
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    const now = t.clock.now();
    const rows = (status: string, prefix: string) =>
      Array.from({ length: 101 }, (_, i) => ({
        orderNo: `SQ${prefix}${String(i).padStart(6, '0')}`,
        userId: user?.id ?? 0,
        idempotencyKey: `sweep-key-${prefix}-${String(i).padStart(6, '0')}`,
        kind: 'new',
        typeId: 3,
        amountFen: 9800,
        description: '订阅',
        status,
        createdAt: now,
        expiresAt: new Date(now.getTime() - 60_000),
        paidAt: status === 'created' ? null : now,
        refundRequestedAt: status === 'created' ? null : new Date(now.getTime() - 25 * 3_600_000),
        refundNo: status === 'refunding' ? `RF${prefix}${String(i).padStart(6, '0')}` : null,
        refundSubmittedAt: status === 'refunding' ? new Date(now.getTime() - 600_000) : null,
      }));
    await t.db.insert(subscriptionOrders).values([...rows('created', '1'), ...rows('refund_requested', '2'), ...rows('refunding', '3')]);
    answer.queryRefund = async (refundNo) => ({ out_refund_no: refundNo, out_trade_no: '', refund_id: 'R', status: 'SUCCESS' });
    expect(await sweepOrders(deps)).toEqual({ closed: 100, paidLate: 0, refundsSent: 100, refundsSettled: 100 });
    // The refunds sent in the first pass are not yet five minutes old.
    expect(await sweepOrders(deps)).toEqual({ closed: 1, paidLate: 0, refundsSent: 1, refundsSettled: 1 });
  });
});

describe('refunds through the sweep', () => {
  /** A paid pass whose refund the reader asked for. */
  async function refundAsked() {
    const s = await setUp();
    const placed = await order(s.t, s.token, { typeId: 3 });
    await s.pay(placed.orderNo);
    expect((await apiPost(s.t.app, 'subscriber/refund', { orderNo: placed.orderNo, reason: '不需要了' }, { token: s.token })).status).toBe(200);
    return { ...s, orderNo: placed.orderNo, refundNo: `RF${placed.orderNo.slice(2)}` };
  }

  it('should send a request after exactly its review day, once, and ask about it only after five minutes without news', async () => {
    const { t, deps, asked, answer, row, orderNo, refundNo } = await refundAsked();
    t.clock.advance(24 * 3600);
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    t.clock.advance(1);
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 1, refundsSettled: 0 });
    expect(asked.refunds).toEqual([{ outTradeNo: orderNo, outRefundNo: refundNo, reason: '不需要了', totalFen: 9800, refundFen: 9800, notifyUrl: expect.stringMatching(/^https?:\/\/[^/]+\/api\/front\/wechat\/pay\/refundNotify$/) }]);
    expect(await row(orderNo)).toMatchObject({ status: 'refunding', refundNo, refundSubmittedAt: t.clock.now() });

    t.clock.advance(5 * 60);
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect(asked.refundQueries).toEqual([]);
    t.clock.advance(1);
    // WeChat Pay does not know it: sent again with the same out_refund_no.
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect(asked.refundQueries).toEqual([refundNo]);
    expect(asked.refunds.map((r) => r.outRefundNo)).toEqual([refundNo, refundNo]);
    // Still processing: nothing changes.
    answer.queryRefund = async () => ({ out_refund_no: refundNo, out_trade_no: orderNo, refund_id: 'R1', status: 'PROCESSING' });
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    expect((await row(orderNo)).status).toBe('refunding');
    answer.queryRefund = async () => ({ out_refund_no: refundNo, out_trade_no: orderNo, refund_id: 'R1', status: 'SUCCESS' });
    t.clock.advance(10);
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 1 });
    expect(await row(orderNo)).toMatchObject({ status: 'refunded', refundedAt: t.clock.now(), refundError: null });
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
  });

  it('should end the subscription a refund pays back, and say so in its history', async () => {
    const { t, deps, answer, orderNo, show } = await refundAsked();
    answer.refund = async (request) => ({ out_refund_no: request.outRefundNo, out_trade_no: orderNo, refund_id: 'R1', status: 'SUCCESS' });
    t.clock.advance(25 * 3600);
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 1, refundsSettled: 0 });
    const [sub] = await show();
    expect(sub).toMatchObject({ status: 'refunded', history: [{ kind: 'refund', text: `已退款，订阅终止（订单 ${orderNo}）` }, { kind: 'created' }] });
  });

  it('should keep a refund WeChat Pay closed or found abnormal as failed, with its status for the operators', async () => {
    const closed = await refundAsked();
    closed.answer.refund = async (request) => ({ out_refund_no: request.outRefundNo, out_trade_no: closed.orderNo, refund_id: 'R1', status: 'CLOSED' });
    closed.t.clock.advance(25 * 3600);
    await sweepOrders(closed.deps);
    expect(await closed.row(closed.orderNo)).toMatchObject({ status: 'refund_failed', refundError: 'CLOSED', refundedAt: null });
    expect((await closed.show())[0].status).toBe('active');

    const abnormal = await refundAsked();
    abnormal.t.clock.advance(25 * 3600);
    await sweepOrders(abnormal.deps);
    abnormal.t.clock.advance(6 * 60);
    abnormal.answer.queryRefund = async (refundNo) => ({ out_refund_no: refundNo, out_trade_no: abnormal.orderNo, refund_id: 'R1', status: 'ABNORMAL' });
    expect((await sweepOrders(abnormal.deps)).refundsSettled).toBe(1);
    expect(await abnormal.row(abnormal.orderNo)).toMatchObject({ status: 'refund_failed', refundError: 'ABNORMAL' });
  });

  it('should keep WeChat Pay’s refusal on the order and tell the operators, and pass any other failure up', async () => {
    const { t, deps, answer, row, lines, orderNo, refundNo } = await refundAsked();
    answer.refund = () => Promise.reject(new WechatPayError('refused', 'NOT_ENOUGH'));
    lines.length = 0;
    t.clock.advance(25 * 3600);
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 1, refundsSettled: 0 });
    expect(await row(orderNo)).toMatchObject({ status: 'refunding', refundError: 'NOT_ENOUGH' });
    expect(lines).toEqual([`error refund not accepted by wechat pay ${JSON.stringify({ orderNo, code: 'NOT_ENOUGH' })}`]);
    // Asked again later and refused without a code: the message is kept.
    answer.refund = () => Promise.reject(new WechatPayError('timed out'));
    t.clock.advance(6 * 60);
    await sweepOrders(deps);
    expect((await row(orderNo)).refundError).toBe('timed out');
    // WeChat Pay cannot be asked: left for the next pass.
    answer.queryRefund = () => Promise.reject(new WechatPayError('unreachable'));
    expect(await sweepOrders(deps)).toEqual({ closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 });
    answer.queryRefund = () => Promise.reject(new TypeError('a bug'));
    await expect(sweepOrders(deps)).rejects.toThrow('a bug');
    answer.queryRefund = async () => null;
    answer.refund = () => Promise.reject(new TypeError('another bug'));
    await expect(sweepOrders(deps)).rejects.toThrow('another bug');
    expect(await row(orderNo)).toMatchObject({ status: 'refunding', refundNo });
  });

  it('should give back the former type when an upgrade is refunded', async () => {
    const { t, token, deps, answer, pay, show } = await setUp();
    const pass = await order(t, token, { typeId: 3 });
    await pay(pass.orderNo);
    const [sub] = await show();
    const address = await addAddress(t, token);
    const upgrade = await order(t, token, { typeId: 4, kind: 'upgrade', subscriptionId: sub.id, addressId: address.id });
    await pay(upgrade.orderNo);
    await apiPost(t.app, 'subscriber/refund', { orderNo: upgrade.orderNo, reason: '太贵了' }, { token });
    answer.refund = async (request) => ({ out_refund_no: request.outRefundNo, out_trade_no: upgrade.orderNo, refund_id: 'R1', status: 'SUCCESS' });
    t.clock.advance(25 * 3600);
    await sweepOrders(deps);
    const [after] = await show();
    expect(after).toMatchObject({ id: sub.id, typeId: 3, status: 'active', history: [{ kind: 'refund', text: `升级已退款，恢复为原订阅（订单 ${upgrade.orderNo}）` }, { kind: 'upgrade' }, { kind: 'created' }] });
  });
});
