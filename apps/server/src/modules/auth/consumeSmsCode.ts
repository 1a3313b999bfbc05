import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../AppDeps.ts';
import { smsCodes } from '../../db/schema.ts';
import { sqlTimestamp } from '../../db/sqlTimestamp.ts';
import { login } from '@shqcb/api/contract/login';
import { ApiError } from '../../http/ApiError.ts';
import { hashSmsCode } from './hashes.ts';

/**
 * Spends one login try on the newest code of `phone`, succeeding only if it matches.
 *
 * The whole rule is a single conditional UPDATE: it counts the try and, if the hash matches, marks
 * the code consumed, but only while the code is unconsumed, unexpired and under the try limit.
 * Row locking then makes concurrent logins with one code yield exactly one success, and a flood
 * of guesses cannot get more than `maxAttempts` tries.
 *
 * @throws {ApiError} 400 wrong, expired, used or missing code; 429 too many wrong tries.
 */
export async function consumeSmsCode(deps: AppDeps, phone: string, code: string): Promise<void> {
  const { db, clock, config } = deps;
  const { maxAttempts, secret } = config.sms;
  const now = clock.now();
  const hash = hashSmsCode(secret, phone, code);
  const newest = sql`(select max(${smsCodes.id}) from ${smsCodes} where ${smsCodes.phone} = ${phone})`;

  const [tried] = await db
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + 1`,
      consumedAt: sql`case when ${smsCodes.codeHash} = ${hash} then ${sqlTimestamp(now)} else null end`,
    })
    .where(
      and(
        eq(smsCodes.id, newest),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: smsCodes.attempts, consumedAt: smsCodes.consumedAt });

  if (tried?.consumedAt) return;
  if (tried) {
    const left = maxAttempts - tried.attempts;
    if (left <= 0) throw ApiError.of(login.refusals.tooManyTries);
    throw ApiError.of(login.refusals.wrongCodeTriesLeft, { left });
  }
  await explainRefusal(deps, phone, now);
}

/** The UPDATE matched nothing: read the newest code to say why, in the reader's words. */
async function explainRefusal(deps: AppDeps, phone: string, now: Date): Promise<never> {
  const [latest] = await deps.db
    .select({ expiresAt: smsCodes.expiresAt, attempts: smsCodes.attempts, consumedAt: smsCodes.consumedAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) throw ApiError.of(login.refusals.noCode);
  if (latest.consumedAt) throw ApiError.of(login.refusals.usedCode);
  if (latest.attempts >= deps.config.sms.maxAttempts) throw ApiError.of(login.refusals.tooManyTries);
  if (latest.expiresAt.getTime() <= now.getTime()) throw ApiError.of(login.refusals.expiredCode);
  // A newer code arrived between the two statements; the reader typed the older one.
  throw ApiError.of(login.refusals.wrongCode);
}
