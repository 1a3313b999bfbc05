/**
 * The order state machine (docs/subscription-states.md). Every transition is one conditional UPDATE
 * from the state it leaves (`… WHERE status = 'created'`), inside a transaction with its effect on
 * the subscription, so that duplicate notifications, a late query, the close job and a reader's
 * taps can race freely: exactly one of them moves the order, the others change nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/Db.ts';
import { subscriptionOrders, subscriptions } from '../../db/schema.ts';
import type { Transaction } from '../../providers/pay/WechatPay.ts';
import { addDays, endOfPeriod, laterDay, today } from './days.ts';
import type { OrderRow } from './orders.ts';
import { typeById } from './subscribeTypes.ts';
import { recordEvent } from './subscriptionView.ts';

/** Why a payment was not accepted for an order. */
export type PaymentProblem = 'unknown-order' | 'wrong-merchant' | 'wrong-amount' | 'not-paid';

export type PaymentOutcome = { applied: boolean; problem: null; order: OrderRow } | { applied: false; problem: PaymentProblem; order: OrderRow | null };

/**
 * Applies a transaction WeChat Pay reported (notification or query) to its order: only a SUCCESS
 * for this AppID and merchant and the order's exact amount counts. The order moves from created
 * (or closed: the money arrived, which is what matters) to paid once; the subscription it buys is
 * created or changed in the same transaction. A repeat changes nothing and reports `applied: false`.
 */
export async function confirmPayment(db: Db, transaction: Transaction, merchant: { appId: string; mchid: string }, now: Date): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(subscriptionOrders).where(eq(subscriptionOrders.orderNo, transaction.out_trade_no));
    if (!order) return { applied: false, problem: 'unknown-order', order: null };
    if (transaction.appid !== merchant.appId || transaction.mchid !== merchant.mchid) return { applied: false, problem: 'wrong-merchant', order };
    if (transaction.amount?.total !== order.amountFen) return { applied: false, problem: 'wrong-amount', order };
    if (transaction.trade_state !== 'SUCCESS' || !transaction.transaction_id) return { applied: false, problem: 'not-paid', order };
    const paidAt = parseTime(transaction.success_time) ?? now;
    const [paid] = await tx
      .update(subscriptionOrders)
      .set({ status: 'paid', paidAt, transactionId: transaction.transaction_id, closedAt: null })
      .where(and(eq(subscriptionOrders.id, order.id), inArray(subscriptionOrders.status, ['created', 'closed'])))
      .returning();
    if (!paid) return { applied: false, problem: null, order };
    const subscriptionId = await applyPaidOrder(tx, paid, now);
    if (subscriptionId !== paid.subscriptionId) await tx.update(subscriptionOrders).set({ subscriptionId }).where(eq(subscriptionOrders.id, paid.id));
    return { applied: true, problem: null, order: { ...paid, subscriptionId } };
  });
}

/** What a paid order buys: a new subscription (new, renew) or a higher type (upgrade). Returns the subscription's id. */
async function applyPaidOrder(tx: Queryable, order: OrderRow, now: Date): Promise<number | null> {
  const type = await typeById(tx, order.typeId);
  if (!type) throw new Error(`order ${order.orderNo} has no type`);
  if (order.kind === 'upgrade' && order.subscriptionId !== null) {
    await tx
      .update(subscriptions)
      .set({ typeId: type.id, ...(order.address ? { address: order.address } : {}) })
      .where(and(eq(subscriptions.id, order.subscriptionId), eq(subscriptions.typeId, order.fromTypeId ?? -1)));
    await recordEvent(tx, order.subscriptionId, 'upgrade', `升级为${type.name}（订单 ${order.orderNo}）`, now);
    return order.subscriptionId;
  }
  // Passes start today; printed papers the next day (tonight's print run is already planned).
  let start = type.delivery ? addDays(today(now), 1) : today(now);
  if (order.kind === 'renew' && order.subscriptionId !== null) {
    const [previous] = await tx.select({ endDate: subscriptions.endDate }).from(subscriptions).where(eq(subscriptions.id, order.subscriptionId));
    if (previous) start = laterDay(start, addDays(previous.endDate, 1));
  }
  const [created] = await tx
    .insert(subscriptions)
    .values({ userId: order.userId, typeId: type.id, source: 'online', orderId: order.id, status: 'active', startDate: start, endDate: endOfPeriod(start, type.months), address: order.address, createdAt: now })
    .onConflictDoNothing({ target: subscriptions.orderId })
    .returning({ id: subscriptions.id });
  if (!created) return order.subscriptionId;
  await recordEvent(tx, created.id, order.kind === 'renew' ? 'renewed' : 'created', `${order.kind === 'renew' ? '续订' : '订阅'}${type.name}，${start} 起（订单 ${order.orderNo}）`, now);
  return created.id;
}

