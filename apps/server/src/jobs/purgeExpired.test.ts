import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/Db.ts';
import { openTestDb } from '../testing/pgliteTemplates.ts';
import {
  captchaChallenges,
  pageViews,
  rateLimits,
  sessions,
  shares,
  smsCodes,
  smsOutbox,
  smsPhoneQuota,
  users,
  wechatIdentities,
  wechatLocalCodes,
  wechatOAuthStates,
  wechatPendingBindings,
} from '../db/schema.ts';
import { MINUTE, SHANGHAI_DAY, takeRateSlot } from '../limits/rateLimit.ts';
import { hashToken } from '../modules/auth/hashes.ts';
import { findSession, issueSession } from '../modules/auth/sessions.ts';
import { createPostgresTestDb } from '../testing/createPostgresTestDb.ts';
import { FakeClock } from '../testing/FakeClock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { PURGED_TABLES, purgeExpired, retentionPolicy, totalPurged, type PurgeCounts, type RetentionPolicy } from './purgeExpired.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] purge tests on PostgreSQL need DATABASE_URL (real PostgreSQL)');

const SECOND = 1000;
const MINUTE_MS = 60 * SECOND;
const HOUR = 60 * MINUTE_MS;
const DAY = 24 * HOUR;
const policy: RetentionPolicy = { sessionIdleDays: 30, statsDays: 180 };

interface Engine {
  db: Db;
  close(): Promise<void>;
}

const engines: [string, () => Promise<Engine>][] = [['PGlite', () => openTestDb('migrated')]];
if (databaseUrl) engines.push(['PostgreSQL', () => createPostgresTestDb(databaseUrl, 5)]);

describe('retentionPolicy', () => {
  it('should keep statistics 180 days unless STATS_RETENTION_DAYS says otherwise, and follow SESSION_TTL_DAYS', () => {
    expect(retentionPolicy(loadConfig({ APP_MODE: 'demo' }))).toEqual({ sessionIdleDays: 30, statsDays: 180 });
    expect(retentionPolicy(loadConfig({ APP_MODE: 'demo', STATS_RETENTION_DAYS: '30', SESSION_TTL_DAYS: '7' }))).toEqual({ sessionIdleDays: 7, statsDays: 30 });
    expect(() => loadConfig({ APP_MODE: 'demo', STATS_RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_MODE: 'demo', STATS_RETENTION_DAYS: 'forever' })).toThrow('STATS_RETENTION_DAYS must be an integer 1-3650, got "forever"');
  });
});

