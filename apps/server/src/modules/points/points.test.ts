import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, pointsLedger } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { grantPoints, mallReaders, type Reader } from '../../testing/mallFlow.ts';
import { apiGet } from '../../testing/requestHelpers.ts';
import { runPointsExpiry } from './expirePoints.ts';
import { pointsDataForExport, unclaimedPrizeCount } from './pointsExport.ts';

let t: TestApp;
let reader: () => Promise<Reader>;
beforeAll(async () => {
  t = await createTestApp();
  reader = mallReaders(t, 13_590_000_000);
});
afterAll(() => t.close());

async function ledgerSum(userId: number): Promise<number> {
  const [row] = await t.db.select({ total: sum(pointsLedger.delta) }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}

describe('sign-in and the points summary', () => {
  it('should sign in once a day, mark today, count the streak and give the 7th day its bonus', async () => {
    const { token, userId } = await reader();
    t.clock.set('2026-03-01T01:00:00Z');
    const first = await apiGet(t.app, 'integral/create', {}, { token });
    expect(first.body.data).toEqual({ day: '2026-03-01', points: 5, streak: 1, balance: 5 });
    const again = await apiGet(t.app, 'integral/create', {}, { token });
    expect([again.status, again.body.msg]).toEqual([409, '今天已经签到过了']);
    const shown = await apiGet(t.app, 'integral/show', {}, { token });
    expect(shown.body.data).toMatchObject({ balance: 5, today: '2026-03-01', signedToday: true, streak: 1, signDays: ['2026-03-01'], month: '2026-03' });
    for (let day = 2; day <= 7; day++) {
      t.clock.set(`2026-03-0${day}T01:00:00Z`);
      await apiGet(t.app, 'integral/create', {}, { token });
    }
    const seventh = await apiGet(t.app, 'subscriber/integralRecord', { page: 1, pageSize: 2 }, { token });
    expect(seventh.body.data.list[0]).toMatchObject({ delta: 15, reason: 'signin', title: '每日签到（连续7天奖励）', balanceAfter: 45 });
    expect(seventh.body.data.total).toBe(7);
    t.clock.set('2026-03-09T01:00:00Z');
    const broken = await apiGet(t.app, 'integral/show', {}, { token });
    expect(broken.body.data).toMatchObject({ signedToday: false, streak: 0 });
    expect(await ledgerSum(userId)).toBe(45);
    const note = await t.db.select().from(messages).where(eq(messages.userId, userId));
    expect(note.at(-1)?.title).toBe('积分变动：每日签到（连续7天奖励）');
    t.clock.set('2026-03-16T02:00:00Z');
  });

  it('should refuse a wrong month and a visitor in words', async () => {
    const { token } = await reader();
    expect((await apiGet(t.app, 'integral/show', { month: '2026-13' }, { token })).body.msg).toBe('月份格式不正确');
    expect((await apiGet(t.app, 'integral/create')).status).toBe(401);
  });
});

describe('points expiry', () => {
  it('should warn 30 days before the year ends and then expire what was earned two years ago, once', async () => {
    const { userId } = await reader();
    await grantPoints(t.db, userId, 100, new Date('2025-06-01T00:00:00Z'));
    await grantPoints(t.db, userId, 40, new Date('2026-02-01T00:00:00Z'));
    // 1 December: not yet 30 days before 1 January.
    expect(await runPointsExpiry(t.db, new Date('2026-11-30T16:00:00Z'))).toMatchObject({ warned: 0 });
    const shown = await runPointsExpiry(t.db, new Date('2026-12-01T16:00:00Z'));
    expect(shown.warned).toBeGreaterThanOrEqual(1);
    const warnings = (await t.db.select().from(messages).where(eq(messages.userId, userId))).filter((m) => m.title === '积分即将过期');
    expect(warnings.map((m) => m.body)).toEqual(['您有100积分将于2026年12月31日24时过期，请尽快使用。']);
    await runPointsExpiry(t.db, new Date('2026-12-02T16:00:00Z'));
    expect((await t.db.select().from(messages).where(eq(messages.userId, userId))).filter((m) => m.title === '积分即将过期')).toHaveLength(1);
    // 23:59 on 31 December in Shanghai: nothing lapsed yet.
    await runPointsExpiry(t.db, new Date('2026-12-31T15:59:00Z'));
    expect(await ledgerSum(userId)).toBe(140);
    await runPointsExpiry(t.db, new Date('2026-12-31T16:00:00Z'));
    await runPointsExpiry(t.db, new Date('2027-01-05T16:00:00Z'));
    expect(await ledgerSum(userId)).toBe(40);
    const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(rows.filter((r) => r.reason === 'expire').map((r) => [r.delta, r.title])).toEqual([[-100, '2025年获得的积分已过期']]);
  });

  it('should spend the oldest points first, so spent old points do not expire again', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 100, new Date('2025-06-01T00:00:00Z'));
    await grantPoints(t.db, userId, 100, new Date('2026-02-01T00:00:00Z'));
    t.clock.set('2026-03-16T02:00:00Z');
    const exchanged = await apiGet(t.app, 'mall/buy', { goodsId: 4, idempotencyKey: 'expiry-test-key-0001' }, { token });
    expect(exchanged.status, exchanged.body.msg).toBe(200);
    expect((await apiGet(t.app, 'integral/show', {}, { token })).body.data.expiring).toEqual({ points: 20, date: '2026-12-31' });
    await runPointsExpiry(t.db, new Date('2027-01-01T00:00:00Z'));
    expect(await ledgerSum(userId)).toBe(100);
  });
});

describe('demo points', () => {
  it('should give a demo reader points through /dev/grant-points from this machine, with a ledger row', async () => {
    const { userId, phone } = await reader();
    const grant = (body: unknown) =>
      t.app.request('/dev/grant-points', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    const answer = await grant({ phone, points: 500 });
    expect(await answer.json()).toMatchObject({ code: 0, data: { balance: 500 } });
    expect(await ledgerSum(userId)).toBe(500);
    expect(((await (await grant({ phone, points: 0 })).json()) as { msg: string }).msg).toBe('积分至少为1');
    expect(((await (await grant({ phone: '13999999999', points: 5 })).json()) as { msg: string }).msg).toBe('该手机号还没有注册');
  });
});

describe('the export for account cancellation', () => {
  it('should give the balance, the ledger and the unclaimed prizes of one reader', async () => {
    const { userId } = await reader();
    await grantPoints(t.db, userId, 30);
    const data = await pointsDataForExport(t.db, userId);
    expect(data).toMatchObject({ balance: 30, signIns: [], exchanges: [], draws: [], surveys: [] });
    expect(data.ledger).toEqual([expect.objectContaining({ delta: 30, balanceAfter: 30, reason: 'grant' })]);
    expect(await unclaimedPrizeCount(t.db, userId)).toBe(0);
  });
});
