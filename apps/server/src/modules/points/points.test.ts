import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, pointsLedger, surveys, surveySubmissions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { grantPoints, mallReaders, type Reader } from '../../testing/mallFlow.ts';
import { apiGet } from '../../testing/requestHelpers.ts';
import { newKey } from '../../testing/subscriptionFlow.ts';
import { draw } from '../lottery/draws.ts';
import { exchangeGoods } from '../mall/exchangeGoods.ts';
import { runPointsExpiry } from './expirePoints.ts';
import { pointsDataForExport, unclaimedPrizeCount } from './pointsExport.ts';
import { changePoints, type PointsChange } from './pointsLedger.ts';

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
    expect(shown.body.data).toMatchObject({ balance: 5, today: '2026-03-01', signedToday: true, streak: 1, signDays: ['2026-03-01'], month: '2026-03', nextSignInPoints: 5 });
    for (let day = 2; day <= 6; day++) {
      t.clock.set(`2026-03-0${day}T01:00:00Z`);
      await apiGet(t.app, 'integral/create', {}, { token });
    }
    // The 7th morning before signing in: yesterday's streak is still alive, and today's sign-in brings the bonus.
    t.clock.set('2026-03-07T01:00:00Z');
    const beforeSeventh = await apiGet(t.app, 'integral/show', {}, { token });
    expect(beforeSeventh.body.data).toMatchObject({ signedToday: false, streak: 6, nextSignInPoints: 15 });
    await apiGet(t.app, 'integral/create', {}, { token });
    const seventh = await apiGet(t.app, 'subscriber/integralRecord', { page: 1, pageSize: 2 }, { token });
    expect(seventh.body.data.list.map((e: { delta: number; title: string; balanceAfter: number }) => [e.delta, e.title, e.balanceAfter])).toEqual([
      [15, '每日签到（连续7天奖励）', 45],
      [5, '每日签到', 30],
    ]);
    expect(seventh.body.data.list[0]).toMatchObject({ reason: 'signin' });
    expect(seventh.body.data.total).toBe(7);
    const secondPage = await apiGet(t.app, 'subscriber/integralRecord', { page: 2, pageSize: 2 }, { token });
    expect(secondPage.body.data.list.map((e: { balanceAfter: number }) => e.balanceAfter)).toEqual([25, 20]);
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
    // A reader whose points were all earned this year has nothing to be warned about.
    const recent = await reader();
    await grantPoints(t.db, recent.userId, 60, new Date('2026-02-01T00:00:00Z'));
    const warningsOf = async (id: number) => (await t.db.select().from(messages).where(eq(messages.userId, id))).filter((m) => m.title === '积分即将过期');
    // The counts below hold whatever other readers of this file hold: their points were all earned in 2026.
    // 1 December: not yet 30 days before 1 January.
    expect(await runPointsExpiry(t.db, new Date('2026-11-30T16:00:00Z'))).toEqual({ warned: 0, expired: 0 });
    expect(await runPointsExpiry(t.db, new Date('2026-12-01T16:00:00Z'))).toEqual({ warned: 1, expired: 0 });
    const warnings = await warningsOf(userId);
    expect(warnings.map((m) => [m.kind, m.link, m.body])).toEqual([['points', '/my-integralLIst', '您有100积分将于2026年12月31日24时过期，请尽快使用。']]);
    expect(await warningsOf(recent.userId)).toEqual([]);
    expect(await runPointsExpiry(t.db, new Date('2026-12-02T16:00:00Z'))).toEqual({ warned: 0, expired: 0 });
    expect(await warningsOf(userId)).toHaveLength(1);
    // 23:59 on 31 December in Shanghai: nothing lapsed yet.
    await runPointsExpiry(t.db, new Date('2026-12-31T15:59:00Z'));
    expect(await ledgerSum(userId)).toBe(140);
    expect(await runPointsExpiry(t.db, new Date('2026-12-31T16:00:00Z'))).toEqual({ warned: 0, expired: 1 });
    expect(await runPointsExpiry(t.db, new Date('2027-01-05T16:00:00Z'))).toEqual({ warned: 0, expired: 0 });
    expect(await ledgerSum(userId)).toBe(40);
    expect(await ledgerSum(recent.userId)).toBe(60);
    const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(rows.filter((r) => r.reason === 'expire').map((r) => [r.delta, r.title])).toEqual([[-100, '2025年获得的积分已过期']]);
    const notes = await t.db.select().from(messages).where(eq(messages.userId, userId));
    expect(notes.at(-1)).toMatchObject({ kind: 'points', link: '/my-integralLIst', title: '积分变动：2025年获得的积分已过期', body: '过期100积分，当前积分40。' });
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

  it('should expire each year’s lapsed points in their own year, one ledger row a year', async () => {
    const { userId } = await reader();
    await grantPoints(t.db, userId, 100, new Date('2024-06-01T00:00:00Z'));
    await grantPoints(t.db, userId, 50, new Date('2025-06-01T00:00:00Z'));
    await grantPoints(t.db, userId, 30, new Date('2026-02-01T00:00:00Z'));
    await runPointsExpiry(t.db, new Date('2025-12-31T16:00:00Z'));
    expect(await ledgerSum(userId)).toBe(80);
    await runPointsExpiry(t.db, new Date('2026-12-31T16:00:00Z'));
    expect(await ledgerSum(userId)).toBe(30);
    const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(rows.filter((r) => r.reason === 'expire').map((r) => [r.delta, r.title])).toEqual([
      [-100, '2024年获得的积分已过期'],
      [-50, '2025年获得的积分已过期'],
    ]);
  });
});

