import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/Db.ts';
import { sessions } from '../../db/schema.ts';
import { hashToken } from './hashes.ts';

/**
 * Starts a session: 32 random bytes as base64url for the reader, only their hash in the table.
 *
 * @returns the token to hand to the reader, once.
 */
export async function issueSession(db: Queryable, userId: number, now: Date, ttlDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * 86_400_000),
  });
  return token;
}

/** The user id of a live session, or `null` for an unknown or expired token. */
export async function findSessionUserId(db: Queryable, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}
