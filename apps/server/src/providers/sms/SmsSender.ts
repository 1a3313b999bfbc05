/**
 * Delivers a text message to a mainland China mobile number. The local implementation keeps an
 * outbox; a real gateway (Aliyun, Tencent Cloud SMS…) implements the same interface.
 */
export interface SmsSender {
  /** Resolves once the gateway accepted the message; rejects when it did not. */
  send(phone: string, text: string): Promise<void>;
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
