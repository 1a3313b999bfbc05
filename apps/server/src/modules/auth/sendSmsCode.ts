import { randomInt } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../AppDeps.ts';
import type { Queryable } from '../../db/Db.ts';
import { postSmsCode } from '@shqcb/api/contract/login';
import { smsCodes, smsPhoneQuota } from '../../db/schema.ts';
import { sqlTimestamp } from '../../db/sqlTimestamp.ts';
import { ApiError } from '../../http/ApiError.ts';

type Refusal = (typeof postSmsCode.refusals)[keyof typeof postSmsCode.refusals];
import { networkKey } from '../../limits/networkKey.ts';
import { MINUTE, SHANGHAI_DAY, returnRateSlot, takeRateSlot } from '../../limits/rateLimit.ts';
import type { RateLimit } from '../../limits/rateLimit.ts';
import { redactSecrets } from '../../providers/sms/redactSecrets.ts';
import { SmsSendError } from '../../providers/sms/SmsSendError.ts';
import { hashSmsCode } from './hashes.ts';
import { shanghaiDay } from './shanghaiDay.ts';

/** What postSmsCode answers: how long the code lives and when the next one may be asked for. */
export interface SmsCodeSent {
  expiresIn: number;
  resendIn: number;
}

/**
 * Issues a login code for `phone` and texts it. The resend window, the daily caps and the code
 * row are written in one transaction of conditional upserts, so concurrent requests can never
 * both pass a limit; the text goes out only after the commit. When the gateway does not take it,
 * the code row is deleted and the quota given back, as if the request had not happened. The plain
 * code goes only to the gateway: never to a log line, and to a table only through the local
 * outbox of demo and test modes.
 *
 * @throws {ApiError} 429 when a limit refuses the request (ours or the gateway's for this number),
 * 503 when the gateway fails.
 */
export async function sendSmsCode(deps: AppDeps, phone: string, ip: string): Promise<SmsCodeSent> {
  const { db, clock, config, providers, logger } = deps;
  const { sms } = config;
  const network = networkKey(ip);
  // Each rule with its key and the refusal it gives. Per phone and network: a flood from one
  // network cannot use up the victim's own codes, which the phone-wide cap alone would.
  const rules: [RateLimit, string, Refusal][] = [
    [{ bucket: 'sms-phone-net', limit: sms.dailyPhoneNetworkLimit, window: SHANGHAI_DAY }, `${phone}@${network}`, postSmsCode.refusals.phoneDailyLimit],
    [{ bucket: 'sms-ip', limit: sms.dailyIpLimit, window: SHANGHAI_DAY }, network, postSmsCode.refusals.networkDailyLimit],
    [{ bucket: 'sms-global', limit: sms.globalPerMinute, window: MINUTE }, '*', postSmsCode.refusals.busy],
  ];
  const now = clock.now();
  const day = shanghaiDay(now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  const codeId = await db.transaction(async (tx) => {
    await claimPhoneQuota(tx, phone, now, day, deps);
    // A refusal throws, and the transaction gives back what the earlier rules took.
    for (const [rule, key, refusal] of rules) {
      if (!(await takeRateSlot(tx, rule, key, now))) throw ApiError.of(refusal);
    }
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        codeHash: hashSmsCode(sms.secret, phone, code),
        ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + sms.codeTtlSeconds * 1000),
      })
      .returning({ id: smsCodes.id });
    return row?.id;
  });

  const minutes = Math.max(1, Math.round(sms.codeTtlSeconds / 60));
  try {
    await providers.sms.send(phone, { code, minutes });
  } catch (error) {
    const failure = error instanceof SmsSendError ? error : undefined;
    // The reader never got this code: it must not stay usable, nor hide the previous one.
    if (codeId !== undefined) await db.delete(smsCodes).where(eq(smsCodes.id, codeId));
    await releasePhoneQuota(db, phone, day, deps);
    for (const [rule, key] of rules) await returnRateSlot(db, rule, key, now);
    // Gateway texts can quote the request, so the number and the code are cut out of them.
    const details = { phone: maskForLog(phone), provider: failure?.provider, providerCode: failure?.providerCode, error: redactSecrets(String(error), [phone, code]) };
    if (failure && failure.failure !== 'failed') logger.warn('sms send refused by the gateway', details);
    else logger.error('sms send failed', details);
    throw gatewayRefusal(failure);
  }
  return { expiresIn: sms.codeTtlSeconds, resendIn: sms.resendSeconds };
}

/** The reader's answer to a send the gateway did not take: its limits are worded like ours. */
function gatewayRefusal(failure: SmsSendError | undefined): ApiError {
  switch (failure?.failure) {
    case 'phoneTooSoon': {
      const wait = Math.max(1, failure.retryAfterSeconds ?? 60);
      return ApiError.of(postSmsCode.refusals.tooSoon, { wait }, { 'Retry-After': String(wait) });
    }
    case 'phoneDailyLimit':
      return ApiError.of(postSmsCode.refusals.phoneDailyLimit);
    case 'busy':
      return ApiError.of(postSmsCode.refusals.busy);
    default:
      return ApiError.of(postSmsCode.refusals.sendFailed);
  }
}

/** One upsert: passes only if the resend window is over and today's cap is not reached. */
async function claimPhoneQuota(tx: Queryable, phone: string, now: Date, day: string, deps: AppDeps): Promise<void> {
  const { resendSeconds, dailyPhoneLimit } = deps.config.sms;
  const windowStart = new Date(now.getTime() - resendSeconds * 1000);
  const claimed = await tx
    .insert(smsPhoneQuota)
    .values({ phone, lastSentAt: now, day, dayCount: 1 })
    .onConflictDoUpdate({
      target: smsPhoneQuota.phone,
      set: {
        lastSentAt: now,
        day,
        dayCount: sql`case when ${smsPhoneQuota.day} = ${day} then ${smsPhoneQuota.dayCount} + 1 else 1 end`,
      },
      setWhere: and(
        sql`${smsPhoneQuota.lastSentAt} <= ${sqlTimestamp(windowStart)}`,
        or(sql`${smsPhoneQuota.day} <> ${day}`, lt(smsPhoneQuota.dayCount, dailyPhoneLimit)),
      ),
    })
    .returning({ phone: smsPhoneQuota.phone });
  if (claimed.length > 0) return;

  const [row] = await tx.select().from(smsPhoneQuota).where(eq(smsPhoneQuota.phone, phone));
  if (row && row.day === day && row.dayCount >= dailyPhoneLimit) {
    throw ApiError.of(postSmsCode.refusals.phoneDailyLimit);
  }
  const elapsed = row ? now.getTime() - row.lastSentAt.getTime() : 0;
  const wait = Math.max(1, Math.ceil(resendSeconds - elapsed / 1000));
  throw ApiError.of(postSmsCode.refusals.tooSoon, { wait }, { 'Retry-After': String(wait) });
}

/** Gives back what a failed send claimed of the phone's quota, so the reader may retry at once. */
async function releasePhoneQuota(db: Queryable, phone: string, day: string, deps: AppDeps): Promise<void> {
  const back = new Date(deps.clock.now().getTime() - deps.config.sms.resendSeconds * 1000);
  await db
    .update(smsPhoneQuota)
    .set({ lastSentAt: back, dayCount: sql`greatest(${smsPhoneQuota.dayCount} - 1, 0)` })
    .where(and(eq(smsPhoneQuota.phone, phone), eq(smsPhoneQuota.day, day)));
}

function maskForLog(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
