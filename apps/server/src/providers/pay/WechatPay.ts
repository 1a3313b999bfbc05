import type { KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 as the server uses it. Two implementations: `RealWechatPay` talks to WeChat
 * Pay; `LocalWechatPay` plays its part in demo and test modes (the local cashier). Both are
 * verified by the same code: notifications go through `receivePayNotification` with the keys
 * from {@link WechatPay.notificationKeys}.
 */
export interface WechatPay {
  readonly kind: 'real' | 'local';
  /** The AppID and merchant id that every payment and notification must name. */
  readonly appId: string;
  readonly mchid: string;
  /** Keys that verify and decrypt notifications: the platform's public keys by id, and the APIv3 key. */
  readonly notificationKeys: { publicKeys: ReadonlyMap<string, KeyObject>; apiV3Key: string };
  /** Places the order with WeChat Pay and says how the reader pays it. */
  prepay(order: PrepayOrder): Promise<Prepaid>;
  /** The transaction of an order, or `null` when WeChat Pay does not know it (never prepaid). */
  queryOrder(outTradeNo: string): Promise<Transaction | null>;
  /** Closes an unpaid order. `paid` when WeChat Pay says it was paid meanwhile. */
  closeOrder(outTradeNo: string): Promise<'closed' | 'paid'>;
  /** Asks for a refund (idempotent per outRefundNo). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** A refund's state, or `null` when WeChat Pay does not know it. */
  queryRefund(outRefundNo: string): Promise<RefundResult | null>;
}

export interface PrepayOrder {
  outTradeNo: string;
  description: string;
  amountFen: number;
  expiresAt: Date;
  notifyUrl: string;
  scene: 'jsapi' | 'h5';
  /** JSAPI: the payer's openid for this AppID. */
  openid: string | null;
  /** H5: the reader's IP address (scene_info.payer_client_ip). */
  clientIp: string;
  /** Where the reader comes back to after H5 payment or the local cashier. */
  returnUrl: string;
}

export type Prepaid =
  | { kind: 'jsapi'; params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } }
  | { kind: 'h5' | 'cashier'; url: string };

/** The fields of a transaction (query answer or decrypted notification) the server relies on. */
export interface Transaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  /** SUCCESS, REFUND, NOTPAY, CLOSED, REVOKED, USERPAYING, PAYERROR. */
  trade_state: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  reason: string;
  totalFen: number;
  refundFen: number;
  notifyUrl: string;
}

/** SUCCESS, CLOSED, PROCESSING or ABNORMAL, as WeChat Pay's refund status. */
export interface RefundResult {
  out_refund_no: string;
  out_trade_no: string;
  refund_id: string;
  status: string;
  amount?: { refund?: number; total?: number };
}

/** An outside failure of WeChat Pay (network, time-out, refusal, bad signature on its answer). */
export class WechatPayError extends Error {
  /** WeChat Pay's error code when it answered with one (ORDERPAID, RESOURCE_NOT_EXISTS …). */
  readonly code: string | null;
  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'WechatPayError';
    this.code = code;
  }
}
