import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallExchanges, mallGoods, pointsAccounts, pointsLedger } from '../../db/schema.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { grantPoints, mallReaders, type Reader } from '../../testing/mallFlow.ts';
import { apiGet } from '../../testing/requestHelpers.ts';
import { newKey } from '../../testing/subscriptionFlow.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] mall concurrency tests need DATABASE_URL (real PostgreSQL)');

describe.skipIf(!databaseUrl)('exchanges under concurrency on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  let reader: () => Promise<Reader>;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db });
    reader = mallReaders(t, 13_570_000_000);
  });
  afterAll(async () => {
    await pg?.close();
  });

  async function virtualGood(stock: number, perReaderLimit: number, pointsPrice = 100): Promise<number> {
    const [row] = await t.db
      .insert(mallGoods)
      .values({ name: '测试券', kind: 'virtual', cover: '', summary: '', detail: '', pointsPrice, stock, perReaderLimit, sortOrder: 99 })
      .returning({ id: mallGoods.id });
    return row?.id ?? 0;
  }

  it('should let exactly 1 of 100 concurrent exchanges through when the balance covers one, balance never below 0', async () => {
    const { token, userId } = await reader();
    const goodsId = await virtualGood(1000, 100, 100);
    await grantPoints(t.db, userId, 150);
    const answers = await Promise.all(Array.from({ length: 100 }, () => apiGet(t.app, 'mall/buy', { goodsId, quantity: 1, idempotencyKey: newKey() }, { token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.msg))).toEqual(new Set(['积分不足']));
    const [account] = await t.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
    expect(account?.balance).toBe(50);
    const [ledger] = await t.db.select({ total: sum(pointsLedger.delta) }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(Number(ledger?.total)).toBe(50);
    expect((await t.db.select().from(mallGoods).where(eq(mallGoods.id, goodsId)))[0]?.stock).toBe(999);
  });

  it('should let exactly 10 of 100 readers exchange an item with 10 in stock', async () => {
    const goodsId = await virtualGood(10, 1, 100);
    const many = [];
    for (let i = 0; i < 100; i++) many.push(await reader());
    await Promise.all(many.map((r) => grantPoints(t.db, r.userId, 100)));
    const answers = await Promise.all(many.map((r) => apiGet(t.app, 'mall/buy', { goodsId, idempotencyKey: newKey() }, { token: r.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.msg === '库存不足')).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    expect((await t.db.select().from(mallGoods).where(eq(mallGoods.id, goodsId)))[0]?.stock).toBe(0);
    expect(await t.db.select().from(mallExchanges).where(eq(mallExchanges.goodsId, goodsId))).toHaveLength(10);
    const spent = await t.db.select({ total: sum(pointsLedger.delta) }).from(pointsLedger).where(eq(pointsLedger.reason, 'exchange'));
    expect(Number(spent[0]?.total)).toBe(-100 * (10 + 1));
  }, 60_000);

  it('should keep the per-reader limit under 50 concurrent exchanges of one reader', async () => {
    const { token, userId } = await reader();
    const goodsId = await virtualGood(1000, 3, 10);
    await grantPoints(t.db, userId, 10_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => apiGet(t.app, 'mall/buy', { goodsId, idempotencyKey: newKey() }, { token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.msg === '该商品每人限兑3件')).toBe(true);
  });
});