describe.each(engines)('purgeExpired on %s', (_engine, open) => {
  let engine: Engine;
  let db: Db;
  const clock = new FakeClock('2026-06-01T04:00:00Z');
  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs);
  const purge = () => purgeExpired(db, clock, policy);

  beforeAll(async () => {
    engine = await open();
    db = engine.db;
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('should delete captcha challenges an hour after they expire and keep the rest', async () => {
    const row = (id: string, expiresAt: Date, usedAt: Date | null = null) => ({ id, answerHash: 'h', createdAt: at(-2 * DAY), expiresAt, usedAt });
    await db.insert(captchaChallenges).values([
      row('c-gone', at(-HOUR - SECOND)),
      row('c-used-gone', at(-2 * HOUR), at(-2 * HOUR - MINUTE_MS)),
      row('c-grace', at(-HOUR + SECOND)),
      row('c-live', at(2 * MINUTE_MS)),
      row('c-used-live', at(MINUTE_MS), at(-SECOND)),
    ]);
    const counts = await purge();
    expect(counts.captcha_challenges).toBe(2);
    expect(await ids(db.select({ id: captchaChallenges.id }).from(captchaChallenges))).toEqual(['c-grace', 'c-live', 'c-used-live']);
  });

  it('should delete SMS codes an hour after they expire, never promoting an older live code', async () => {
    const code = (phone: string, expiresAt: Date) => ({ phone, codeHash: 'h', ip: '10.0.0.1', createdAt: at(-DAY), expiresAt });
    // Inserted in id order: for 13900000003 the newer code expired while an older, longer one still
    // lives (SMS_CODE_TTL_SECONDS lowered meanwhile); deleting the newer would make the older usable.
    const inserted = await db
      .insert(smsCodes)
      .values([
        code('13900000001', at(-3 * HOUR)),
        code('13900000001', at(-2 * HOUR)),
        code('13900000002', at(-HOUR - SECOND)),
        code('13900000002', at(-30 * MINUTE_MS)),
        code('13900000003', at(10 * MINUTE_MS)),
        code('13900000003', at(-2 * HOUR)),
        code('13900000004', at(4 * MINUTE_MS)),
      ])
      .returning({ id: smsCodes.id, phone: smsCodes.phone });
    const counts = await purge();
    expect(counts.sms_codes).toBe(3);
    const left = await db.select({ id: smsCodes.id }).from(smsCodes);
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([inserted[3], inserted[4], inserted[5], inserted[6]].map((r) => r?.id));
  });

  it('should delete phone send quotas two days after the last send', async () => {
    await db.insert(smsPhoneQuota).values([
      { phone: '13700000001', lastSentAt: at(-2 * DAY - SECOND), day: '2026-05-30', dayCount: 3 },
      { phone: '13700000002', lastSentAt: at(-2 * DAY + MINUTE_MS), day: '2026-05-30', dayCount: 20 },
      { phone: '13700000003', lastSentAt: at(-30 * SECOND), day: '2026-06-01', dayCount: 1 },
    ]);
    const counts = await purge();
    expect(counts.sms_phone_quota).toBe(1);
    expect(await ids(db.select({ id: smsPhoneQuota.phone }).from(smsPhoneQuota))).toEqual(['13700000002', '13700000003']);
  });

  it('should delete rate-limit windows that ended a day ago and keep running ones counting', async () => {
    const day = { bucket: 'test-day', limit: 2, window: SHANGHAI_DAY };
    const minute = { bucket: 'test-minute', limit: 1, window: MINUTE };
    expect(await takeRateSlot(db, day, 'k', clock.now())).toBe(true);
    expect(await takeRateSlot(db, day, 'k', clock.now())).toBe(true);
    expect(await takeRateSlot(db, minute, 'k', clock.now())).toBe(true);
    await db.insert(rateLimits).values([
      { bucket: 'test-old', key: 'k', windowStart: at(-2 * DAY - SECOND), hits: 9 },
      { bucket: 'test-old', key: 'k', windowStart: at(-2 * DAY + HOUR), hits: 9 },
    ]);
    const counts = await purge();
    expect(counts.rate_limits).toBe(1);
    // The windows still running keep their hits, so the limits still refuse.
    expect(await takeRateSlot(db, day, 'k', clock.now())).toBe(false);
    expect(await takeRateSlot(db, minute, 'k', clock.now())).toBe(false);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.bucket, 'test-old'))).toHaveLength(1);
  });

  it('should delete demo outbox messages older than a day', async () => {
    await db.insert(smsOutbox).values([
      { phone: '13600000001', text: 'old', createdAt: at(-DAY - SECOND) },
      { phone: '13600000001', text: 'recent', createdAt: at(-DAY + MINUTE_MS) },
    ]);
    const counts = await purge();
    expect(counts.sms_outbox).toBe(1);
    expect(await ids(db.select({ id: smsOutbox.text }).from(smsOutbox))).toEqual(['recent']);
  });

  it('should delete sessions a day after they expired or went idle and keep live ones working', async () => {
    const [user] = await db.insert(users).values({ phone: '13500000001', nickname: 'n', createdAt: at(-400 * DAY) }).returning({ id: users.id });
    const userId = user?.id ?? 0;
    const lifetime = { idleDays: policy.sessionIdleDays, maxDays: 180 };
    const started = (offsetMs: number) => issueSession(db, userId, at(offsetMs), lifetime);
    // Logged in 182 days ago and used every day: ended by SESSION_MAX_DAYS two days ago.
    const maxedOut = await started(-182 * DAY);
    await db.update(sessions).set({ lastUsedAt: at(-HOUR) }).where(eq(sessions.tokenHash, hashToken(maxedOut)));
    const idleGone = await started(-31 * DAY - SECOND);
    const idleGrace = await started(-30 * DAY - HOUR);
    const live = await started(-5 * DAY);
    const counts = await purge();
    expect(counts.sessions).toBe(2);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(2);
    expect(await findSession(db, live, clock.now(), lifetime)).not.toBeNull();
    // Kept for the grace day, but dead all the same.
    expect(await findSession(db, idleGrace, clock.now(), lifetime)).toBeNull();
    expect(await findSession(db, idleGone, clock.now(), lifetime)).toBeNull();
  });

  it('should delete WeChat states, pending bindings and simulator codes an hour after they expire', async () => {
    await db.insert(wechatOAuthStates).values([
      { stateHash: 's-gone', createdAt: at(-2 * HOUR), expiresAt: at(-HOUR - SECOND) },
      { stateHash: 's-grace', createdAt: at(-HOUR), expiresAt: at(-50 * MINUTE_MS) },
      { stateHash: 's-live', createdAt: at(-MINUTE_MS), expiresAt: at(9 * MINUTE_MS) },
    ]);
    await db.insert(wechatIdentities).values({ openid: 'o-purge', nickname: 'n', headimgurl: '', createdAt: at(-DAY), updatedAt: at(-DAY) });
    await db.insert(wechatPendingBindings).values([
      { tokenHash: 'b-gone', openid: 'o-purge', createdAt: at(-2 * HOUR), expiresAt: at(-HOUR - SECOND) },
      { tokenHash: 'b-live', openid: 'o-purge', createdAt: at(-MINUTE_MS), expiresAt: at(14 * MINUTE_MS) },
    ]);
    const code = (codeHash: string, expiresAt: Date) => ({ codeHash, openid: 'o-purge', nickname: '', headimgurl: '', scope: 'snsapi_base', createdAt: at(-DAY), expiresAt });
    await db.insert(wechatLocalCodes).values([code('w-gone', at(-HOUR - SECOND)), code('w-grace', at(-HOUR + SECOND)), code('w-live', at(MINUTE_MS))]);
    const counts = await purge();
    expect([counts.wechat_oauth_states, counts.wechat_pending_bindings, counts.wechat_local_codes]).toEqual([1, 1, 1]);
    expect(await ids(db.select({ id: wechatOAuthStates.stateHash }).from(wechatOAuthStates))).toEqual(['s-grace', 's-live']);
    expect(await ids(db.select({ id: wechatPendingBindings.tokenHash }).from(wechatPendingBindings))).toEqual(['b-live']);
    expect(await ids(db.select({ id: wechatLocalCodes.codeHash }).from(wechatLocalCodes))).toEqual(['w-grace', 'w-live']);
  });

  it('should delete page views and shares older than the statistics retention', async () => {
    const view = (path: string, createdAt: Date) => ({ path, title: '', referrer: '', ip: '10.0.0.1', createdAt });
    await db.insert(pageViews).values([view('/old', at(-180 * DAY - SECOND)), view('/kept', at(-179 * DAY)), view('/new', at(-SECOND))]);
    const share = (url: string, createdAt: Date) => ({ url, channel: 'link', ip: '10.0.0.1', createdAt });
    await db.insert(shares).values([share('https://a/old', at(-181 * DAY)), share('https://a/kept', at(-180 * DAY + HOUR))]);
    const counts = await purgeExpired(db, clock, policy);
    expect([counts.page_views, counts.shares]).toEqual([1, 1]);
    expect(await ids(db.select({ id: pageViews.path }).from(pageViews))).toEqual(['/kept', '/new']);
    expect(await ids(db.select({ id: shares.url }).from(shares))).toEqual(['https://a/kept']);
    // A shorter retention takes more.
    expect((await purgeExpired(db, clock, { ...policy, statsDays: 30 })).page_views).toBe(1);
  });

  it('should find nothing left on a second run', async () => {
    const counts = await purge();
    expect(totalPurged(counts)).toBe(0);
    expect(Object.keys(counts).sort()).toEqual([...PURGED_TABLES].sort());
  });

  it('should work through a backlog larger than one batch and keep the live rows', async () => {
    const now = clock.now().getTime();
    await db.execute(sql`insert into page_views (path, title, referrer, ip, created_at)
      select '/backlog', '', '', '10.0.0.2', ${new Date(now - 200 * DAY).toISOString()}::timestamptz - make_interval(secs => g) from generate_series(1, 2500) g`);
    await db.execute(sql`insert into page_views (path, title, referrer, ip, created_at)
      select '/fresh', '', '', '10.0.0.2', ${new Date(now - DAY).toISOString()}::timestamptz from generate_series(1, 7) g`);
    const counts = await purgeExpired(db, clock, policy, { batchSize: 1000 });
    expect(counts.page_views).toBe(2500);
    const left = await db.select({ path: pageViews.path }).from(pageViews).where(sql`${pageViews.path} in ('/backlog', '/fresh')`);
    expect(left).toHaveLength(7);
    expect(left.every((r) => r.path === '/fresh')).toBe(true);
  });

  it('should stop between batches once its signal is aborted', async () => {
    await db.insert(smsOutbox).values(Array.from({ length: 30 }, () => ({ phone: '13600000009', text: 'x', createdAt: at(-2 * DAY) })));
    const abort = new AbortController();
    let batches = 0;
    // Count DELETE statements through a proxy of the database and abort after the first one.
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'delete') {
          return (...args: Parameters<Db['delete']>) => {
            if (++batches === 1) queueMicrotask(() => abort.abort());
            return target.delete(...args);
          };
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const counts = await purgeExpired(counting, clock, policy, { batchSize: 10, signal: abort.signal });
    expect(batches).toBe(1);
    expect(totalPurged(counts)).toBe(0);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13600000009'))).toHaveLength(30);
  });
});

