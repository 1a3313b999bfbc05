import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsAccounts, pointsLedger, signIns } from '../../db/schema.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { mallReaders, type Reader } from '../../testing/mallFlow.ts';
import { apiGet } from '../../testing/requestHelpers.ts';

// PGlite runs one query at a time and would hide these races, so they need a real server.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] points concurrency tests need DATABASE_URL (real PostgreSQL)');

describe.skipIf(!databaseUrl)('sign-in under concurrency on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  let reader: () => Promise<Reader>;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db });
    reader = mallReaders(t, 13_560_000_000);
  });
  afterAll(async () => {
    await pg?.close();
  });

  async function ledgerSum(userId: number): Promise<number> {
    const [row] = await t.db.select({ total: sum(pointsLedger.delta) }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
    return Number(row?.total ?? 0);
  }

  it('should record 1 sign-in and credit its points once for 100 concurrent sign-ins of one reader', async () => {
    const { token, userId } = await reader();
    const answers = await Promise.all(Array.from({ length: 100 }, () => apiGet(t.app, 'integral/create', {}, { token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.msg === '今天已经签到过了')).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    expect(await t.db.select().from(signIns).where(eq(signIns.userId, userId))).toHaveLength(1);
    const [account] = await t.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
    expect(account?.balance).toBe(5);
    expect(await ledgerSum(userId)).toBe(5);
  });

  it('should sign in once before and once after midnight in Shanghai on a server running in UTC', async () => {
    expect(process.env.TZ ?? 'UTC').toMatch(/UTC|Etc\/UTC|^$/);
    const { token, userId } = await reader();
    // 15:59:59.999Z is 23:59:59.999 in Shanghai; 16:00:00Z is 00:00 of the next Shanghai day.
    t.clock.set('2026-03-16T15:59:59.999Z');
    const before = await Promise.all(Array.from({ length: 20 }, () => apiGet(t.app, 'integral/create', {}, { token })));
    t.clock.set('2026-03-16T16:00:00.000Z');
    const after = await Promise.all(Array.from({ length: 20 }, () => apiGet(t.app, 'integral/create', {}, { token })));
    expect(before.filter((a) => a.status === 200).map((a) => a.body.data.day)).toEqual(['2026-03-16']);
    expect(after.filter((a) => a.status === 200).map((a) => ({ day: a.body.data.day, streak: a.body.data.streak }))).toEqual([{ day: '2026-03-17', streak: 2 }]);
    expect((await t.db.select().from(signIns).where(eq(signIns.userId, userId))).map((row) => row.day).sort()).toEqual(['2026-03-16', '2026-03-17']);
    expect(await ledgerSum(userId)).toBe(10);
    t.clock.set('2026-03-16T02:00:00Z');
  });
});