describe('the points ledger', () => {
  const change = (userId: number, delta: number, more: Partial<PointsChange> = {}): Promise<number> =>
    t.db.transaction((tx) => changePoints(tx, { userId, delta, reason: 'grant', title: '测试发放', now: new Date('2026-03-16T02:00:00Z'), ...more }));

  it('should tell each change in a message: what was gained, used or expired, and the balance after', async () => {
    const { userId } = await reader();
    expect(await change(userId, 50)).toBe(50);
    expect(await change(userId, -20, { reason: 'exchange', title: '兑换 测试 ×1' })).toBe(30);
    const notes = (await t.db.select().from(messages).where(eq(messages.userId, userId))).filter((m) => m.kind === 'points');
    expect(notes.map((m) => [m.kind, m.link, m.title, m.body])).toEqual([
      ['points', '/my-integralLIst', '积分变动：测试发放', '获得50积分，当前积分50。'],
      ['points', '/my-integralLIst', '积分变动：兑换 测试 ×1', '使用20积分，当前积分30。'],
    ]);
  });

  it('should refuse a change of 0 or of a fraction, and leave the balance as it was', async () => {
    const { userId } = await reader();
    await change(userId, 10);
    await expect(change(userId, 0)).rejects.toThrow('a points change must be a non-zero integer, not 0');
    await expect(change(userId, 1.5)).rejects.toThrow('a points change must be a non-zero integer, not 1.5');
    expect(await ledgerSum(userId)).toBe(10);
  });

  it('should make a change with a key happen once per reader', async () => {
    const { userId } = await reader();
    const other = await reader();
    await change(userId, 10, { refKey: 'test:once' });
    await expect(change(userId, 10, { refKey: 'test:once' })).rejects.toThrow();
    await change(other.userId, 10, { refKey: 'test:once' });
    expect([await ledgerSum(userId), await ledgerSum(other.userId)]).toEqual([10, 10]);
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

  it('should give the sign-in days, exchanges, draws and survey answers, with their times', async () => {
    const { token, userId } = await reader();
    t.clock.set('2026-03-16T02:00:00Z');
    const at = '2026-03-16T02:00:00.000Z';
    await apiGet(t.app, 'integral/create', {}, { token });
    await grantPoints(t.db, userId, 1000);
    const exchange = await exchangeGoods(t.db, userId, { goodsId: 3, quantity: 1, idempotencyKey: newKey() }, t.clock.now());
    // A ticket of 0 picks the first prize of the wheel that can be won: the model car, to be claimed.
    const drawn = await draw(t.db, userId, newKey(), t.clock.now(), () => 0);
    const [survey] = await t.db.select({ id: surveys.id }).from(surveys).limit(1);
    await t.db.insert(surveySubmissions).values({ surveyId: survey?.id ?? 0, userId, answers: { '1': [2] }, createdAt: t.clock.now() });
    const data = await pointsDataForExport(t.db, userId);
    expect(data.signIns).toEqual(['2026-03-16']);
    expect(data.exchanges).toEqual([{ orderNo: exchange.orderNo, goods: '电子报月卡', quantity: 1, points: exchange.points, status: 'issued', address: null, code: exchange.code, createdAt: at }]);
    expect(data.draws).toEqual([{ prize: drawn.draw.prizeName, cost: 20, status: 'won', address: null, code: null, createdAt: at }]);
    expect(data.surveys).toEqual([{ surveyId: survey?.id, answers: { '1': [2] }, createdAt: at }]);
    expect((data.ledger as { createdAt: string }[]).map((row) => row.createdAt)).toEqual([at, at, at, at]);
    expect(await unclaimedPrizeCount(t.db, userId)).toBe(1);
  });
});
