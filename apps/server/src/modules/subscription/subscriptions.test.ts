import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionApi } from '@shqcb/api/contract/subscription';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { addAddress, HAIDIAN, paidOrder, readers } from '../../testing/subscriptionFlow.ts';
import { endOfPeriod } from './days.ts';

let t: TestApp;
let reader: () => Promise<string>;
beforeAll(async () => {
  // Sessions that outlive a year, so one reader can be followed to the end of their subscription.
  t = await createTestApp({ config: { sessionTtlDays: 365, sessionMaxDays: 3650 } });
  reader = readers(t, 13_540_000_000);
});
afterAll(() => t.close());

/** A reader with a paid printed subscription in Pudong (the clock is 2026-03-16 10:00 in Shanghai). */
async function printSubscriber() {
  const token = await reader();
  const address = await addAddress(t, token);
  const paid = await paidOrder(t, token, { typeId: 1, addressId: address.id });
  return { token, address, subscriptionId: paid.subscriptionId ?? 0 };
}

const edit = (token: string, body: Record<string, unknown>) => apiPost(t.app, 'subscriber/edit', body, { token });

describe('my subscriptions (subscriber/show)', () => {
  it('should start a printed paper tomorrow for 12 months and say it is not delivered yet', async () => {
    const { token } = await printSubscriber();
    const [sub] = (await apiGet(t.app, 'subscriber/show', {}, { token })).body.data.subscriptions;
    expect(sub).toMatchObject({ status: 'pending', startDate: '2026-03-17', endDate: '2027-03-16', deliveryText: '2026-03-17 起投递', delivery: true, renewable: false, upgradable: true });
  });

  it('should remind of renewal in the last 30 days, and stop once renewed', async () => {
    const token = await reader();
    const pass = await paidOrder(t, token, { typeId: 3 });
    const show = async () => (await apiGet(t.app, 'subscriber/show', {}, { token })).body.data.subscriptions;
    expect((await show())[0]).toMatchObject({ startDate: '2026-03-16', endDate: '2027-03-15', renewable: false });
    const started = t.clock.now();
    t.clock.set('2027-02-20T02:00:00Z');
    try {
      expect((await show())[0]).toMatchObject({ daysLeft: 24, renewable: true });
      const renewal = await paidOrder(t, token, { typeId: 3, kind: 'renew', subscriptionId: pass.subscriptionId });
      const after = await show();
      expect(after.map((s: { startDate: string; renewable: boolean }) => [s.startDate, s.renewable])).toEqual([
        ['2026-03-16', false],
        ['2027-03-16', false],
      ]);
      expect(after[1].orderNo).toBe(renewal.orderNo);
    } finally {
      t.clock.set(started);
    }
  });

  it('should give the period’s last day by calendar months', () => {
    expect(endOfPeriod('2026-03-17', 12)).toBe('2027-03-16');
    expect(endOfPeriod('2026-01-31', 1)).toBe('2026-02-27');
    expect(endOfPeriod('2026-03-01', 6)).toBe('2026-08-31');
  });
});

describe('edit', () => {
  it('should move delivery to another Shanghai address and keep it in the history', async () => {
    const { token, subscriptionId } = await printSubscriber();
    const moved = await addAddress(t, token, { detail: '淮海中路1号', regionCodes: ['310000', '310100', '310101'] });
    const answer = await edit(token, { action: 'address', subscriptionId, addressId: moved.id });
    expectContractOutput(subscriptionApi.edit, answer.body.data);
    expect(answer.body.data.address.detail).toBe('淮海中路1号');
    expect(answer.body.data.history[0]).toMatchObject({ kind: 'address', text: expect.stringContaining('上海市黄浦区淮海中路1号') });
    const beijing = await addAddress(t, token, { regionCodes: HAIDIAN });
    expect((await edit(token, { action: 'address', subscriptionId, addressId: beijing.id })).body.msg).toBe('纸质报仅限上海市内投递，请选择上海市的收货地址');
  });

  it('should pause delivery for a range within the subscription, from tomorrow, at most 60 days, without overlaps', async () => {
    const { token, subscriptionId } = await printSubscriber();
    const pause = (from: string, to: string) => edit(token, { action: 'pause', subscriptionId, from, to });
    expect((await pause('2026-04-01', '2026-04-10')).body.data.pauses).toEqual([{ id: expect.any(Number), from: '2026-04-01', to: '2026-04-10' }]);
    expect((await pause('2026-04-10', '2026-04-12')).body).toMatchObject({ code: 409, msg: '与已有的停投时间重叠' });
    expect((await pause('2026-03-16', '2026-03-20')).body.code).toBe(400);
    expect((await pause('2026-05-01', '2026-07-01')).body.code).toBe(400);
    expect((await pause('2026-05-10', '2026-05-01')).body.code).toBe(400);
    expect((await pause('2027-03-10', '2027-03-20')).body.code).toBe(400);
    expect((await pause('2026-02-30', '2026-03-02')).body.code).toBe(400);
    expect((await pause('2026/05/01', '2026-05-02')).body.msg).toBe('停投开始日期格式不正确');
  });

  it('should withdraw a pause that has not started', async () => {
    const { token, subscriptionId } = await printSubscriber();
    const paused = await edit(token, { action: 'pause', subscriptionId, from: '2026-04-01', to: '2026-04-03' });
    const pauseId = paused.body.data.pauses[0].id as number;
    const resumed = await edit(token, { action: 'resume', subscriptionId, pauseId });
    expect(resumed.body.data.pauses).toEqual([]);
    expect(resumed.body.data.history.map((h: { kind: string }) => h.kind)).toEqual(['resume', 'pause', 'created']);
    expect((await edit(token, { action: 'resume', subscriptionId, pauseId })).body).toMatchObject({ code: 404 });
  });

  it('should take one missed-paper report per day within the subscription and the last 30 days', async () => {
    const { token, subscriptionId } = await printSubscriber();
    t.clock.advance(5 * 86_400);
    const report = (date: string, note = '') => edit(token, { action: 'missed', subscriptionId, date, note });
    expect((await report('2026-03-18', '门卫处没有')).body.data.missed).toMatchObject([{ date: '2026-03-18', note: '门卫处没有' }]);
    expect((await report('2026-03-18')).body).toMatchObject({ code: 409, msg: '该日期已报告过漏投' });
    expect((await report('2026-03-16')).body.code).toBe(400);
    expect((await report('2026-03-30')).body.code).toBe(400);
    t.clock.advance(-5 * 86_400);
  });

  it('should refuse another reader’s subscription and a pass without delivery', async () => {
    const { subscriptionId } = await printSubscriber();
    const token = await reader();
    expect((await edit(token, { action: 'pause', subscriptionId, from: '2026-04-01', to: '2026-04-02' })).body).toMatchObject({ code: 404, msg: '订阅不存在' });
    const pass = await paidOrder(t, token, { typeId: 3 });
    expect((await edit(token, { action: 'pause', subscriptionId: pass.subscriptionId, from: '2026-04-01', to: '2026-04-02' })).body).toMatchObject({ code: 400, msg: '该订阅没有纸质报投递' });
    expect((await edit(token, { action: 'cancel', subscriptionId: 1 })).body).toMatchObject({ code: 400, msg: '操作类型不正确' });
  });
});

