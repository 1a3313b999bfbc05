import type { Context } from 'hono';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { payCreateOrder } from '@shqcb/api/contract/subscription';
import type { Order, PayStart, PayScene } from '@shqcb/api/contract/subscription';
import type { AppDeps } from '../../AppDeps.ts';
import { subscriptionOrders, wechatUserLinks } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { siteOrigins } from '../../http/siteOrigins.ts';
import { WechatPayError } from '../../providers/pay/WechatPay.ts';
import { confirmPayment } from '../subscription/orderStates.ts';
import { orderView, ownOrder } from '../subscription/orders.ts';
import { notifyUrl, PAY_NOTIFY_PATH } from './payNotifyUrls.ts';

/** WeChat Pay is asked about one order at most this often, however fast a reader's page polls. */
const QUERY_INTERVAL_MS = 2000;

/**
 * wechat/pay/createOrder: places the reader's unpaid order with WeChat Pay and says how to pay it.
 * In WeChat (JSAPI) the payer is the reader's bound WeChat identity, so a reader who logged in by
 * SMS only is asked to authorise with WeChat first (with real WeChat Pay; the demo's cashier needs none). The amount is the order's, priced by the server.
 */
export async function payForOrder(deps: AppDeps, c: Context, userId: number, input: { orderNo: string; scene: PayScene; returnPath: string }, ip: string): Promise<PayStart> {
  const now = deps.clock.now();
  const order = await ownOrder(deps.db, userId, input.orderNo);
  if (order.status !== 'created' || now >= order.expiresAt) throw ApiError.of(payCreateOrder.refusals.notPayable);
  let openid: string | null = null;
  // JSAPI pays as the reader's WeChat identity; the local cashier plays a payment page and needs none.
  if (input.scene === 'jsapi' && deps.providers.wechatPay.kind === 'real') {
    const [link] = await deps.db.select({ openid: wechatUserLinks.openid }).from(wechatUserLinks).where(eq(wechatUserLinks.userId, userId));
    if (!link) throw ApiError.of(payCreateOrder.refusals.needWechatLogin);
    openid = link.openid;
  }
  const origin = siteOrigins(c, deps.config)[0] ?? '';
  const returnPath = `${input.returnPath}${input.returnPath.includes('?') ? '&' : '?'}orderNo=${order.orderNo}`;
  try {
    const prepaid = await deps.providers.wechatPay.prepay({
      outTradeNo: order.orderNo,
      description: order.description,
      amountFen: order.amountFen,
      expiresAt: order.expiresAt,
      notifyUrl: notifyUrl(deps.config, c, PAY_NOTIFY_PATH),
      scene: input.scene,
      openid,
      clientIp: ip,
      returnUrl: `${origin}/shqcb/#${returnPath}`,
    });
    return prepaid.kind === 'jsapi' ? { kind: 'jsapi', orderNo: order.orderNo, params: prepaid.params } : { kind: prepaid.kind, orderNo: order.orderNo, url: prepaid.url };
  } catch (error) {
    if (error instanceof WechatPayError) throw ApiError.of(payCreateOrder.refusals.unavailable);
    throw error;
  }
}

/**
 * wechat/pay/queryPayOrder: the order, after asking WeChat Pay when it is still unpaid (the reader
 * came back before the notification did). What WeChat Pay answers goes through the same checks as
 * a notification. WeChat Pay is asked at most every 2 s per order; when it cannot be reached, the
 * order is shown as it is.
 */
export async function queryPayOrder(deps: AppDeps, userId: number, orderNo: string): Promise<Order> {
  const now = deps.clock.now();
  let order = await ownOrder(deps.db, userId, orderNo);
  if (order.status === 'created') {
    const [claimed] = await deps.db
      .update(subscriptionOrders)
      .set({ lastQueriedAt: now })
      .where(
        and(
          eq(subscriptionOrders.id, order.id),
          eq(subscriptionOrders.status, 'created'),
          or(isNull(subscriptionOrders.lastQueriedAt), lt(subscriptionOrders.lastQueriedAt, sql`${new Date(now.getTime() - QUERY_INTERVAL_MS).toISOString()}::timestamptz`)),
        ),
      )
      .returning({ id: subscriptionOrders.id });
    if (claimed) await settleFromQuery(deps, order.orderNo, 'query');
    order = await ownOrder(deps.db, userId, orderNo);
  }
  return orderView(deps.db, order, now);
}

/** Asks WeChat Pay about an order and applies a payment it reports. True when the order is (now) paid there. */
export async function settleFromQuery(deps: AppDeps, orderNo: string, via: string): Promise<boolean> {
  const pay = deps.providers.wechatPay;
  try {
    const transaction = await pay.queryOrder(orderNo);
    if (transaction?.trade_state !== 'SUCCESS') return false;
    const outcome = await confirmPayment(deps.db, transaction, { appId: pay.appId, mchid: pay.mchid }, deps.clock.now());
    if (outcome.problem) deps.logger.error('wechat pay query does not match its order', { problem: outcome.problem, orderNo });
    else if (outcome.applied) deps.logger.info('order paid', { orderNo, via });
    return outcome.problem === null;
  } catch (error) {
    if (!(error instanceof WechatPayError)) throw error;
    return false;
  }
}
