import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionOrders, subscriptions, subscriptionSlips } from '../../db/schema.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiPost } from '../../testing/requestHelpers.ts';
import { addAddress, newKey, order, postNotification, readers, startPayment } from '../../testing/subscriptionFlow.ts';

// PGlite runs one query at a time and would hide these races, so they need a real server.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] subscription concurrency tests need DATABASE_URL (real PostgreSQL)');

describe.skipIf(!databaseUrl)('orders and payments under concurrency on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  let reader: () => Promise<string>;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db });
    reader = readers(t, 13_550_000_000);
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('should give 1 paid order and 1 subscription for 1000 duplicate notifications, all answered 204', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId } = await startPayment(t, token, placed.orderNo);
    const notification = await t.providers.localPay?.pay(prepayId);
    if (!notification) throw new Error('the cashier did not pay');
    const answers = await Promise.all(Array.from({ length: 1000 }, () => postNotification(t, notification)));
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1000);
    const [row] = await t.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.orderNo, placed.orderNo));
    expect(row?.status).toBe('paid');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, row?.id ?? 0))).toHaveLength(1);
  });

  it('should give 1 order for 100 concurrent createOrder calls with one idempotency key', async () => {
    const token = await reader();
    const idempotencyKey = newKey();
    const answers = await Promise.all(Array.from({ length: 100 }, () => apiPost(t.app, 'subscriber/createOrder', { typeId: 3, idempotencyKey }, { token })));
    expect(answers.map((a) => a.status).filter((status) => status !== 200)).toEqual([]);
    expect(new Set(answers.map((a) => a.body.data.orderNo)).size).toBe(1);
    expect(await t.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.idempotencyKey, idempotencyKey))).toHaveLength(1);
  });

  it('should bind a slip to exactly one of 20 readers asking at once', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => reader()));
    const addresses = await Promise.all(tokens.map((token) => addAddress(t, token)));
    const answers = await Promise.all(tokens.map((token, i) => apiPost(t.app, 'subscriber/create', { slipNo: 'SH2026000004', phone: '13900139000', addressId: addresses[i]?.id }, { token })));
    // One binds it; every other reader is told it is taken (never a 500 from the unique slip number).
    expect(answers.map((a) => a.status).filter((status) => status !== 409)).toEqual([200]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.msg === '该订阅单已被绑定')).toBe(true);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.slipNo, 'SH2026000004'))).toHaveLength(1);
    expect((await t.db.select().from(subscriptionSlips).where(eq(subscriptionSlips.slipNo, 'SH2026000004')))[0]?.claimedBy).not.toBeNull();
  });

  it('should let a refund request and its withdrawal race without losing either state’s rules', async () => {
    const token = await reader();
    const placed = await order(t, token, { typeId: 3 });
    const { prepayId } = await startPayment(t, token, placed.orderNo);
    const notification = await t.providers.localPay?.pay(prepayId);
    if (notification) await postNotification(t, notification);
    const asks = await Promise.all(Array.from({ length: 20 }, () => apiPost(t.app, 'subscriber/refund', { orderNo: placed.orderNo, reason: '重复购买' }, { token })));
    expect(asks.filter((a) => a.status === 200)).toHaveLength(1);
    const withdrawals = await Promise.all(Array.from({ length: 20 }, () => apiPost(t.app, 'subscriber/cancelRefund', { orderNo: placed.orderNo }, { token })));
    expect(withdrawals.filter((a) => a.status === 200)).toHaveLength(1);
  });
});
