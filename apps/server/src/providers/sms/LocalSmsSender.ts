import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../Clock.ts';
import type { Db } from '../../db/Db.ts';
import { smsOutbox } from '../../db/schema.ts';
import type { OutboxMessage, SmsCodeMessage, SmsOutbox, SmsSender } from './SmsSender.ts';

const MEMORY_LIMIT = 1000;

/**
 * The text the local outbox keeps: what an approved template of the real gateways would render
 * (sign name in 【】, code, minutes).
 *
 * @example
 * localSmsText({ code: '123456', minutes: 5 }); // '【上海汽车报】您的登录验证码为 123456，5分钟内有效。…'
 */
export function localSmsText({ code, minutes }: SmsCodeMessage): string {
  return `【上海汽车报】您的登录验证码为 ${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。`;
}

/**
 * The demo and test SMS "gateway": nothing leaves the machine. Messages go to the `sms_outbox`
 * table (so the development route survives restarts) and to an in-memory list tests can read
 * directly. The configuration allows it only with APP_MODE=demo or test, because the outbox keeps
 * codes in plain text.
 */
export class LocalSmsSender implements SmsSender, SmsOutbox {
  /** Newest last; capped so a long-running dev server does not grow without bound. */
  readonly sent: OutboxMessage[] = [];
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async send(phone: string, message: SmsCodeMessage): Promise<void> {
    const text = localSmsText(message);
    const sentAt = this.#clock.now();
    await this.#db.insert(smsOutbox).values({ phone, text, createdAt: sentAt });
    this.sent.push({ phone, text, sentAt });
    if (this.sent.length > MEMORY_LIMIT) this.sent.splice(0, this.sent.length - MEMORY_LIMIT);
  }

  async latestTo(phone: string): Promise<OutboxMessage | undefined> {
    const [row] = await this.#db
      .select({ phone: smsOutbox.phone, text: smsOutbox.text, sentAt: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return row;
  }
}
