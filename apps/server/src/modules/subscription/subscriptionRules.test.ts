import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { subscribeTypes, subscriptions, subscriptionSlips } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { addAddress, HAIDIAN, paidOrder, readers } from '../../testing/subscriptionFlow.ts';
import { addDays, daysBetween, endOfPeriod, isDay, laterDay } from './days.ts';

/**
 * "My subscriptions" and what a reader may change in them (mutation testing of subscriptionView.ts,
 * editSubscription.ts, slips.ts and days.ts): each state and its words, the renewal reminder, the
 * upgrade offer, vacation stops, missed papers and subscription slips. The clock starts at
 * 2026-03-16 10:00 in Shanghai; a printed paper bought then runs 2026-03-17 to 2027-03-16.
 */

let t: TestApp;
let reader: () => Promise<string>;
const start = '2026-03-16T02:00:00Z';
beforeAll(async () => {
  t = await createTestApp({ config: { sessionTtlDays: 365, sessionMaxDays: 3650 } });
  reader = readers(t, 13_580_000_000);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(start));

/** Shanghai 10:00 on `day`. */
const at = (day: string) => t.clock.set(`${day}T02:00:00Z`);
const show = async (token: string) => (await apiGet(t.app, 'subscriber/show', {}, { token })).body.data.subscriptions;
const edit = (token: string, body: Record<string, unknown>) => apiPost(t.app, 'subscriber/edit', body, { token });

async function printSubscriber() {
  const token = await reader();
  const address = await addAddress(t, token);
  const paid = await paidOrder(t, token, { typeId: 1, addressId: address.id });
  return { token, address, id: paid.subscriptionId ?? 0, orderNo: paid.orderNo };
}

describe('calendar days', () => {
  it('should know real days written yyyy-MM-dd, count between them and take the later', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-28')).toBe(false);
    expect(isDay(' 2026-02-28')).toBe(false);
    expect(isDay('2026-02-28x')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-16', '2027-03-16')).toBe(365);
    expect(daysBetween('2026-03-16', '2026-03-10')).toBe(-6);
    expect(laterDay('2026-03-16', '2026-03-17')).toBe('2026-03-17');
    expect(laterDay('2026-03-18', '2026-03-17')).toBe('2026-03-18');
    expect(endOfPeriod('2026-08-31', 6)).toBe('2027-02-27');
    expect(endOfPeriod('2027-12-15', 1)).toBe('2028-01-14');
  });
});

describe('my subscriptions', () => {
  it('should go from pending to active on its first day, and to expired the day after its last, in words', async () => {
    const { token } = await printSubscriber();
    const one = async () => (await show(token))[0];
    expect(await one()).toMatchObject({ status: 'pending', daysLeft: 365, deliveryText: '2026-03-17 起投递', kind: 'newspaper', source: 'online', epaper: true });
    at('2026-03-17');
    expect(await one()).toMatchObject({ status: 'active', daysLeft: 365, deliveryText: '投递中' });
    at('2027-03-16');
    expect(await one()).toMatchObject({ status: 'active', daysLeft: 1, deliveryText: '投递中', renewable: true, upgradable: true });
    at('2027-03-17');
    expect(await one()).toMatchObject({ status: 'expired', daysLeft: 0, deliveryText: '已到期', renewable: false, upgradable: false });
  });

  it('should remind of renewal from 30 days left, not 31, and not when renewed by a subscription that follows at once', async () => {
    const token = await reader();
    const pass = await paidOrder(t, token, { typeId: 3 });
    // 2026-03-16 to 2027-03-15.
    at('2027-02-13');
    expect((await show(token))[0]).toMatchObject({ daysLeft: 31, renewable: false, deliveryText: '' });
    at('2027-02-14');
    expect((await show(token))[0]).toMatchObject({ daysLeft: 30, renewable: true });
    const follow = await paidOrder(t, token, { typeId: 3, kind: 'renew', subscriptionId: pass.subscriptionId });
    const first = async () => (await show(token)).find((s: { id: number }) => s.id === pass.subscriptionId);
    expect(await first()).toMatchObject({ renewable: false });
    // The follower refunded, or starting a day late: not renewed after all.
    await t.db.update(subscriptions).set({ status: 'refunded' }).where(eq(subscriptions.id, follow.subscriptionId ?? 0));
    expect(await first()).toMatchObject({ renewable: true });
    await t.db.update(subscriptions).set({ status: 'active', startDate: '2027-03-17', endDate: '2028-03-16' }).where(eq(subscriptions.id, follow.subscriptionId ?? 0));
    expect(await first()).toMatchObject({ renewable: true });
    // One that started earlier and ends later does not count either.
    await t.db.update(subscriptions).set({ startDate: '2027-03-15' }).where(eq(subscriptions.id, follow.subscriptionId ?? 0));
    expect(await first()).toMatchObject({ renewable: true });
  });

  it('should list the running ones first, then those to come, then the ended, the later end first within each', async () => {
    const token = await reader();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await paidOrder(t, token, { typeId: 3 })).subscriptionId ?? 0);
    const set = (id: number | undefined, change: Partial<typeof subscriptions.$inferInsert>) => t.db.update(subscriptions).set(change).where(eq(subscriptions.id, id ?? 0));
    await set(ids[0], { status: 'refunded', endDate: '2027-06-01' });
    await set(ids[1], { startDate: '2025-01-01', endDate: '2025-12-31' });
    await set(ids[2], { startDate: '2026-04-01', endDate: '2027-03-31' });
    await set(ids[3], { endDate: '2026-03-20' });
    const listed = await show(token);
    expect(listed.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [ids[4], 'active'],
      [ids[3], 'active'],
      [ids[2], 'pending'],
      [ids[1], 'expired'],
      [ids[0], 'refunded'],
    ]);
    expect(listed.map((s: { daysLeft: number }) => s.daysLeft)).toEqual([365, 5, 365, 0, 0]);
    expect(listed.map((s: { upgradable: boolean }) => s.upgradable)).toEqual([true, true, true, false, false]);
  });

  it('should say a refunded printed paper is no longer delivered, and offer no upgrade above the highest type or of six months', async () => {
    const printed = await printSubscriber();
    await t.db.update(subscriptions).set({ status: 'refunded' }).where(eq(subscriptions.id, printed.id));
    expect((await show(printed.token))[0]).toMatchObject({ status: 'refunded', deliveryText: '已退订', daysLeft: 0, renewable: false, upgradable: false, orderNo: printed.orderNo });
    const token = await reader();
    const address = await addAddress(t, token);
    await paidOrder(t, token, { typeId: 4, addressId: address.id });
    await paidOrder(t, token, { typeId: 2, addressId: address.id });
    expect((await show(token)).map((s: { typeId: number; upgradable: boolean; kind: string }) => [s.typeId, s.upgradable, s.kind])).toEqual([
      [4, false, 'pass'],
      [2, false, 'newspaper'],
    ]);
  });
});

