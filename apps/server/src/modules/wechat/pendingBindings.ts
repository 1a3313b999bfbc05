import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/Db.ts';
import { wechatPendingBindings } from '../../db/schema.ts';
import { hashToken } from '../auth/hashes.ts';

/**
 * How long a WeChat identity waits for its reader to log in by SMS in the same browser. Short,
 * because whoever logs in there next gets it: on a shared phone that should be the same reader.
 */
export const BINDING_TTL_SECONDS = 900;

/** Parks `openid` for binding; returns the random value the browser keeps (httpOnly cookie). */
export async function createPendingBinding(db: Queryable, openid: string, now: Date): Promise<string> {
  await db.delete(wechatPendingBindings).where(lt(wechatPendingBindings.expiresAt, now));
  const token = randomBytes(32).toString('base64url');
  await db.insert(wechatPendingBindings).values({
    tokenHash: hashToken(token),
    openid,
    createdAt: now,
    expiresAt: new Date(now.getTime() + BINDING_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Takes a live pending binding out (one DELETE … RETURNING, so it is used at most once): the
 * openid waiting for a reader, or `null`.
 */
export async function takePendingBinding(db: Queryable, token: string, now: Date): Promise<string | null> {
  const [taken] = await db
    .delete(wechatPendingBindings)
    .where(and(eq(wechatPendingBindings.tokenHash, hashToken(token)), gt(wechatPendingBindings.expiresAt, now)))
    .returning({ openid: wechatPendingBindings.openid });
  return taken?.openid ?? null;
}
