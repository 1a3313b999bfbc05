import type { SmsOutbox, SmsSender } from './sms/SmsSender.ts';

/** Adapters to the outside world, each swappable by configuration. */
export interface Providers {
  sms: SmsSender;
  /** Present only with the local SMS sender; backs the development outbox route. */
  smsOutbox?: SmsOutbox;
}