describe('one subscription among several', () => {
  it('should show a reader without subscriptions none', async () => {
    expect(await show(await reader())).toEqual([]);
  });

  it('should keep stops and missed papers to their subscription, and answer an edit with the one edited, renewed by the next', async () => {
    const token = await reader();
    const address = await addAddress(t, token);
    // 2026-03-17 to 2027-03-16, renewed near its end: 2027-03-17 to 2028-03-16.
    const first = (await paidOrder(t, token, { typeId: 1, addressId: address.id })).subscriptionId ?? 0;
    at('2027-02-20');
    const next = (await paidOrder(t, token, { typeId: 1, kind: 'renew', subscriptionId: first, addressId: address.id })).subscriptionId ?? 0;
    const paused = await edit(token, { action: 'pause', subscriptionId: first, from: '2027-03-01', to: '2027-03-03' });
    // The answer is the subscription edited (the renewal ends later and would be listed first), and
    // it knows the renewal follows it: no reminder.
    expect(paused.body.data).toMatchObject({ id: first, endDate: '2027-03-16', daysLeft: 25, renewable: false, pauses: [{ from: '2027-03-01', to: '2027-03-03' }] });
    const missed = await edit(token, { action: 'missed', subscriptionId: first, date: '2027-02-19', note: '没收到' });
    expect(missed.body.data).toMatchObject({ id: first, missed: [{ date: '2027-02-19', note: '没收到' }] });
    const listed = await show(token);
    expect(listed.map((s: { id: number; pauses: unknown[]; missed: unknown[] }) => [s.id, s.pauses.length, s.missed.length])).toEqual([
      [first, 1, 1],
      [next, 0, 0],
    ]);
  });
});

