import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/Db.ts';
import { wechatOAuthStates } from '../../db/schema.ts';
import { sqlTimestamp } from '../../db/sqlTimestamp.ts';
import { hashToken } from '../auth/hashes.ts';

/** Time from wxAuthorize to wxLogin: the reader reads WeChat's page and taps 允许. */
export const STATE_TTL_SECONDS = 600;

/**
 * A new `state` for one authorisation: 128 random bits as 32 hex digits (WeChat passes back only
 * [a-zA-Z0-9]), stored as SHA-256. Expired states are swept on the way.
 */
export async function issueOAuthState(db: Queryable, now: Date): Promise<string> {
  await db.delete(wechatOAuthStates).where(lt(wechatOAuthStates.expiresAt, now));
  const state = randomBytes(16).toString('hex');
  await db.insert(wechatOAuthStates).values({
    stateHash: hashToken(state),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_SECONDS * 1000),
  });
  return state;
}

/**
 * Spends a state: one conditional UPDATE that succeeds only while it is unused and unexpired, so
 * of two requests racing with the same state exactly one gets `true`.
 */
export async function consumeOAuthState(db: Queryable, state: string, now: Date): Promise<boolean> {
  const [spent] = await db
    .update(wechatOAuthStates)
    .set({ usedAt: sqlTimestamp(now) })
    .where(and(eq(wechatOAuthStates.stateHash, hashToken(state)), isNull(wechatOAuthStates.usedAt), gt(wechatOAuthStates.expiresAt, now)))
    .returning({ stateHash: wechatOAuthStates.stateHash });
  return spent !== undefined;
}