describe('upgrades', () => {
  it('should upgrade a pass to the all-media card at the server’s price and keep it in the history', async () => {
    const token = await reader();
    const pass = await paidOrder(t, token, { typeId: 3 });
    const address = await addAddress(t, token);
    const upgrade = await paidOrder(t, token, { typeId: 4, kind: 'upgrade', subscriptionId: pass.subscriptionId, addressId: address.id });
    expect(upgrade).toMatchObject({ kind: 'upgrade', amountFen: 30000, subscriptionId: pass.subscriptionId });
    const [sub] = (await apiGet(t.app, 'subscriber/show', {}, { token })).body.data.subscriptions;
    expect(sub).toMatchObject({ typeId: 4, delivery: true, address: { detail: '世纪大道100号' }, history: [{ kind: 'upgrade' }, { kind: 'created' }] });
  });
});

describe('subscription slips (我有订阅单)', () => {
  it('should check a slip by number and phone, and bind it once', async () => {
    const token = await reader();
    const checked = await apiPost(t.app, 'subscriber/check', { slipNo: 'sh2026000003', phone: '13900139000' }, { token });
    expectContractOutput(subscriptionApi.check, checked.body.data);
    expect(checked.body.data).toMatchObject({ slipNo: 'SH2026000003', typeName: '《上海汽车报》全年订阅', delivery: true });
    expect((await apiPost(t.app, 'subscriber/create', { slipNo: 'SH2026000003', phone: '13900139000' }, { token })).body.msg).toBe('请选择收货地址');
    const address = await addAddress(t, token);
    const bound = await apiPost(t.app, 'subscriber/create', { slipNo: 'SH2026000003', phone: '13900139000', addressId: address.id }, { token });
    expect(bound.body.data).toMatchObject({ source: 'slip', status: 'active', startDate: '2026-01-01', orderNo: null });
    expect((await apiPost(t.app, 'subscriber/check', { slipNo: 'SH2026000003', phone: '13900139000' }, { token: await reader() })).body).toMatchObject({ code: 409, msg: '该订阅单已被绑定' });
  });

  it('should say the same for a wrong number and a wrong phone, and limit look-ups', async () => {
    const token = await reader();
    expect((await apiPost(t.app, 'subscriber/check', { slipNo: 'SH2026000005', phone: '13800138000' }, { token })).body).toMatchObject({ code: 404, msg: '订阅单号或手机号不正确' });
    expect((await apiPost(t.app, 'subscriber/check', { slipNo: 'SH2099999999', phone: '13700137000' }, { token })).body.msg).toBe('订阅单号或手机号不正确');
    expect((await apiPost(t.app, 'subscriber/check', { slipNo: 'SH-1', phone: '13700137000' }, { token })).body.msg).toBe('订阅单号为6-20位字母或数字');
    for (let i = 0; i < 8; i++) await apiPost(t.app, 'subscriber/check', { slipNo: 'SH2099999999', phone: '13700137000' }, { token });
    expect((await apiPost(t.app, 'subscriber/check', { slipNo: 'SH2026000005', phone: '13700137000' }, { token })).body).toMatchObject({ code: 429 });
  });
});
