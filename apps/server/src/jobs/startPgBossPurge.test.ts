import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../Logger.ts';
import { smsOutbox } from '../db/schema.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../testing/createPostgresTestDb.ts';
import { FakeClock } from '../testing/FakeClock.ts';
import { purgeExpired, type PurgeCounts } from './purgeExpired.ts';
import type { PurgeSchedule } from './PurgeSchedule.ts';
import { startPgBossPurge } from './startPgBossPurge.ts';

// pg-boss needs PostgreSQL; PGlite servers purge on an in-process timer instead.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] pg-boss retention tests need DATABASE_URL (real PostgreSQL)');

const MINUTE_MS = 60_000;

describe.skipIf(!databaseUrl)('startPgBossPurge on PostgreSQL', () => {
  let pg: PostgresTestDb;
  const schedules: PurgeSchedule[] = [];
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '', 5);
  });
  afterAll(async () => {
    await Promise.all(schedules.map((s) => s.stop()));
    await pg?.close();
  });

  it('should purge once per period when two instances are scheduled at the same time', async () => {
    // pg-boss's TestClock drives both instances and the database's idea of "now" (job_now()), so
    // simulated minutes pass in milliseconds; the purge itself uses the app's fake clock.
    const bossClock = new TestClock(new Date('2026-06-01T04:00:30Z'));
    const appClock = new FakeClock('2026-06-01T04:00:30Z');
    const runs: { instance: string; counts: PurgeCounts }[] = [];
    const start = async (instance: string) => {
      const schedule = await startPgBossPurge({
        databaseUrl: pg.url,
        logger: silentLogger,
        cron: '* * * * *',
        pollingIntervalSeconds: 5,
        boss: { clock: bossClock, instanceName: instance },
        run: async () => {
          runs.push({ instance, counts: await purgeExpired(pg.db, appClock, { sessionIdleDays: 30, statsDays: 180 }) });
        },
      });
      schedules.push(schedule);
    };
    // One after the other: TestClock.attach() (test-only) recreates its clock table and races
    // itself when two instances start at once. Concurrent starts are tested in startRetentionPurge.test.ts.
    await start('a');
    await start('b');
    await pg.db.insert(smsOutbox).values({ phone: '13600000001', text: 'old', createdAt: new Date('2026-05-30T00:00:00Z') });
    // Every minute both instances' cron passes find the occurrence due (each pass looks back 60 s,
    // and they run every 30 s); one purge runs for it.
    for (let minute = 1; minute <= 3; minute++) {
      await bossClock.tick(MINUTE_MS);
      await vi.waitFor(() => expect(runs).toHaveLength(minute), { timeout: 10_000 });
    }
    // Time for a duplicate to show up, had either instance sent or fetched one.
    await bossClock.tick(20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toHaveLength(3);
    expect(runs.reduce((sum, run) => sum + run.counts.sms_outbox, 0)).toBe(1);
  });
});
