import { eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryDraws, lotteryPrizes, pointsAccounts, pointsLedger, users } from '../../db/schema.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { grantPoints, mallReaders, type Reader } from '../../testing/mallFlow.ts';
import { apiPost } from '../../testing/requestHelpers.ts';
import { newKey } from '../../testing/subscriptionFlow.ts';
import { draw } from './draws.ts';
import { cryptoRandomInt } from './pickPrize.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] lucky draw concurrency tests need DATABASE_URL (real PostgreSQL)');

describe.skipIf(!databaseUrl)('the lucky draw under concurrency on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  let reader: () => Promise<Reader>;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db });
    reader = mallReaders(t, 13_580_000_000);
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('should award a prize with stock 3 at most 3 times in 1000 concurrent draws, each paid in the same transaction', async () => {
    // Only the prize with stock 3 and the consolation prize can be won; the prize is 9 times as likely.
    await t.db.update(lotteryPrizes).set({ weight: 0 });
    const [scarce] = await t.db.update(lotteryPrizes).set({ weight: 900, stock: 3 }).where(eq(lotteryPrizes.name, '上汽车模')).returning();
    await t.db.update(lotteryPrizes).set({ weight: 100 }).where(eq(lotteryPrizes.kind, 'none'));
    // 334 readers (3 draws a day each), created directly: the SMS limits would stop that many logins.
    const many = await t.db
      .insert(users)
      .values(Array.from({ length: 334 }, (_, i) => ({ phone: String(13_581_000_000 + i), nickname: `读者${i}`, createdAt: t.clock.now() })))
      .returning({ userId: users.id });
    await Promise.all(many.map((r) => grantPoints(t.db, r.userId, 60)));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) => draw(t.db, many[i % many.length]?.userId ?? 0, newKey(), t.clock.now(), cryptoRandomInt)),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const draws = await t.db.select().from(lotteryDraws).where(inArray(lotteryDraws.userId, many.map((r) => r.userId)));
    expect(draws.length).toBe(1000);
    expect(draws.filter((d) => d.prizeId === scarce?.id)).toHaveLength(3);
    expect((await t.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.id, scarce?.id ?? 0)))[0]?.stock).toBe(0);
    // 3 chances a day: 334 readers × 3 ≥ 1000, and every draw cost 20 points in the ledger.
    const [spent] = await t.db.select({ total: sum(pointsLedger.delta) }).from(pointsLedger).where(inArray(pointsLedger.userId, many.map((r) => r.userId)));
    expect(Number(spent?.total)).toBe(334 * 60 - 1000 * 20);
    const accounts = await t.db.select().from(pointsAccounts).where(inArray(pointsAccounts.userId, many.map((r) => r.userId)));
    expect(accounts.every((a) => a.balance >= 0)).toBe(true);
  }, 120_000);

  it('should give no reader more than 3 draws a day under 20 concurrent draws', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apiPost(t.app, 'lottery/lottery', { action: 'draw', idempotencyKey: newKey() }, { token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.msg === '今天的抽奖次数已用完，明天再来吧')).toBe(true);
  });
});
