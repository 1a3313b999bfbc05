import { and, count, eq, isNull } from 'drizzle-orm';
import type { UserProfile } from '@shqcb/api/contract/user';
import type { Queryable } from '../../db/Db.ts';
import { messages, users } from '../../db/schema.ts';
import { requireUserId } from '../auth/currentUserId.ts';
import { DEFAULT_AVATAR_PATH } from '../media/mediaPaths.ts';
import { maskPhone } from './maskPhone.ts';

/** Unread messages of a reader: the bell's badge. */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [unread] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return unread?.n ?? 0;
}

/** The reader's profile as users/show answers it. */
export async function profileOf(db: Queryable, userId: number): Promise<UserProfile> {
  const [user] = await db.select({ id: users.id, phone: users.phone, nickname: users.nickname, avatar: users.avatar }).from(users).where(eq(users.id, userId));
  // The session is deleted with the account, so this only happens in a race with cancellation.
  if (!user) return requireUserId(null) as never;
  return {
    id: user.id,
    phone: maskPhone(user.phone),
    nickname: user.nickname,
    avatar: user.avatar || DEFAULT_AVATAR_PATH,
    unreadMsgCount: await unreadCount(db, userId),
  };
}

/**
 * Writes the reader's own row unless the account was cancelled meanwhile (decision 26): a
 * cancellation holds the row until it commits, and the update then finds it cancelled and
 * refuses with the 401 of a dead session, so no name or picture lands on an anonymised row.
 */
async function updateLiveReader(db: Queryable, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  const [live] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), isNull(users.cancelledAt)))
    .returning({ id: users.id });
  if (!live) requireUserId(null);
}

/** Sets the nickname (already checked by the contract: 1–30 characters, no emoji). */
export async function editNickname(db: Queryable, userId: number, nickname: string): Promise<UserProfile> {
  await updateLiveReader(db, userId, { nickname });
  return profileOf(db, userId);
}

/** Sets the avatar to an uploaded 512 px JPEG (its WebP and 128 px siblings sit next to it). */
export async function setAvatar(db: Queryable, userId: number, avatar: string): Promise<UserProfile> {
  await updateLiveReader(db, userId, { avatar });
  return profileOf(db, userId);
}
