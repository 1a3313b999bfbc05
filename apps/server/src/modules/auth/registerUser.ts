import { eq } from 'drizzle-orm';
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
 */
export async function findOrCreateUser(db: Queryable, phone: string, now: Date): Promise<RegisteredUser> {
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
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!existing) throw new Error(`user ${phone} vanished between insert and select`);
  return { id: existing.id, isNewUser: false };
}
