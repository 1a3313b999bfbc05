import * as v from 'valibot';
import type { AppDeps } from '../../AppDeps.ts';
import { decryptResource, verifyWechatpaySignature } from '../../providers/pay/wechatPaySignature.ts';
import type { Transaction } from '../../providers/pay/WechatPay.ts';
import { confirmPayment, finishRefund } from '../subscription/orderStates.ts';

/** What the notification route answers: 204 (taken, also for a repeat) or a refusal WeChat Pay will retry. */
export type NotificationAnswer = { status: 204 } | { status: 400 | 401 | 500; message: string };

const notificationSchema = v.object({
  id: v.string(),
  event_type: v.string(),
  resource_type: v.literal('encrypt-resource'),
  resource: v.object({ original_type: v.string(), algorithm: v.string(), ciphertext: v.string(), associated_data: v.optional(v.string()), nonce: v.string() }),
});

const transactionSchema = v.object({
  appid: v.string(),
  mchid: v.string(),
  out_trade_no: v.string(),
  transaction_id: v.optional(v.string()),
  trade_state: v.string(),
  success_time: v.optional(v.string()),
  amount: v.optional(v.object({ total: v.optional(v.number()), payer_total: v.optional(v.number()), currency: v.optional(v.string()) })),
});

const refundSchema = v.object({ mchid: v.string(), out_refund_no: v.string(), refund_status: v.string() });

/**
 * Handles a notification of WeChat Pay (or of the local cashier, signed the same way), in this
 * order: the signature over the raw body (the key named by Wechatpay-Serial, a timestamp within 5
 * minutes, so a captured notification cannot be replayed later), then the body's shape, then
 * AES-256-GCM decryption of its resource with the APIv3 key, then the checks of AppID, merchant and
 * amount against the order. Only then does anything change, through the order state machine, which
 * ignores repeats: a duplicate answers 204 like the first and changes nothing.
 */
export async function receiveNotification(deps: AppDeps, headers: (name: string) => string | undefined, rawBody: string): Promise<NotificationAnswer> {
  const pay = deps.providers.wechatPay;
  const now = deps.clock.now();
  const problem = verifyWechatpaySignature(
    { timestamp: headers('wechatpay-timestamp'), nonce: headers('wechatpay-nonce'), signature: headers('wechatpay-signature'), serial: headers('wechatpay-serial') },
    rawBody,
    pay.notificationKeys.publicKeys,
    now,
  );
  if (problem) {
    deps.logger.warn('wechat pay notification refused', { problem });
    return { status: 401, message: '签名验证失败' };
  }
  let notification: v.InferOutput<typeof notificationSchema>;
  let resource: unknown;
  try {
    notification = v.parse(notificationSchema, JSON.parse(rawBody));
    resource = JSON.parse(decryptResource(notification.resource, pay.notificationKeys.apiV3Key));
  } catch (error) {
    deps.logger.error('wechat pay notification unreadable', { error: error instanceof Error ? error.message : String(error) });
    return { status: 400, message: '通知内容无法解密' };
  }
  if (notification.event_type === 'TRANSACTION.SUCCESS') {
    const parsed = v.safeParse(transactionSchema, resource);
    if (!parsed.success) return { status: 400, message: '通知内容不完整' };
    const outcome = await confirmPayment(deps.db, parsed.output as Transaction, { appId: pay.appId, mchid: pay.mchid }, now);
    if (outcome.problem && outcome.problem !== 'not-paid') {
      // Never ours, or not what the order asked for: refuse, keep the order as it was, and tell the operators.
      deps.logger.error('wechat pay notification does not match its order', { problem: outcome.problem, orderNo: parsed.output.out_trade_no, notification: notification.id });
      return { status: 400, message: '订单信息不一致' };
    }
    if (outcome.applied) deps.logger.info('order paid', { orderNo: parsed.output.out_trade_no, via: 'notification' });
    return { status: 204 };
  }
  if (notification.event_type.startsWith('REFUND.')) {
    const parsed = v.safeParse(refundSchema, resource);
    if (!parsed.success || parsed.output.mchid !== pay.mchid) return { status: 400, message: '通知内容不完整' };
    await finishRefund(deps.db, parsed.output.out_refund_no, parsed.output.refund_status, now);
    return { status: 204 };
  }
  // Other events (none subscribed today) are acknowledged so WeChat Pay does not retry them.
  return { status: 204 };
}
