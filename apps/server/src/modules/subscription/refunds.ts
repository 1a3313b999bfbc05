import { cancelRefund, refund, SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { Order } from '@shqcb/api/contract/subscription';
import type { Db } from '../../db/Db.ts';
import { ApiError } from '../../http/ApiError.ts';
import { requestRefund, withdrawRefund } from './orderStates.ts';
import { orderView, ownOrder, refundDeadline } from './orders.ts';

const DAY_MS = 86_400_000;

/**
 * subscriber/refund: a paid order within the refund window moves to refund_requested with the
 * reader's reason. It waits `refundReviewHours` (the reader may withdraw it meanwhile) before the
 * order sweep sends it to WeChat Pay.
 */
export async function askRefund(db: Db, userId: number, orderNo: string, reason: string, now: Date): Promise<Order> {
  const order = await ownOrder(db, userId, orderNo);
  if (order.status === 'paid' && order.paidAt && now >= refundDeadline(order.paidAt)) throw ApiError.of(refund.refusals.refundExpired);
  const moved = await requestRefund(db, order.id, reason, SUBSCRIPTION_RULES.refundDays * DAY_MS, now);
  if (!moved) throw ApiError.of(refund.refusals.notRefundable);
  return orderView(db, moved, now);
}

/** subscriber/cancelRefund: withdraws a request that was not yet sent to WeChat Pay. */
export async function withdrawRefundRequest(db: Db, userId: number, orderNo: string, now: Date): Promise<Order> {
  const order = await ownOrder(db, userId, orderNo);
  const moved = await withdrawRefund(db, order.id);
  if (!moved) throw ApiError.of(cancelRefund.refusals.notCancellable);
  return orderView(db, moved, now);
}