describe('the upgrade offer', () => {
  let u: TestApp;
  let someone: () => Promise<string>;
  beforeAll(async () => {
    u = await createTestApp({ config: { sessionTtlDays: 365, sessionMaxDays: 3650 } });
    someone = readers(u, 13_590_000_000);
  });
  afterAll(() => u.close());

  it('should offer only an active type of the same length that ranks higher and costs more', async () => {
    const token = await someone();
    const address = await addAddress(u, token);
    // 全媒体会员年卡 (type 4): rank 3, 398 yuan, 12 months, the highest of the demo.
    await paidOrder(u, token, { typeId: 4, addressId: address.id });
    const offered = async () => (await apiGet(u.app, 'subscriber/show', {}, { token })).body.data.subscriptions[0].upgradable;
    expect(await offered()).toBe(false);
    const type = (id: number, rank: number, priceFen: number, active = true) => ({
      id,
      kind: 'pass',
      name: `测试卡 ${id}`,
      summary: '',
      priceFen,
      months: 12,
      delivery: true,
      epaper: true,
      rank,
      benefits: [],
      sortOrder: id,
      active,
    });
    await u.db.insert(subscribeTypes).values([
      type(91, 2, 50_000), // costs more but ranks lower
      type(92, 3, 50_000), // costs more, same rank
      type(93, 4, 39_800), // ranks higher, same price
      type(94, 4, 100), // ranks higher, costs less
      type(95, 5, 50_000, false), // ranks higher, costs more, withdrawn from sale
    ]);
    expect(await offered()).toBe(false);
    await u.db.update(subscribeTypes).set({ active: true }).where(eq(subscribeTypes.id, 95));
    expect(await offered()).toBe(true);
  });
});

