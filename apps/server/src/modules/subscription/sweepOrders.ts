import { and, asc, eq, lt } from 'drizzle-orm';
import { SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { AppDeps } from '../../AppDeps.ts';
import { subscriptionOrders } from '../../db/schema.ts';
import { WechatPayError } from '../../providers/pay/WechatPay.ts';
import { notifyUrl, REFUND_NOTIFY_PATH } from '../pay/payNotifyUrls.ts';
import { settleFromQuery } from '../pay/payForOrder.ts';
import { closeOrder, finishRefund, startRefund } from './orderStates.ts';

/** Orders handled per pass and step, so one pass stays short however large a backlog grows. */
const BATCH = 100;
/** A refund WeChat Pay has not confirmed by notification is asked about after this long. */
const REFUND_QUERY_AFTER_MS = 5 * 60_000;

export interface SweepCounts {
  closed: number;
  paidLate: number;
  refundsSent: number;
  refundsSettled: number;
}

/**
 * The order upkeep, run every minute by the job runner (jobs/startOrderSweep.ts):
 *
 * 1. Unpaid orders past their 30 minutes: WeChat Pay is asked first (a payment whose notification
 *    is late is applied, never lost), then the order is closed there and here.
 * 2. Refund requests whose review time has passed are sent to WeChat Pay, each claimed by one
 *    conditional UPDATE so two instances never send one twice (and out_refund_no makes a resend
 *    harmless anyway).
 * 3. Refunds sent a while ago without a notification are asked about.
 */
export async function sweepOrders(deps: AppDeps, signal?: AbortSignal): Promise<SweepCounts> {
  const counts: SweepCounts = { closed: 0, paidLate: 0, refundsSent: 0, refundsSettled: 0 };
  const pay = deps.providers.wechatPay;
  const now = deps.clock.now();

  const overdue = await deps.db
    .select()
    .from(subscriptionOrders)
    .where(and(eq(subscriptionOrders.status, 'created'), lt(subscriptionOrders.expiresAt, now)))
    .orderBy(asc(subscriptionOrders.expiresAt))
    .limit(BATCH);
  for (const order of overdue) {
    if (signal?.aborted) return counts;
    if (await settleFromQuery(deps, order.orderNo, 'close job')) {
      counts.paidLate++;
      continue;
    }
    try {
      if ((await pay.closeOrder(order.orderNo)) === 'paid') {
        if (await settleFromQuery(deps, order.orderNo, 'close job')) counts.paidLate++;
        continue;
      }
    } catch (error) {
      if (!(error instanceof WechatPayError)) throw error;
      // WeChat Pay could not be reached: try again next minute rather than close an order it may have paid.
      continue;
    }
    if (await closeOrder(deps.db, order.id, now)) counts.closed++;
  }

  const reviewed = new Date(now.getTime() - SUBSCRIPTION_RULES.refundReviewHours * 3_600_000);
  const due = await deps.db
    .select({ id: subscriptionOrders.id })
    .from(subscriptionOrders)
    .where(and(eq(subscriptionOrders.status, 'refund_requested'), lt(subscriptionOrders.refundRequestedAt, reviewed)))
    .limit(BATCH);
  for (const { id } of due) {
    if (signal?.aborted) return counts;
    const order = await startRefund(deps.db, id, now);
    if (!order?.refundNo) continue;
    counts.refundsSent++;
    await sendRefund(deps, order.orderNo, order.refundNo, order.refundReason ?? '', order.amountFen);
  }

  const pending = await deps.db
    .select()
    .from(subscriptionOrders)
    .where(and(eq(subscriptionOrders.status, 'refunding'), lt(subscriptionOrders.refundSubmittedAt, new Date(now.getTime() - REFUND_QUERY_AFTER_MS))))
    .limit(BATCH);
  for (const order of pending) {
    if (signal?.aborted || !order.refundNo) continue;
    try {
      const refund = await pay.queryRefund(order.refundNo);
      if (!refund) await sendRefund(deps, order.orderNo, order.refundNo, order.refundReason ?? '', order.amountFen);
      else if (refund.status !== 'PROCESSING' && (await finishRefund(deps.db, order.refundNo, refund.status, now))) counts.refundsSettled++;
    } catch (error) {
      if (!(error instanceof WechatPayError)) throw error;
    }
  }
  return counts;
}

/** Sends a refund (again, with the same out_refund_no, when WeChat Pay lost it). A refusal stays on the order for the operators. */
async function sendRefund(deps: AppDeps, orderNo: string, refundNo: string, reason: string, amountFen: number): Promise<void> {
  try {
    const result = await deps.providers.wechatPay.refund({ outTradeNo: orderNo, outRefundNo: refundNo, reason, totalFen: amountFen, refundFen: amountFen, notifyUrl: notifyUrl(deps.config, null, REFUND_NOTIFY_PATH) });
    if (result.status === 'SUCCESS' || result.status === 'CLOSED' || result.status === 'ABNORMAL') await finishRefund(deps.db, refundNo, result.status, deps.clock.now());
  } catch (error) {
    if (!(error instanceof WechatPayError)) throw error;
    deps.logger.error('refund not accepted by wechat pay', { orderNo, code: error.code });
    await deps.db.update(subscriptionOrders).set({ refundError: error.code ?? error.message }).where(eq(subscriptionOrders.refundNo, refundNo));
  }
}
