import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { Clock } from '../../Clock.ts';
import type { Logger } from '../../Logger.ts';
import type { RealPayConfig } from '../../payConfig.ts';
import type { FetchLike } from '../wechat/callWechatApi.ts';
import { jsapiPaySign, randomNonce, requestAuthorization, verifyWechatpaySignature, type MerchantKey } from './wechatPaySignature.ts';
import {
  WechatPayError,
  type PrepayOrder,
  type Prepaid,
  type RefundRequest,
  type RefundResult,
  type Transaction,
  type WechatPay,
} from './WechatPay.ts';

export interface RealWechatPayOptions {
  config: RealPayConfig;
  fetch: FetchLike;
  clock: Clock;
  logger: Logger;
  /** Per request (default 8 s): WeChat Pay answers in well under a second. */
  timeoutMs?: number;
}

/** An answer of WeChat Pay whose signature held. */
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * WeChat Pay API v3 over HTTPS: every request signed with the merchant key, every answer's
 * signature verified over its raw body before anything in it is used (an answer without a valid
 * signature is an error, whatever it says). Amounts are fen, times RFC 3339.
 */
export class RealWechatPay implements WechatPay {
  readonly kind = 'real';
  readonly appId: string;
  readonly mchid: string;
  readonly notificationKeys: { publicKeys: ReadonlyMap<string, KeyObject>; apiV3Key: string };
  readonly #merchant: MerchantKey;
  readonly #options: RealWechatPayOptions;

  constructor(options: RealWechatPayOptions) {
    const { config } = options;
    this.#options = options;
    this.appId = config.appId;
    this.mchid = config.mchid;
    this.#merchant = { mchid: config.mchid, serialNo: config.serialNo, privateKey: createPrivateKey(config.privateKeyPem) };
    const publicKey = config.publicKeyPem.includes('CERTIFICATE') ? new X509Certificate(config.publicKeyPem).publicKey : createPublicKey(config.publicKeyPem);
    this.notificationKeys = { publicKeys: new Map([[config.publicKeyId, publicKey]]), apiV3Key: config.apiV3Key };
  }

  async prepay(order: PrepayOrder): Promise<Prepaid> {
    const common = {
      appid: this.appId,
      mchid: this.mchid,
      description: order.description.slice(0, 127),
      out_trade_no: order.outTradeNo,
      time_expire: rfc3339(order.expiresAt),
      notify_url: order.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    };
    if (order.scene === 'jsapi') {
      if (!order.openid) throw new WechatPayError('jsapi without openid');
      const answer = await this.#call('POST', '/v3/pay/transactions/jsapi', { ...common, payer: { openid: order.openid } });
      const prepayId = answer.body.prepay_id;
      if (typeof prepayId !== 'string') throw new WechatPayError('jsapi answer without prepay_id');
      const fields = { appId: this.appId, timeStamp: String(Math.floor(this.#options.clock.now().getTime() / 1000)), nonceStr: randomNonce(32), package: `prepay_id=${prepayId}` };
      return { kind: 'jsapi', params: { ...fields, signType: 'RSA', paySign: jsapiPaySign(fields, this.#merchant.privateKey) } };
    }
    const answer = await this.#call('POST', '/v3/pay/transactions/h5', {
      ...common,
      scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap', app_name: '上海汽车报' } },
    });
    const h5Url = answer.body.h5_url;
    if (typeof h5Url !== 'string' || !h5Url.startsWith('https://')) throw new WechatPayError('h5 answer without h5_url');
    // WeChat Pay's rule: only redirect_url may be appended, url-encoded.
    return { kind: 'h5', url: `${h5Url}&redirect_url=${encodeURIComponent(order.returnUrl)}` };
  }

  async queryOrder(outTradeNo: string): Promise<Transaction | null> {
    const answer = await this.#call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${this.mchid}`, undefined, ['ORDER_NOT_EXIST', 'ORDERNOTEXIST']);
    return answer.status === 404 ? null : (answer.body as unknown as Transaction);
  }

  async closeOrder(outTradeNo: string): Promise<'closed' | 'paid'> {
    const answer = await this.#call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: this.mchid }, ['ORDERPAID', 'ORDER_NOT_EXIST', 'ORDERNOTEXIST']);
    return answer.body.code === 'ORDERPAID' ? 'paid' : 'closed';
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const answer = await this.#call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.outTradeNo,
      out_refund_no: request.outRefundNo,
      reason: request.reason.slice(0, 80),
      notify_url: request.notifyUrl,
      amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' },
    });
    return answer.body as unknown as RefundResult;
  }

  async queryRefund(outRefundNo: string): Promise<RefundResult | null> {
    const answer = await this.#call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`, undefined, ['RESOURCE_NOT_EXISTS']);
    return answer.status === 404 ? null : (answer.body as unknown as RefundResult);
  }

  /**
   * One signed request. `tolerated` error codes come back as answers (their status kept); any other
   * refusal, a network failure, a time-out or an answer whose signature does not hold throws.
   */
  async #call(method: 'GET' | 'POST', target: string, payload?: unknown, tolerated: string[] = []): Promise<Answer> {
    const { fetch, clock, logger, config } = this.#options;
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': 'shqcb-server (+https://github.com/shqcb)',
      Authorization: requestAuthorization(this.#merchant, { method, target, body, timestamp, nonce: randomNonce(32) }),
    };
    if (body) headers['Content-Type'] = 'application/json';
    const api = target.replace(/\/(SQ|RF)\w+/g, '/{no}').split('?')[0] ?? target;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${config.endpoint}${target}`, { method, headers, body: body || undefined, signal: AbortSignal.timeout(this.#options.timeoutMs ?? 8000) });
      text = await response.text();
    } catch (error) {
      logger.error('wechat pay unreachable', { api, error: error instanceof Error ? error.message : String(error) });
      throw new WechatPayError('unreachable');
    }
    const problem = verifyWechatpaySignature(
      {
        timestamp: response.headers.get('wechatpay-timestamp') ?? undefined,
        nonce: response.headers.get('wechatpay-nonce') ?? undefined,
        signature: response.headers.get('wechatpay-signature') ?? undefined,
        serial: response.headers.get('wechatpay-serial') ?? undefined,
      },
      text,
      this.notificationKeys.publicKeys,
      clock.now(),
    );
    if (problem) {
      logger.error('wechat pay answer refused', { api, status: response.status, problem });
      throw new WechatPayError(`answer signature: ${problem}`);
    }
    let parsed: Record<string, unknown> = {};
    if (text) {
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new WechatPayError('answer is not JSON');
      }
    }
    if (response.ok) return { status: response.status, body: parsed };
    const code = typeof parsed.code === 'string' ? parsed.code : null;
    if (code && tolerated.includes(code)) return { status: response.status, body: parsed };
    logger.error('wechat pay refused', { api, status: response.status, code, message: typeof parsed.message === 'string' ? parsed.message : '' });
    throw new WechatPayError(`refused: ${code ?? response.status}`, code);
  }
}

/** RFC 3339 in Beijing time, as WeChat Pay writes times: 2026-03-16T10:30:00+08:00. */
export function rfc3339(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}