describe('vacation stops', () => {
  it('should take a stop from tomorrow to the last day, of up to 60 days, and refuse one a day outside', async () => {
    const { token, id } = await printSubscriber();
    at('2026-04-01');
    const pause = (from: string, to: string) => edit(token, { action: 'pause', subscriptionId: id, from, to });
    const bad = { code: 400, msg: '停投日期须在订阅期内、从明天起，最长60天' };
    expect((await pause('2026-04-01', '2026-04-01')).body).toMatchObject(bad);
    expect((await pause('2026-04-02', '2026-04-02')).body.data.pauses).toEqual([{ id: expect.any(Number), from: '2026-04-02', to: '2026-04-02' }]);
    expect((await pause('2026-05-01', '2026-06-29')).body.code).toBe(200);
    expect((await pause('2026-07-01', '2026-08-30')).body).toMatchObject(bad);
    expect((await pause('2026-07-02', '2026-07-01')).body).toMatchObject(bad);
    expect((await pause('2027-03-10', '2027-03-17')).body).toMatchObject(bad);
    const last = await pause('2027-03-10', '2027-03-16');
    expect(last.body.data.history[0]).toMatchObject({ kind: 'pause', text: '假期停投 2027-03-10 至 2027-03-16' });
    expect(last.body.data.pauses.map((p: { from: string }) => p.from)).toEqual(['2026-04-02', '2026-05-01', '2027-03-10']);
  });

  it('should refuse a stop before the subscription starts', async () => {
    const token = await reader();
    const address = await addAddress(t, token);
    const paid = await paidOrder(t, token, { typeId: 1, addressId: address.id });
    await t.db.update(subscriptions).set({ startDate: '2026-04-01' }).where(eq(subscriptions.id, paid.subscriptionId ?? 0));
    expect((await edit(token, { action: 'pause', subscriptionId: paid.subscriptionId, from: '2026-03-31', to: '2026-04-02' })).body.code).toBe(400);
    expect((await edit(token, { action: 'pause', subscriptionId: paid.subscriptionId, from: '2026-04-01', to: '2026-04-02' })).body.code).toBe(200);
    // Days written right that do not exist are refused, wherever they fall.
    expect((await edit(token, { action: 'pause', subscriptionId: paid.subscriptionId, from: '2026-04-31', to: '2026-05-02' })).body.code).toBe(400);
    expect((await edit(token, { action: 'pause', subscriptionId: paid.subscriptionId, from: '2026-04-29', to: '2026-04-31' })).body.code).toBe(400);
  });

  it('should refuse a stop touching another on its first or last day, and take one next to it', async () => {
    const { token, id } = await printSubscriber();
    const pause = (from: string, to: string) => edit(token, { action: 'pause', subscriptionId: id, from, to });
    await pause('2026-04-10', '2026-04-20');
    expect((await pause('2026-04-01', '2026-04-10')).body).toMatchObject({ code: 409, msg: '与已有的停投时间重叠' });
    expect((await pause('2026-04-20', '2026-04-25')).body.code).toBe(409);
    expect((await pause('2026-04-12', '2026-04-13')).body.code).toBe(409);
    expect((await pause('2026-04-01', '2026-04-09')).body.code).toBe(200);
    expect((await pause('2026-04-21', '2026-04-25')).body.code).toBe(200);
    // Another reader's stops on another subscription do not get in the way.
    const other = await printSubscriber();
    expect((await edit(other.token, { action: 'pause', subscriptionId: other.id, from: '2026-04-10', to: '2026-04-20' })).body.data.pauses).toHaveLength(1);
  });

  it('should say a running stop in the delivery words, end it today when resumed, and withdraw one to come', async () => {
    const { token, id } = await printSubscriber();
    const running = (await edit(token, { action: 'pause', subscriptionId: id, from: '2026-04-01', to: '2026-04-10' })).body.data.pauses[0].id as number;
    const later = (await edit(token, { action: 'pause', subscriptionId: id, from: '2026-05-01', to: '2026-05-03' })).body.data.pauses[1].id as number;
    at('2026-03-31');
    expect((await show(token))[0].deliveryText).toBe('投递中');
    at('2026-04-01');
    expect((await show(token))[0].deliveryText).toBe('暂停投递至 2026-04-10');
    at('2026-04-10');
    expect((await show(token))[0].deliveryText).toBe('暂停投递至 2026-04-10');
    at('2026-04-05');
    const resumed = await edit(token, { action: 'resume', subscriptionId: id, pauseId: running });
    expect(resumed.body.data.pauses[0]).toEqual({ id: running, from: '2026-04-01', to: '2026-04-05' });
    expect(resumed.body.data.history[0]).toMatchObject({ kind: 'resume', text: '提前恢复投递，2026-04-06 起投递' });
    at('2026-04-06');
    expect((await show(token))[0].deliveryText).toBe('投递中');
    expect((await edit(token, { action: 'resume', subscriptionId: id, pauseId: running })).body).toMatchObject({ code: 404, msg: '停投记录不存在或已开始' });
    const withdrawn = await edit(token, { action: 'resume', subscriptionId: id, pauseId: later });
    expect(withdrawn.body.data.pauses).toEqual([{ id: running, from: '2026-04-01', to: '2026-04-05' }]);
    expect(withdrawn.body.data.history[0]).toMatchObject({ kind: 'resume', text: '取消停投 2026-05-01 至 2026-05-03' });
    // A stop of another subscription is not found here.
    const other = await printSubscriber();
    const theirs = (await edit(other.token, { action: 'pause', subscriptionId: other.id, from: '2026-06-01', to: '2026-06-02' })).body.data.pauses[0].id as number;
    expect((await edit(token, { action: 'resume', subscriptionId: id, pauseId: theirs })).body.code).toBe(404);
  });

  it('should resume on the last day of a stop, and on its first', async () => {
    const { token, id } = await printSubscriber();
    const pauseId = (await edit(token, { action: 'pause', subscriptionId: id, from: '2026-04-01', to: '2026-04-03' })).body.data.pauses[0].id as number;
    at('2026-04-01');
    expect((await edit(token, { action: 'resume', subscriptionId: id, pauseId })).body.data.pauses).toEqual([{ id: pauseId, from: '2026-04-01', to: '2026-04-01' }]);
    expect((await edit(token, { action: 'resume', subscriptionId: id, pauseId })).body.data.history[0].text).toBe('提前恢复投递，2026-04-02 起投递');
  });

  it('should change nothing of an ended subscription but take missed papers of its last days', async () => {
    const { token, id, address } = await printSubscriber();
    // Ended yesterday.
    await t.db.update(subscriptions).set({ startDate: '2025-03-16', endDate: '2026-03-15' }).where(eq(subscriptions.id, id));
    expect((await edit(token, { action: 'pause', subscriptionId: id, from: '2026-03-25', to: '2026-03-26' })).body).toMatchObject({ code: 400, msg: '该订阅已结束' });
    expect((await edit(token, { action: 'address', subscriptionId: id, addressId: address.id })).body).toMatchObject({ code: 400, msg: '该订阅已结束' });
    expect((await edit(token, { action: 'missed', subscriptionId: id, date: '2026-03-15', note: '' })).body.data.missed).toMatchObject([{ date: '2026-03-15', note: '' }]);
    expect((await edit(token, { action: 'missed', subscriptionId: id, date: '2026-03-16', note: '' })).body.code).toBe(400);
    await t.db.update(subscriptions).set({ status: 'refunded' }).where(eq(subscriptions.id, id));
    expect((await edit(token, { action: 'missed', subscriptionId: id, date: '2026-03-14', note: '' })).body).toMatchObject({ code: 400, msg: '只能报告订阅期内、近30天的漏投' });
  });
});

