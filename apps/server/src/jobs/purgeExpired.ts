/**
 * Retention: deletes rows nothing will read again. Each rule below names the code that makes the
 * row dead, so a change there is a reason to look here too.
 */
import { and, eq, gte, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '../Clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/Db.ts';
import {
  captchaChallenges,
  pageViews,
  rateLimits,
  sessions,
  shares,
  smsCodes,
  smsOutbox,
  smsPhoneQuota,
  wechatLocalCodes,
  wechatOAuthStates,
  wechatPendingBindings,
} from '../db/schema.ts';

/** How long the rows that depend on configuration are kept. Build it with {@link retentionPolicy}. */
export interface RetentionPolicy {
  /** SESSION_TTL_DAYS: a session unused this long is dead. */
  sessionIdleDays: number;
  /** STATS_RETENTION_DAYS: page views and shares older than this go. */
  statsDays: number;
}

/** The retention the configuration asks for. */
export function retentionPolicy(config: Config): RetentionPolicy {
  return { sessionIdleDays: config.sessionTtlDays, statsDays: config.retention.statsDays };
}

/** The tables the purge cleans, by their SQL names. */
export const PURGED_TABLES = [
  'captcha_challenges',
  'sms_codes',
  'sms_phone_quota',
  'rate_limits',
  'sms_outbox',
  'sessions',
  'wechat_oauth_states',
  'wechat_pending_bindings',
  'wechat_local_codes',
  'page_views',
  'shares',
] as const;

export type PurgedTable = (typeof PURGED_TABLES)[number];

/** Rows deleted per table by one run. */
export type PurgeCounts = Record<PurgedTable, number>;

export interface PurgeOptions {
  /** Rows per DELETE statement (default {@link DEFAULT_PURGE_BATCH}). */
  batchSize?: number;
  /** Checked between batches: a shutdown stops a long purge at the next batch. */
  signal?: AbortSignal;
}

/**
 * Rows per statement. Each batch is its own short transaction, so a backlog of millions never
 * holds row locks or one huge WAL record for long, and requests interleave between batches (on
 * PGlite, which runs one statement at a time, that matters most).
 */
export const DEFAULT_PURGE_BATCH = 1000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Single-use tokens (captcha challenges, SMS codes, WeChat states, bindings and simulator codes)
 * are kept an hour past their expiry. Nothing accepts them then, but instances whose clocks differ
 * by a few seconds never disagree, and a late reader still hears 验证码已过期 / 授权码已过期 rather
 * than "no such code" for a while.
 */
const TOKEN_GRACE_MS = HOUR_MS;
/** A session is kept a day after it died, for the same reasons: clock or configuration skew between instances. */
const SESSION_GRACE_MS = DAY_MS;
/**
 * The longest rate-limit window is a Shanghai day (limits/rateLimit.ts), so a window that started
 * two days ago has ended at least a day ago; takeRateSlot's own sweep uses the same bound.
 */
const RATE_WINDOW_KEEP_MS = 2 * DAY_MS;
/**
 * A phone's send quota row matters while its resend window runs (at most an hour) and on its
 * Shanghai day. `last_sent_at` may be set back by the resend window when a send fails
 * (sendSmsCode.releasePhoneQuota), so two days is safely past both.
 */
const PHONE_QUOTA_KEEP_MS = 2 * DAY_MS;
/** The demo outbox only has to show a code that is still valid. */
const OUTBOX_KEEP_MS = DAY_MS;

/**
 * Deletes the expired rows of every table in {@link PURGED_TABLES}, in batches, and says how many
 * went from each. Safe to run while the server serves: every rule only matches rows the code that
 * owns them already treats as gone, and a row made live again while a batch waits for its lock (a
 * quota row a new send just renewed) is kept: see {@link deleteBatch}.
 *
 * @example
 * const counts = await purgeExpired(db, systemClock, retentionPolicy(config));
 */
export async function purgeExpired(db: Db, clock: Clock, policy: RetentionPolicy, options: PurgeOptions = {}): Promise<PurgeCounts> {
  const now = clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const tokenCutoff = before(TOKEN_GRACE_MS);
  const sessionCutoff = before(SESSION_GRACE_MS);
  // Only the newest code of a phone can log in (consumeSmsCode). Deleting an expired newest code
  // must not promote an older one that is still live, as it could be after SMS_CODE_TTL_SECONDS
  // was lowered; so a code goes only when no older code of its phone is still within its grace.
  const older = alias(smsCodes, 'older');
  const noLiveOlderCode = notExists(
    db
      .select({ one: sql`1` })
      .from(older)
      .where(and(eq(older.phone, smsCodes.phone), lt(older.id, smsCodes.id), gte(older.expiresAt, tokenCutoff))),
  );

  const rules: [PurgedTable, PgTable, SQL][] = [
    ['captcha_challenges', captchaChallenges, lt(captchaChallenges.expiresAt, tokenCutoff)],
    ['sms_codes', smsCodes, and(lt(smsCodes.expiresAt, tokenCutoff), noLiveOlderCode) as SQL],
    ['sms_phone_quota', smsPhoneQuota, lt(smsPhoneQuota.lastSentAt, before(PHONE_QUOTA_KEEP_MS))],
    ['rate_limits', rateLimits, lt(rateLimits.windowStart, before(RATE_WINDOW_KEEP_MS))],
    ['sms_outbox', smsOutbox, lt(smsOutbox.createdAt, before(OUTBOX_KEEP_MS))],
    // Revoked sessions are deleted when revoked (sessions.ts); these are the ones that ran out.
    [
      'sessions',
      sessions,
      or(lt(sessions.expiresAt, sessionCutoff), lt(sessions.lastUsedAt, new Date(sessionCutoff.getTime() - policy.sessionIdleDays * DAY_MS))) as SQL,
    ],
    ['wechat_oauth_states', wechatOAuthStates, lt(wechatOAuthStates.expiresAt, tokenCutoff)],
    ['wechat_pending_bindings', wechatPendingBindings, lt(wechatPendingBindings.expiresAt, tokenCutoff)],
    ['wechat_local_codes', wechatLocalCodes, lt(wechatLocalCodes.expiresAt, tokenCutoff)],
    ['page_views', pageViews, lt(pageViews.createdAt, before(policy.statsDays * DAY_MS))],
    ['shares', shares, lt(shares.createdAt, before(policy.statsDays * DAY_MS))],
  ];

  const counts = Object.fromEntries(PURGED_TABLES.map((table) => [table, 0])) as PurgeCounts;
  const batchSize = options.batchSize ?? DEFAULT_PURGE_BATCH;
  for (const [name, table, where] of rules) {
    for (;;) {
      if (options.signal?.aborted) return counts;
      const deleted = await deleteBatch(db, table, where, batchSize);
      counts[name] += deleted;
      if (deleted < batchSize) break;
    }
  }
  return counts;
}

/** The total of a run's counts. */
export function totalPurged(counts: PurgeCounts): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

/**
 * Deletes up to `limit` rows matching `where`. The rows are picked by `ctid` (a TID scan, the same
 * for every table whatever its key). The sub-select sees rows as they were when it started; a row
 * another transaction updates meanwhile gets a new ctid and is not deleted, and `where` is repeated
 * on the DELETE as well, which PostgreSQL re-checks against the row's newest version, so what goes
 * never rests on the sub-select's snapshot alone.
 */
async function deleteBatch(db: Db, table: PgTable, where: SQL, limit: number): Promise<number> {
  const picked = db.select({ ctid: sql`ctid` }).from(table).where(where).limit(limit);
  const gone = await db
    .delete(table)
    .where(and(sql`ctid = any(array(${picked}))`, where))
    .returning({ one: sql<number>`1` });
  return gone.length;
}
