import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/Db.ts';
import { FakeClock } from '../../testing/FakeClock.ts';
import { openTestDb } from '../../testing/pgliteTemplates.ts';
import { CASHIER_PATH, LocalWechatPay, type SignedNotification } from './LocalWechatPay.ts';
import { LOCAL_MCHID } from './localPayKeys.ts';
import { rfc3339 } from './RealWechatPay.ts';
import { decryptResource, verifyWechatpaySignature } from './wechatPaySignature.ts';
import type { PrepayOrder } from './WechatPay.ts';

const APP_ID = 'wx00000000000local';
let db: Db;
let close: () => Promise<void>;
const clock = new FakeClock('2026-03-16T02:00:00Z');
let local: LocalWechatPay;
beforeAll(async () => {
  ({ db, close } = await openTestDb('migrated'));
  local = new LocalWechatPay(db, clock, APP_ID);
});
afterAll(() => close());

let orders = 0;
/** An order of 98 yuan that expires in 30 minutes, with a fresh number. */
function anOrder(more: Partial<PrepayOrder> = {}): PrepayOrder {
  orders++;
  return {
    outTradeNo: `SQ20260316100000LOC${String(orders).padStart(3, '0')}`,
    description: '订阅电子报年卡（12个月）',
    amountFen: 9800,
    expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
    notifyUrl: 'http://localhost/api/front/wechat/pay/notify',
    scene: 'h5',
    openid: null,
    clientIp: '10.0.0.1',
    returnUrl: 'http://localhost/shqcb/#/order-pay-success',
    ...more,
  };
}

/** Places an order and returns its prepay id, read from the cashier's address. */
async function prepaid(order: PrepayOrder): Promise<string> {
  const answer = await local.prepay(order);
  if (answer.kind !== 'cashier') throw new Error(`expected the cashier, got ${answer.kind}`);
  return new URL(answer.url, 'http://localhost').searchParams.get('prepay_id') ?? '';
}

/** What the server makes of a notification: its signature checked and its resource decrypted with the keys the local WeChat Pay gives. */
function read(notification: SignedNotification | null) {
  if (!notification) throw new Error('no notification');
  const header = (name: string) => notification.headers[name];
  const problem = verifyWechatpaySignature(
    { timestamp: header('Wechatpay-Timestamp'), nonce: header('Wechatpay-Nonce'), signature: header('Wechatpay-Signature'), serial: header('Wechatpay-Serial') },
    notification.body,
    local.notificationKeys.publicKeys,
    clock.now(),
  );
  const { resource, ...event } = JSON.parse(notification.body);
  return { problem, headers: notification.headers, event, originalType: resource.original_type, resource: JSON.parse(decryptResource(resource, local.notificationKeys.apiV3Key)) };
}

