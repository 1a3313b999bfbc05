import { randomInt } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../AppDeps.ts';
import type { Queryable } from '../../db/Db.ts';
import { smsCodes, smsIpQuota, smsPhoneQuota } from '../../db/schema.ts';
import { sqlTimestamp } from '../../db/sqlTimestamp.ts';
import { ApiError } from '../../http/ApiError.ts';
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
 * both pass a limit; the text goes out only after the commit.
 *
 * @throws {ApiError} 429 when a limit refuses the request, 503 when the gateway fails.
 */
export async function sendSmsCode(deps: AppDeps, phone: string, ip: string): Promise<SmsCodeSent> {
  const { db, clock, config, providers, logger } = deps;
  const { sms } = config;
  const now = clock.now();
  const day = shanghaiDay(now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  await db.transaction(async (tx) => {
    await claimPhoneQuota(tx, phone, now, day, deps);
    await claimIpQuota(tx, ip, day, sms.dailyIpLimit);
    await tx.insert(smsCodes).values({
      phone,
      codeHash: hashSmsCode(sms.secret, phone, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sms.codeTtlSeconds * 1000),
    });
  });

  const minutes = Math.max(1, Math.round(sms.codeTtlSeconds / 60));
  try {
    await providers.sms.send(phone, `【上海汽车报】您的登录验证码为 ${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。`);
  } catch (error) {
    logger.error('sms send failed', { phone: maskForLog(phone), error: String(error) });
    await releaseQuota(db, phone, ip, day, deps);
    throw new ApiError(503, '短信发送失败，请稍后重试');
  }
  return { expiresIn: sms.codeTtlSeconds, resendIn: sms.resendSeconds };
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
    throw new ApiError(429, '该手机号今日获取验证码次数已达上限，请明天再试');
  }
  const elapsed = row ? now.getTime() - row.lastSentAt.getTime() : 0;
  const wait = Math.max(1, Math.ceil(resendSeconds - elapsed / 1000));
  throw new ApiError(429, `发送过于频繁，请 ${wait} 秒后再试`, { 'Retry-After': String(wait) });
}

async function claimIpQuota(tx: Queryable, ip: string, day: string, limit: number): Promise<void> {
  const claimed = await tx
    .insert(smsIpQuota)
    .values({ ip, day, count: 1 })
    .onConflictDoUpdate({
      target: [smsIpQuota.ip, smsIpQuota.day],
      set: { count: sql`${smsIpQuota.count} + 1` },
      setWhere: lt(smsIpQuota.count, limit),
    })
    .returning({ count: smsIpQuota.count });
  if (claimed.length === 0) throw new ApiError(429, '当前网络今日获取验证码次数已达上限，请明天再试');
}

/** Gives back what a failed send claimed, so the reader may retry at once. */
async function releaseQuota(db: Queryable, phone: string, ip: string, day: string, deps: AppDeps): Promise<void> {
  const back = new Date(deps.clock.now().getTime() - deps.config.sms.resendSeconds * 1000);
  await db
    .update(smsPhoneQuota)
    .set({ lastSentAt: back, dayCount: sql`greatest(${smsPhoneQuota.dayCount} - 1, 0)` })
    .where(and(eq(smsPhoneQuota.phone, phone), eq(smsPhoneQuota.day, day)));
  await db
    .update(smsIpQuota)
    .set({ count: sql`greatest(${smsIpQuota.count} - 1, 0)` })
    .where(and(eq(smsIpQuota.ip, ip), eq(smsIpQuota.day, day)));
}

function maskForLog(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
