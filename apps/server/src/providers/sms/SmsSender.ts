/**
 * What a login text carries. Real gateways send an approved template filled with parameters, never
 * free text, so the port passes the values and each sender shapes the message its way.
 */
export interface SmsCodeMessage {
  /** The 6-digit login code. */
  code: string;
  /** Whole minutes the code stays valid (at least 1). */
  minutes: number;
}

/**
 * Delivers a login code to a mainland China mobile number (11 digits, no country code). The local
 * implementation keeps an outbox; `AliyunSmsSender` and `TencentSmsSender` call the real gateways.
 */
export interface SmsSender {
  /**
   * Resolves once the gateway accepted the message; rejects when it did not, with an
   * `SmsSendError` that says why when the sender knows.
   */
  send(phone: string, message: SmsCodeMessage): Promise<void>;
}

/** A message the local sender "delivered". */
export interface OutboxMessage {
  phone: string;
  text: string;
  sentAt: Date;
}

/** Read access to delivered messages, offered only by the local sender (development, tests). */
export interface SmsOutbox {
  /** The newest message sent to `phone`, if any. */
  latestTo(phone: string): Promise<OutboxMessage | undefined>;
}
