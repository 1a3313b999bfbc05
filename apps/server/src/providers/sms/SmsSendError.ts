/**
 * Why a gateway did not take a message, in the terms the reader's answer needs:
 * - `phoneTooSoon`: the gateway's own short-term limit for this number (seconds in `retryAfterSeconds`);
 * - `phoneDailyLimit`: the gateway's daily limit for this number;
 * - `busy`: the gateway throttles the whole account for now;
 * - `failed`: anything else (credentials, sign name, template, balance, network, time-out), which
 *   the reader cannot help and the operator must look at.
 */
export type SmsSendFailure = 'phoneTooSoon' | 'phoneDailyLimit' | 'busy' | 'failed';

export interface SmsSendErrorDetails {
  provider: 'aliyun' | 'tencent';
  failure: SmsSendFailure;
  /** The gateway's error code (`isv.BUSINESS_LIMIT_CONTROL`, `AuthFailure.SignatureFailure`…) or the transport's (`timeout`). */
  providerCode: string;
  /** With `phoneTooSoon`: how long the gateway wants the number left alone. */
  retryAfterSeconds?: number;
}

/**
 * A send the gateway refused or that never reached it. The message names the provider, its code
 * and its explanation for the operator's log; it never holds the phone number or the login code,
 * because the senders build it from the gateway's error fields only.
 */
export class SmsSendError extends Error {
  readonly provider: SmsSendErrorDetails['provider'];
  readonly failure: SmsSendFailure;
  readonly providerCode: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, details: SmsSendErrorDetails) {
    super(message);
    this.name = 'SmsSendError';
    this.provider = details.provider;
    this.failure = details.failure;
    this.providerCode = details.providerCode;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
