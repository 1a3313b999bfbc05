import { createPrivateKey, createPublicKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../Clock.ts';
import type { Db } from '../../db/Db.ts';
import { localPayRefunds, localPayTransactions } from '../../db/schema.ts';
import { rfc3339 } from './RealWechatPay.ts';
import { LOCAL_API_V3_KEY, LOCAL_MCHID, LOCAL_PLATFORM_KEY_ID, LOCAL_PLATFORM_PRIVATE_KEY, LOCAL_PLATFORM_PUBLIC_KEY } from './localPayKeys.ts';
import { encryptResource, randomNonce, rsaSign, signatureMessage } from './wechatPaySignature.ts';
import type { PrepayOrder, Prepaid, RefundRequest, RefundResult, Transaction, WechatPay } from './WechatPay.ts';

/** Where the local cashier page is served (demo and test modes, loopback clients only). */
export const CASHIER_PATH = '/dev/pay/cashier';

/** A notification as WeChat Pay would post it: the Wechatpay-* headers and the exact body. */
export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

/** The cashier's view of a prepaid order. */
export type CashierOrder = typeof localPayTransactions.$inferSelect;

/**
 * Plays WeChat Pay's part in demo and test modes. Orders, payments and refunds live in the
 * database (so several demo instances agree); the local cashier page (`CASHIER_PATH`) lets a
 * person pay, cancel or fail; payments and refunds produce notifications signed with the local
 * platform key and encrypted with the local APIv3 key, which the server verifies and decrypts with
 * the same code as WeChat Pay's.
 */
export class LocalWechatPay implements WechatPay {
  readonly kind = 'local';
  readonly appId: string;
  readonly mchid = LOCAL_MCHID;
  readonly notificationKeys: { publicKeys: ReadonlyMap<string, KeyObject>; apiV3Key: string };
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platformKey = createPrivateKey(LOCAL_PLATFORM_PRIVATE_KEY);

  constructor(db: Db, clock: Clock, appId: string) {
    this.#db = db;
    this.#clock = clock;
    this.appId = appId;
    this.notificationKeys = { publicKeys: new Map([[LOCAL_PLATFORM_KEY_ID, createPublicKey(LOCAL_PLATFORM_PUBLIC_KEY)]]), apiV3Key: LOCAL_API_V3_KEY };
  }

  async prepay(order: PrepayOrder): Promise<Prepaid> {
    const prepayId = `local_wx${randomBytes(12).toString('hex')}`;
    const now = this.#clock.now();
    // As WeChat Pay: placing the same out_trade_no again keeps the transaction and renews the prepay id.
    await this.#db
      .insert(localPayTransactions)
      .values({
        outTradeNo: order.outTradeNo,
        prepayId,
        appid: this.appId,
        mchid: this.mchid,
        description: order.description,
        amountFen: order.amountFen,
        notifyUrl: order.notifyUrl,
        tradeState: 'NOTPAY',
        createdAt: now,
        expiresAt: order.expiresAt,
      })
      .onConflictDoUpdate({ target: localPayTransactions.outTradeNo, set: { prepayId } });
    const query = new URLSearchParams({ prepay_id: prepayId, redirect_url: order.returnUrl });
    return { kind: 'cashier', url: `${CASHIER_PATH}?${query}` };
  }

  /** The order behind a prepay id, for the cashier page. */
  async cashierOrder(prepayId: string): Promise<CashierOrder | null> {
    const [row] = await this.#db.select().from(localPayTransactions).where(eq(localPayTransactions.prepayId, prepayId));
    return row ?? null;
  }

  /**
   * The reader paid at the cashier: the transaction becomes SUCCESS (once: a second tap finds it
   * paid and changes nothing) and the notification WeChat Pay would send is returned, signed.
   * `null` when the order cannot be paid (unknown, closed or expired).
   */
  async pay(prepayId: string): Promise<SignedNotification | null> {
    const now = this.#clock.now();
    const transactionId = `4200000${randomBytes(10).toString("hex")}`;
    const [paid] = await this.#db
      .update(localPayTransactions)
      .set({ tradeState: 'SUCCESS', transactionId, paidAt: now })
      .where(and(eq(localPayTransactions.prepayId, prepayId), eq(localPayTransactions.tradeState, 'NOTPAY'), sql`${localPayTransactions.expiresAt} > ${now.toISOString()}::timestamptz`))
      .returning();
    const row = paid ?? (await this.cashierOrder(prepayId));
    if (!row || row.tradeState !== 'SUCCESS') return null;
    return this.notification('TRANSACTION.SUCCESS', 'transaction', toTransaction(row), '支付成功');
  }

  async queryOrder(outTradeNo: string): Promise<Transaction | null> {
    const [row] = await this.#db.select().from(localPayTransactions).where(eq(localPayTransactions.outTradeNo, outTradeNo));
    return row ? toTransaction(row) : null;
  }

  async closeOrder(outTradeNo: string): Promise<'closed' | 'paid'> {
    const [row] = await this.#db.select().from(localPayTransactions).where(eq(localPayTransactions.outTradeNo, outTradeNo));
    if (row?.tradeState === 'SUCCESS' || row?.tradeState === 'REFUND') return 'paid';
    await this.#db
      .update(localPayTransactions)
      .set({ tradeState: 'CLOSED' })
      .where(and(eq(localPayTransactions.outTradeNo, outTradeNo), eq(localPayTransactions.tradeState, 'NOTPAY')));
    // Paid between the read and the close: the conditional update did nothing.
    const [after] = await this.#db.select({ state: localPayTransactions.tradeState }).from(localPayTransactions).where(eq(localPayTransactions.outTradeNo, outTradeNo));
    return after?.state === 'SUCCESS' ? 'paid' : 'closed';
  }

  /** Refunds succeed at once here (WeChat Pay's usually take minutes); the notification follows through {@link refundNotification}. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const now = this.#clock.now();
    await this.#db
      .insert(localPayRefunds)
      .values({ outRefundNo: request.outRefundNo, outTradeNo: request.outTradeNo, refundId: `50300${randomUUID().replace(/-/g, '').slice(0, 23)}`, amountFen: request.refundFen, status: 'SUCCESS', createdAt: now, successAt: now })
      .onConflictDoNothing();
    await this.#db.update(localPayTransactions).set({ tradeState: 'REFUND' }).where(eq(localPayTransactions.outTradeNo, request.outTradeNo));
    const result = await this.queryRefund(request.outRefundNo);
    if (!result) throw new Error('local refund vanished');
    return result;
  }

  async queryRefund(outRefundNo: string): Promise<RefundResult | null> {
    const [row] = await this.#db.select().from(localPayRefunds).where(eq(localPayRefunds.outRefundNo, outRefundNo));
    return row ? { out_refund_no: row.outRefundNo, out_trade_no: row.outTradeNo, refund_id: row.refundId, status: row.status, amount: { refund: row.amountFen } } : null;
  }

  /** The REFUND.SUCCESS notification of a refund, signed, or `null` when there is none. */
  async refundNotification(outRefundNo: string): Promise<SignedNotification | null> {
    const [row] = await this.#db.select().from(localPayRefunds).where(eq(localPayRefunds.outRefundNo, outRefundNo));
    if (!row) return null;
    const resource = {
      mchid: this.mchid,
      out_trade_no: row.outTradeNo,
      transaction_id: '',
      out_refund_no: row.outRefundNo,
      refund_id: row.refundId,
      refund_status: row.status,
      success_time: row.successAt ? rfc3339(row.successAt) : undefined,
      amount: { total: row.amountFen, refund: row.amountFen, payer_total: row.amountFen, payer_refund: row.amountFen },
    };
    return this.notification('REFUND.SUCCESS', 'refund', resource, '退款成功');
  }

  /** A notification signed and encrypted the way WeChat Pay does it. */
  notification(eventType: string, originalType: string, resource: object, summary: string, at = this.#clock.now()): SignedNotification {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: rfc3339(at),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: { original_type: originalType, ...encryptResource(JSON.stringify(resource), LOCAL_API_V3_KEY, originalType) },
    });
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const nonce = randomNonce(32);
    return {
      body,
      headers: {
        'Content-Type': 'application/json',
        'Wechatpay-Timestamp': timestamp,
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Serial': LOCAL_PLATFORM_KEY_ID,
        'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
        'Wechatpay-Signature': rsaSign(signatureMessage(timestamp, nonce, body), this.#platformKey),
      },
    };
  }
}

function toTransaction(row: CashierOrder): Transaction {
  return {
    appid: row.appid,
    mchid: row.mchid,
    out_trade_no: row.outTradeNo,
    ...(row.transactionId ? { transaction_id: row.transactionId } : {}),
    trade_state: row.tradeState,
    ...(row.paidAt ? { success_time: rfc3339(row.paidAt) } : {}),
    amount: { total: row.amountFen, payer_total: row.amountFen, currency: 'CNY' },
  };
}
