import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/Db.ts';
import { messages, users } from '../../db/schema.ts';

/** The reader behind a phone, and whether this call created the account. */
export interface RegisteredUser {
  id: number;
  isNewUser: boolean;
}

const WELCOME_MESSAGES = [
  { title: '欢迎加入上海汽车报', body: '感谢注册上海汽车报！这里有上海车市、新能源与智能驾驶的第一手资讯，每天为您更新。' },
  { title: '订阅电子报', body: '《上海汽车报》电子版已上线，在“上海汽车报”栏目即可在线订阅，随时随地阅读当期报纸。' },
  { title: '签到领积分', body: '每日签到可领取积分，积分可在积分商城兑换精美礼品，快去试试吧。' },
];

/** Default nickname: 车友 plus the phone's last four digits. */
export function defaultNickname(phone: string): string {
  return `车友${phone.slice(-4)}`;
}

/**
 * Finds the reader of `phone`, creating the account on first login. `INSERT … ON CONFLICT DO
 * NOTHING` on the unique phone makes concurrent first logins create exactly one row; only the call
 * that inserted it reports `isNewUser` and adds the welcome messages.
 *
 * Inside a transaction, an existing reader's row is held (`FOR KEY SHARE`, as `lockLiveReader` does)
 * until the session is written, so an account cancellation either waits and then revokes that
 * session too, or commits first: then the row is found cancelled, its phone is free again, and the
 * login registers a new account (decision 26).
 */
export async function findOrCreateUser(db: Queryable, phone: string, now: Date): Promise<RegisteredUser> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [created] = await db
      .insert(users)
      .values({ phone, nickname: defaultNickname(phone), createdAt: now })
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id });
    if (created) {
      await db.insert(messages).values(
        WELCOME_MESSAGES.map((message, index) => ({
          userId: created.id,
          ...message,
          // Distinct times keep the inbox order stable: the first welcome is the newest.
          createdAt: new Date(now.getTime() - index * 1000),
        })),
      );
      return { id: created.id, isNewUser: true };
    }
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.cancelledAt)))
      .for('key share');
    if (existing) return { id: existing.id, isNewUser: false };
    // The account of this phone was cancelled between the insert and the look-up: register anew.
  }
  throw new Error(`the account of ${phone.slice(0, 3)}****${phone.slice(-4)} changed twice during one login`);
}