describe('LocalWechatPay', () => {
  it('should keep one transaction per order number, renewing its prepay id, and send the payer to the cashier', async () => {
    const order = anOrder();
    const answer = await local.prepay(order);
    expect(answer).toEqual({ kind: 'cashier', url: expect.stringMatching(new RegExp(`^${CASHIER_PATH}\\?prepay_id=local_wx[0-9a-f]{24}&redirect_url=`)) });
    const first = await prepaid(order);
    const second = await prepaid({ ...order, description: 'changed', amountFen: 1 });
    expect(second).not.toBe(first);
    expect(await local.cashierOrder(first)).toBeNull();
    expect(await local.cashierOrder(second)).toMatchObject({ prepayId: second, outTradeNo: order.outTradeNo, description: order.description, amountFen: 9800, tradeState: 'NOTPAY', expiresAt: order.expiresAt });
    expect(new URL(answer.kind === 'cashier' ? answer.url : '', 'http://localhost').searchParams.get('redirect_url')).toBe(order.returnUrl);
    expect(await local.queryOrder(order.outTradeNo)).toEqual({ appid: APP_ID, mchid: LOCAL_MCHID, out_trade_no: order.outTradeNo, trade_state: 'NOTPAY', amount: { total: 9800, payer_total: 9800, currency: 'CNY' } });
    expect(await local.queryOrder('SQ20260316100000NOSUCH')).toBeNull();
  });

  it('should pay once, and send the notification WeChat Pay would, signed and encrypted', async () => {
    const order = anOrder();
    const prepayId = await prepaid(order);
    const paidAt = clock.now();
    const paid = read(await local.pay(prepayId));
    expect(paid.problem).toBeNull();
    expect(paid.headers).toMatchObject({ 'Content-Type': 'application/json', 'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048' });
    expect(paid.event).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), create_time: rfc3339(paidAt), resource_type: 'encrypt-resource', event_type: 'TRANSACTION.SUCCESS', summary: '支付成功' });
    expect(paid.originalType).toBe('transaction');
    const transaction = {
      appid: APP_ID,
      mchid: LOCAL_MCHID,
      out_trade_no: order.outTradeNo,
      transaction_id: expect.stringMatching(/^4200000[0-9a-f]{20}$/),
      trade_state: 'SUCCESS',
      success_time: rfc3339(paidAt),
      amount: { total: 9800, payer_total: 9800, currency: 'CNY' },
    };
    expect(paid.resource).toEqual(transaction);
    // A second tap finds it paid: the same transaction again, not a second payment.
    clock.advance(60);
    const again = read(await local.pay(prepayId));
    expect(again.resource).toEqual(paid.resource);
    expect(again.event.create_time).toBe(rfc3339(clock.now()));
    expect(await local.queryOrder(order.outTradeNo)).toEqual(paid.resource);
  });

  it('should not pay an unknown prepay id, nor an order at or after its expiry', async () => {
    expect(await local.pay('local_wx000000000000000000000000')).toBeNull();
    const order = anOrder({ expiresAt: new Date(clock.now().getTime() + 1000) });
    const prepayId = await prepaid(order);
    const start = clock.now();
    clock.advance(1);
    expect(await local.pay(prepayId)).toBeNull();
    expect((await local.queryOrder(order.outTradeNo))?.trade_state).toBe('NOTPAY');
    clock.set(new Date(start.getTime() + 999));
    expect(read(await local.pay(prepayId)).resource.trade_state).toBe('SUCCESS');
  });

  it('should close an unpaid order for good, and say paid for one paid or refunded', async () => {
    const open = anOrder();
    const prepayId = await prepaid(open);
    expect(await local.closeOrder(open.outTradeNo)).toBe('closed');
    expect((await local.queryOrder(open.outTradeNo))?.trade_state).toBe('CLOSED');
    expect(await local.pay(prepayId)).toBeNull();
    expect(await local.closeOrder(open.outTradeNo)).toBe('closed');

    const paid = anOrder();
    await local.pay(await prepaid(paid));
    expect(await local.closeOrder(paid.outTradeNo)).toBe('paid');
    expect((await local.queryOrder(paid.outTradeNo))?.trade_state).toBe('SUCCESS');
    await local.refund({ outTradeNo: paid.outTradeNo, outRefundNo: `RF${paid.outTradeNo.slice(2)}`, reason: '', totalFen: 9800, refundFen: 9800, notifyUrl: '' });
    expect(await local.closeOrder(paid.outTradeNo)).toBe('paid');
    expect(await local.closeOrder('SQ20260316100000NOSUCH')).toBe('closed');
  });

  it('should say paid when the payment lands between its read of the order and its close', async () => {
    const order = anOrder();
    const prepayId = await prepaid(order);
    // The database as the closing instance sees it: the reader pays just before its UPDATE runs.
    const racing = new Proxy(db, {
      get: (target, property) =>
        property === 'update'
          ? (table: Parameters<Db['update']>[0]) => ({
              set: (values: never) => ({
                where: async (condition: never) => {
                  await local.pay(prepayId);
                  return target.update(table).set(values).where(condition);
                },
              }),
            })
          : Reflect.get(target, property),
    });
    expect(await new LocalWechatPay(racing, clock, APP_ID).closeOrder(order.outTradeNo)).toBe('paid');
    expect((await local.queryOrder(order.outTradeNo))?.trade_state).toBe('SUCCESS');
  });

  it('should refund at once, once per refund number, and send its notification', async () => {
    const order = anOrder();
    await local.pay(await prepaid(order));
    const outRefundNo = `RF${order.outTradeNo.slice(2)}`;
    const request = { outTradeNo: order.outTradeNo, outRefundNo, reason: '不需要了', totalFen: 9800, refundFen: 9800, notifyUrl: 'http://localhost/api/front/wechat/pay/refundNotify' };
    const refundedAt = clock.now();
    const result = await local.refund(request);
    expect(result).toEqual({ out_refund_no: outRefundNo, out_trade_no: order.outTradeNo, refund_id: expect.stringMatching(/^50300[0-9a-f]{23}$/), status: 'SUCCESS', amount: { refund: 9800 } });
    clock.advance(60);
    expect(await local.refund(request)).toEqual(result);
    expect(await local.queryRefund(outRefundNo)).toEqual(result);
    expect((await local.queryOrder(order.outTradeNo))?.trade_state).toBe('REFUND');

    const notified = read(await local.refundNotification(outRefundNo));
    expect(notified.problem).toBeNull();
    expect([notified.event.event_type, notified.event.summary, notified.originalType]).toEqual(['REFUND.SUCCESS', '退款成功', 'refund']);
    expect(notified.resource).toEqual({
      mchid: LOCAL_MCHID,
      out_trade_no: order.outTradeNo,
      transaction_id: '',
      out_refund_no: outRefundNo,
      refund_id: result.refund_id,
      refund_status: 'SUCCESS',
      success_time: rfc3339(refundedAt),
      amount: { total: 9800, refund: 9800, payer_total: 9800, payer_refund: 9800 },
    });
    expect(await local.queryRefund('RF20260316100000NOSUCH')).toBeNull();
    expect(await local.refundNotification('RF20260316100000NOSUCH')).toBeNull();
  });
});
