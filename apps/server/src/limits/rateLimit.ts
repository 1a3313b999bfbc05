import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/Db.ts';
import { rateLimits } from '../db/schema.ts';
import { sqlTimestamp } from '../db/sqlTimestamp.ts';

/** A fixed window: its length, and an offset so that a day can start at midnight in Shanghai. */
export interface RateWindow {
  seconds: number;
  /** Seconds east of UTC where windows start (e.g. 8 h for Asia/Shanghai days). Default 0. */
  offsetSeconds?: number;
}

export const MINUTE: RateWindow = { seconds: 60 };
/** A calendar day in Asia/Shanghai (UTC+8, no daylight saving). */
export const SHANGHAI_DAY: RateWindow = { seconds: 86_400, offsetSeconds: 8 * 3600 };

export interface RateLimit {
  /** What is limited, e.g. 'sms-ip'. */
  bucket: string;
  /** Hits allowed per key and window. */
  limit: number;
  window: RateWindow;
}

/** The start of the window that holds `now`. */
export function windowStart(window: RateWindow, now: Date): Date {
  const size = window.seconds * 1000;
  const offset = (window.offsetSeconds ?? 0) * 1000;
  return new Date(Math.floor((now.getTime() + offset) / size) * size - offset);
}

/**
 * Counts a hit of `key` and says whether it is allowed: `false` once the key has `limit` hits in the
 * current window. The check and the count are one conditional upsert, so concurrent requests, also
 * on several server instances sharing one PostgreSQL, can never pass the limit together. The first
 * hit of a new window clears the bucket's windows that ended a day or more ago, so the table stays
 * small without a scheduler.
 *
 * @example
 * if (!(await takeRateSlot(db, { bucket: 'page-view', limit: 120, window: MINUTE }, ip, now))) return { recorded: false };
 */
export async function takeRateSlot(db: Queryable, rule: RateLimit, key: string, now: Date): Promise<boolean> {
  const start = windowStart(rule.window, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key, windowStart: start, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
      setWhere: lt(rateLimits.hits, rule.limit),
    })
    .returning({ hits: rateLimits.hits });
  if (!row) return false;
  if (row.hits === 1) {
    const expired = new Date(start.getTime() - Math.max(rule.window.seconds, 86_400) * 1000);
    await db.delete(rateLimits).where(and(eq(rateLimits.bucket, rule.bucket), lt(rateLimits.windowStart, sqlTimestamp(expired))));
  }
  return row.hits <= rule.limit;
}

/** Gives back a hit taken in the current window (e.g. an SMS that could not be sent). */
export async function returnRateSlot(db: Queryable, rule: RateLimit, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(rule.window, now))));
}