/** Closes an unpaid order (30 minutes passed, WeChat Pay's side closed). False when it was paid or closed meanwhile. */
export async function closeOrder(db: Queryable, orderId: number, now: Date): Promise<boolean> {
  const closed = await db
    .update(subscriptionOrders)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(subscriptionOrders.id, orderId), eq(subscriptionOrders.status, 'created')))
    .returning({ id: subscriptionOrders.id });
  return closed.length === 1;
}

/** paid → refund_requested, while the payment is younger than `windowMs`. The row when it moved. */
export async function requestRefund(db: Queryable, orderId: number, reason: string, windowMs: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(subscriptionOrders)
    .set({ status: 'refund_requested', refundReason: reason, refundRequestedAt: now })
    .where(and(eq(subscriptionOrders.id, orderId), eq(subscriptionOrders.status, 'paid'), sql`${subscriptionOrders.paidAt} > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`))
    .returning();
  return row;
}

/** refund_requested → paid: the reader withdrew the request before it was sent to WeChat Pay. */
export async function withdrawRefund(db: Queryable, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(subscriptionOrders)
    .set({ status: 'paid', refundReason: null, refundRequestedAt: null })
    .where(and(eq(subscriptionOrders.id, orderId), eq(subscriptionOrders.status, 'refund_requested')))
    .returning();
  return row;
}

/** refund_requested → refunding, claiming the order for one sender; sets the out_refund_no. */
export async function startRefund(db: Queryable, orderId: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(subscriptionOrders)
    .set({ status: 'refunding', refundNo: sql`'RF' || substr(${subscriptionOrders.orderNo}, 3)`, refundSubmittedAt: now })
    .where(and(eq(subscriptionOrders.id, orderId), eq(subscriptionOrders.status, 'refund_requested')))
    .returning();
  return row;
}

/**
 * refunding → refunded (SUCCESS) or refund_failed (CLOSED, ABNORMAL), by out_refund_no. A refunded
 * order's subscription ends at once (new, renew) or goes back to its former type (upgrade).
 */
export async function finishRefund(db: Db, refundNo: string, status: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const success = status === 'SUCCESS';
    const [row] = await tx
      .update(subscriptionOrders)
      .set(success ? { status: 'refunded', refundedAt: now, refundError: null } : { status: 'refund_failed', refundError: status })
      .where(and(eq(subscriptionOrders.refundNo, refundNo), eq(subscriptionOrders.status, 'refunding')))
      .returning();
    if (!row || !success || row.subscriptionId === null) return row !== undefined;
    if (row.kind === 'upgrade') {
      await tx.update(subscriptions).set({ typeId: row.fromTypeId ?? row.typeId }).where(and(eq(subscriptions.id, row.subscriptionId), eq(subscriptions.typeId, row.typeId)));
      await recordEvent(tx, row.subscriptionId, 'refund', `升级已退款，恢复为原订阅（订单 ${row.orderNo}）`, now);
    } else {
      await tx.update(subscriptions).set({ status: 'refunded' }).where(and(eq(subscriptions.id, row.subscriptionId), eq(subscriptions.orderId, row.id)));
      await recordEvent(tx, row.subscriptionId, 'refund', `已退款，订阅终止（订单 ${row.orderNo}）`, now);
    }
    return true;
  });
}

function parseTime(text: string | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
