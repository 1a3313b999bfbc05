import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Message } from '@shqcb/api/contract/messages';
import type { Queryable } from '../../db/Db.ts';
import { messages } from '../../db/schema.ts';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import { unreadCount } from './profile.ts';

/** A message for a reader (a staff reply, a points change…); it raises the bell's badge at once. */
export async function sendMessage(
  db: Queryable,
  message: { userId: number; title: string; body: string; kind?: Message['kind']; link?: string },
  now: Date,
): Promise<void> {
  await db.insert(messages).values({ kind: 'system', link: '', ...message, createdAt: now });
}

/** A page of the reader's messages, newest first. */
export async function listMessages(db: Queryable, userId: number, request: PageRequest) {
  const mine = eq(messages.userId, userId);
  const [total] = await db.select({ n: count() }).from(messages).where(mine);
  const rows = await db
    .select()
    .from(messages)
    .where(mine)
    .orderBy(desc(messages.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  const list = rows.map(
    (row): Message => ({
      id: row.id,
      kind: row.kind === 'points' ? 'points' : 'system',
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    }),
  );
  return toPage(list, request, total?.n ?? 0);
}

/**
 * Marks one message of the reader (or all of them) read; a message of someone else is "not found".
 * Returns the unread count left, or `null` when the message is not the reader's.
 */
export async function readMessages(db: Queryable, userId: number, id: number | 'all', now: Date): Promise<number | null> {
  const mine = eq(messages.userId, userId);
  if (id === 'all') {
    await db.update(messages).set({ readAt: now }).where(and(mine, isNull(messages.readAt)));
  } else {
    const [found] = await db.select({ readAt: messages.readAt }).from(messages).where(and(mine, eq(messages.id, id)));
    if (!found) return null;
    if (!found.readAt) await db.update(messages).set({ readAt: now }).where(and(mine, eq(messages.id, id)));
  }
  return unreadCount(db, userId);
}