async function ids(query: PromiseLike<{ id: string }[]>): Promise<string[]> {
  return (await query).map((r) => r.id).sort();
}

describe.skipIf(!databaseUrl)('purgeExpired beside concurrent writes on PostgreSQL', () => {
  it('should keep a row that a concurrent transaction makes live while the purge waits for its lock', async () => {
    const pg = await createPostgresTestDb(databaseUrl ?? '', 5);
    try {
      const clock = new FakeClock('2026-06-01T04:00:00Z');
      const phone = '13700000009';
      await pg.db.insert(smsPhoneQuota).values({ phone, lastSentAt: new Date('2026-05-29T00:00:00Z'), day: '2026-05-29', dayCount: 1 });
      let purging: Promise<PurgeCounts> | undefined;
      // A send (claimPhoneQuota's upsert) renews the stale row and holds it until it commits; the
      // purge picked the row from its old version, and must re-check it after the lock is released.
      await pg.db.transaction(async (tx) => {
        await tx.update(smsPhoneQuota).set({ lastSentAt: clock.now(), day: '2026-06-01', dayCount: 1 }).where(eq(smsPhoneQuota.phone, phone));
        purging = purgeExpired(pg.db, clock, policy);
        await vi.waitFor(
          async () => {
            const [waiting] = await pg.db
              .select({ n: sql<number>`count(*)::int` })
              .from(sql`pg_stat_activity`)
              .where(sql`datname = current_database() and wait_event_type = 'Lock' and query like 'delete from "sms_phone_quota"%'`);
            expect(waiting?.n).toBe(1);
          },
          { timeout: 5000, interval: 20 },
        );
      });
      const counts = await purging;
      expect(counts?.sms_phone_quota).toBe(0);
      expect(await pg.db.select().from(smsPhoneQuota).where(eq(smsPhoneQuota.phone, phone))).toHaveLength(1);
    } finally {
      await pg.close();
    }
  });
});