describe('missed papers', () => {
  it('should take a report of today and of 30 days ago, not 31 nor tomorrow, nor of a stopped day', async () => {
    const { token, id } = await printSubscriber();
    const other = await printSubscriber();
    at('2026-05-01');
    const report = (date: string, note = '') => edit(token, { action: 'missed', subscriptionId: id, date, note });
    expect((await report('2026-05-02')).body.code).toBe(400);
    const today = await report('2026-05-01');
    expect(today.body.data.history[0]).toMatchObject({ kind: 'missed', text: '报告 2026-05-01 漏投' });
    const noted = await report('2026-04-01', '放在门卫');
    expect(noted.body.data.history[0].text).toBe('报告 2026-04-01 漏投：放在门卫');
    expect(noted.body.data.missed.map((m: { date: string }) => m.date)).toEqual(['2026-05-01', '2026-04-01']);
    expect((await report('2026-03-31')).body).toMatchObject({ code: 400, msg: '只能报告订阅期内、近30天的漏投' });
    expect((await report('2026-04-31')).body.code).toBe(400);
    at('2026-03-20');
    await edit(token, { action: 'pause', subscriptionId: id, from: '2026-03-25', to: '2026-03-27' });
    at('2026-04-10');
    expect((await report('2026-03-25')).body).toMatchObject({ code: 400, msg: '该日期处于停投期间' });
    expect((await report('2026-03-27')).body).toMatchObject({ code: 400, msg: '该日期处于停投期间' });
    expect((await report('2026-03-28')).body.code).toBe(200);
    expect((await report('2026-03-24')).body.code).toBe(200);
    // Another subscription's reports are its own.
    expect((await edit(other.token, { action: 'missed', subscriptionId: other.id, date: '2026-04-01', note: '' })).body.data.missed).toHaveLength(1);
  });
});

describe('missed papers of a subscription’s first day', () => {
  it('should take a report of the first day, and not of the day before', async () => {
    const { token, id } = await printSubscriber();
    await t.db.update(subscriptions).set({ startDate: '2026-04-20' }).where(eq(subscriptions.id, id));
    at('2026-05-01');
    const report = (date: string) => edit(token, { action: 'missed', subscriptionId: id, date, note: '' });
    expect((await report('2026-04-19')).body).toMatchObject({ code: 400, msg: '只能报告订阅期内、近30天的漏投' });
    expect((await report('2026-04-20')).body.data.missed).toMatchObject([{ date: '2026-04-20' }]);
  });
});

describe('delivery address of a subscription', () => {
  it('should write the new address into the history, and refuse a subscription of a pass', async () => {
    const { token, id } = await printSubscriber();
    const moved = await addAddress(t, token, { name: '李四', detail: '淮海中路1号', regionCodes: ['310000', '310100', '310101'] });
    const answer = await edit(token, { action: 'address', subscriptionId: id, addressId: moved.id });
    expect(answer.body.data.address).toEqual({ name: '李四', phone: '13800138000', regionText: '上海市黄浦区', detail: '淮海中路1号' });
    expect(answer.body.data.history[0]).toMatchObject({ kind: 'address', text: '投递地址改为 上海市黄浦区淮海中路1号（李四）' });
    expect((await edit(token, { action: 'address', subscriptionId: id, addressId: 999_999 })).body).toMatchObject({ code: 404, msg: '收货地址不存在' });
  });
});

