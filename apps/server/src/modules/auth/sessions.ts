import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/Db.ts';
import { sessions } from '../../db/schema.ts';
import { sqlTimestamp } from '../../db/sqlTimestamp.ts';
import { hashToken } from './hashes.ts';

/** How long a session lives: idle for `idleDays` ends it, and so does `maxDays` after login. */
export interface SessionLifetime {
  idleDays: number;
  maxDays: number;
}

/** A live session as a request sees it. */
export interface LiveSession {
  id: number;
  userId: number;
}

const DAY_MS = 86_400_000;
/** Last use is written at most this often, so reading pages does not write a row per request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Starts a session: 32 random bytes as base64url for the reader, only their hash in the table.
 *
 * @returns the token to hand to the reader, once.
 */
export async function issueSession(db: Queryable, userId: number, now: Date, lifetime: SessionLifetime, device = ''): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + lifetime.maxDays * DAY_MS),
    device: device.slice(0, 100),
  });
  return token;
}

/**
 * The live session of a token, or `null` for an unknown, revoked, idle or expired one. Using a
 * session slides its idle expiry forward (written at most every five minutes).
 */
export async function findSession(db: Queryable, token: string, now: Date, lifetime: SessionLifetime): Promise<LiveSession | null> {
  const idleSince = new Date(now.getTime() - lifetime.idleDays * DAY_MS);
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleSince)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(and(eq(sessions.id, row.id), lt(sessions.lastUsedAt, sqlTimestamp(now))));
  }
  return { id: row.id, userId: row.userId };
}

/** Ends the session of a token (logout). @returns whether there was one. */
export async function revokeToken(db: Queryable, token: string): Promise<boolean> {
  const gone = await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).returning({ id: sessions.id });
  return gone.length > 0;
}

/** Ends one of a reader's sessions by id; another reader's id ends nothing. @returns whether it did. */
export async function revokeSession(db: Queryable, userId: number, id: number): Promise<boolean> {
  const gone = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, id))).returning({ id: sessions.id });
  return gone.length > 0;
}

/** Ends every session of a reader but `keepId` ('sign out elsewhere'), or all of them. @returns how many. */
export async function revokeAllSessions(db: Queryable, userId: number, keepId?: number): Promise<number> {
  const where = keepId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepId));
  const gone = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return gone.length;
}

/** A reader's live sessions, the most recently used first. */
export async function listSessions(db: Queryable, userId: number, now: Date, lifetime: SessionLifetime) {
  const idleSince = new Date(now.getTime() - lifetime.idleDays * DAY_MS);
  return db
    .select({ id: sessions.id, device: sessions.device, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleSince)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}