describe('subscription slips', () => {
  it('should show what a slip gives, bind it with a Shanghai address, and keep its binding in the history', async () => {
    const token = await reader();
    expect((await apiPost(t.app, 'subscriber/check', { slipNo: 'SH2026000001', phone: '13800138000' }, { token })).body.data).toEqual({ slipNo: 'SH2026000001', typeName: '《上海汽车报》全年订阅', startDate: '2026-01-01', endDate: '2026-12-31', delivery: true });
    const beijing = await addAddress(t, token, { regionCodes: HAIDIAN });
    expect((await apiPost(t.app, 'subscriber/create', { slipNo: 'SH2026000001', phone: '13800138000', addressId: beijing.id }, { token })).body).toMatchObject({ code: 400, msg: '纸质报仅限上海市内投递，请选择上海市的收货地址' });
    const theirs = await addAddress(t, await reader());
    expect((await apiPost(t.app, 'subscriber/create', { slipNo: 'SH2026000001', phone: '13800138000', addressId: theirs.id }, { token })).body).toMatchObject({ code: 404, msg: '收货地址不存在' });
    const home = await addAddress(t, token, { detail: '世纪大道8号' });
    const bound = await apiPost(t.app, 'subscriber/create', { slipNo: 'SH2026000001', phone: '13800138000', addressId: home.id }, { token });
    expect(bound.body.data).toMatchObject({ source: 'slip', typeId: 1, status: 'active', startDate: '2026-01-01', endDate: '2026-12-31', upgradable: false, address: { detail: '世纪大道8号' } });
    expect(bound.body.data.history).toEqual([{ at: t.clock.now().toISOString(), kind: 'created', text: '绑定订阅单 SH2026000001' }]);
    expect((await apiPost(t.app, 'subscriber/create', { slipNo: 'SH2026000001', phone: '13800138000', addressId: home.id }, { token })).body).toMatchObject({ code: 409, msg: '该订阅单已被绑定' });
    expect(await show(token)).toHaveLength(1);
  });

  it('should bind a slip of the e-paper pass without an address, and keep none even when one is sent', async () => {
    // The demo sells no e-paper slip at the counter, so this one is added here (type 3: 电子报年卡, no delivery).
    await t.db.insert(subscriptionSlips).values([
      { slipNo: 'DZ2026000001', phone: '13600136000', typeId: 3, startDate: '2026-04-01', endDate: '2027-03-31' },
      { slipNo: 'DZ2026000002', phone: '13600136000', typeId: 3, startDate: '2026-04-01', endDate: '2026-12-31' },
    ]);
    const token = await reader();
    expect((await apiPost(t.app, 'subscriber/check', { slipNo: 'DZ2026000001', phone: '13600136000' }, { token })).body.data).toEqual({ slipNo: 'DZ2026000001', typeName: '电子报年卡', startDate: '2026-04-01', endDate: '2027-03-31', delivery: false });
    const bound = await apiPost(t.app, 'subscriber/create', { slipNo: 'DZ2026000001', phone: '13600136000' }, { token });
    expect(bound.body).toMatchObject({ code: 200, data: { source: 'slip', typeId: 3, kind: 'pass', status: 'pending', delivery: false, epaper: true, deliveryText: '', address: null } });
    const beijing = await addAddress(t, token, { regionCodes: HAIDIAN });
    const second = await apiPost(t.app, 'subscriber/create', { slipNo: 'DZ2026000002', phone: '13600136000', addressId: beijing.id }, { token });
    // The answer is the slip just bound, not the reader's other subscription that ends later.
    expect(second.body).toMatchObject({ code: 200, data: { typeId: 3, endDate: '2026-12-31', address: null } });
  });

  it('should limit each reader’s look-ups to ten a minute, not the next reader’s', async () => {
    const token = await reader();
    const check = (as: string) => apiPost(t.app, 'subscriber/check', { slipNo: 'SH2099999999', phone: '13700137000' }, { token: as });
    for (let i = 0; i < 10; i++) expect((await check(token)).body.code).toBe(404);
    expect((await check(token)).body).toMatchObject({ code: 429, msg: '查询过于频繁，请稍后再试' });
    expect((await check(await reader())).body.code).toBe(404);
  });
});
