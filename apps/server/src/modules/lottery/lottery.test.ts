import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAnswers } from '@shqcb/api/contract/lottery';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { grantPoints, mallReaders, type Reader } from '../../testing/mallFlow.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { addAddress, newKey } from '../../testing/subscriptionFlow.ts';
import { seededRandom } from '../../random/seededRandom.ts';
import { claimPrize, draw, maskPhone, recentWinners } from './draws.ts';
import { lotteryPrizes, pointsLedger } from '../../db/schema.ts';
import { asc, eq } from 'drizzle-orm';

let t: TestApp;
let reader: () => Promise<Reader>;
beforeAll(async () => {
  t = await createTestApp();
  reader = mallReaders(t, 13_592_000_000);
});
afterAll(() => t.close());

describe('the lucky draw', () => {
  it('should show prizes, chances and cost, take the cost with the result, and refuse a 4th draw of the day', async () => {
    const { token, userId } = await reader();
    expect((await apiGet(t.app, 'lottery/prizeList')).body.data.map((p: { name: string }) => p.name)).toEqual(['上汽车模', '50积分', '洗车券', '谢谢参与', '10积分', '保温杯']);
    expect((await apiPost(t.app, 'lottery/lottery', { action: 'draw', idempotencyKey: newKey() }, { token })).body.msg).toBe('积分不足');
    await grantPoints(t.db, userId, 100);
    expect((await apiGet(t.app, 'lottery/checkIntegral', {}, { token })).body.data).toEqual({ balance: 100, cost: 20, chancesPerDay: 3, chancesLeft: 3 });
    for (let i = 0; i < 3; i++) {
      const answer = await apiPost(t.app, 'lottery/lottery', { action: 'draw', idempotencyKey: newKey() }, { token });
      expect(answer.status, answer.body.msg).toBe(200);
      expect(answer.body.data.chances.chancesLeft).toBe(2 - i);
    }
    const fourth = await apiPost(t.app, 'lottery/lottery', { action: 'draw', idempotencyKey: newKey() }, { token });
    expect([fourth.status, fourth.body.msg]).toEqual([400, '今天的抽奖次数已用完，明天再来吧']);
    const mine = await apiGet(t.app, 'lottery/userLotteryList', {}, { token });
    expect(mine.body.data.total).toBe(3);
  });

  it('should let a physical prize be claimed once, to the reader’s own address, and list the winner masked', async () => {
    const { token, userId, phone } = await reader();
    await grantPoints(t.db, userId, 100);
    // Only the model car can be won by this seeded draw.
    await t.db.update(lotteryPrizes).set({ weight: 0 });
    await t.db.update(lotteryPrizes).set({ weight: 1 }).where(eq(lotteryPrizes.name, '上汽车模'));
    const rng = seededRandom(7);
    const result = await draw(t.db, userId, newKey(), t.clock.now(), (max) => rng.int(0, max - 1));
    expect(result.draw).toMatchObject({ prizeName: '上汽车模', kind: 'physical', status: 'won', cost: 20 });
    await expect(claimPrize(t.db, userId, result.draw.id, undefined, t.clock.now())).rejects.toThrow('实物奖品请选择收货地址');
    const address = await addAddress(t, token);
    const claimed = await apiPost(t.app, 'lottery/lottery', { action: 'claim', drawId: result.draw.id, addressId: address.id }, { token });
    expect(claimed.body.data.draw).toMatchObject({ status: 'claimed', address: { name: '张三' } });
    const again = await apiPost(t.app, 'lottery/lottery', { action: 'claim', drawId: result.draw.id, addressId: address.id }, { token });
    expect(again.body.msg).toBe('该奖品无需领取或已领取');
    const other = await reader();
    expect((await apiPost(t.app, 'lottery/lottery', { action: 'claim', drawId: result.draw.id, addressId: address.id }, { token: other.token })).body.msg).toBe('中奖记录不存在');
    const winners = await apiGet(t.app, 'lottery/lotteryList');
    expect(winners.body.data[0]).toMatchObject({ phone: maskPhone(phone), prizeName: '上汽车模' });
    expect(maskPhone('13800138000')).toBe('138****8000');
  });
});

describe('what a draw gives', () => {
  /** Only `name` can be won (none: only 谢谢参与, the consolation). */
  const only = async (name: string | null) => {
    await t.db.update(lotteryPrizes).set({ weight: 0 });
    if (name) await t.db.update(lotteryPrizes).set({ weight: 1 }).where(eq(lotteryPrizes.name, name));
  };
  const prize = async (name: string) => (await t.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.name, name)))[0];

  it('should credit a points prize, give a virtual one a code and take its stock, and give 谢谢参与 when nothing is won', async () => {
    const { userId, phone } = await reader();
    await grantPoints(t.db, userId, 100);
    const now = t.clock.now();
    await only('50积分');
    const points = await draw(t.db, userId, newKey(), now, () => 0);
    expect(points.draw).toMatchObject({ prizeName: '50积分', kind: 'points', status: 'issued', code: null, cost: 20 });
    expect(points.chances).toEqual({ balance: 130, cost: 20, chancesPerDay: 3, chancesLeft: 2 });
    await only('洗车券');
    const stock = (await prize('洗车券'))?.stock ?? 0;
    const coupon = await draw(t.db, userId, newKey(), now, () => 0);
    expect(coupon.draw).toMatchObject({ prizeName: '洗车券', kind: 'virtual', status: 'issued' });
    expect(coupon.draw.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await prize('洗车券'))?.stock).toBe(stock - 1);
    await only(null);
    const lost = await draw(t.db, userId, newKey(), now, () => 0);
    expect(lost.draw).toMatchObject({ prizeName: '谢谢参与', kind: 'none', status: 'lost', code: null });
    expect(lost.chances).toMatchObject({ balance: 90, chancesLeft: 0 });
    // The marquee shows wins, newest first, and no 谢谢参与.
    expect((await recentWinners(t.db)).slice(0, 2).map((w) => [w.phone, w.prizeName])).toEqual([
      [maskPhone(phone), '洗车券'],
      [maskPhone(phone), '50积分'],
    ]);
    const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
    expect(ledger.map((row) => [row.reason, row.title, row.delta])).toEqual([
      ['grant', '测试发放', 100],
      ['lottery', '幸运抽奖', -20],
      ['prize', '抽奖获得 50积分', 50],
      ['lottery', '幸运抽奖', -20],
      ['lottery', '幸运抽奖', -20],
    ]);
  });

  it('should credit only a points prize, and nothing for one of 0 points', async () => {
    const { userId } = await reader();
    await grantPoints(t.db, userId, 100);
    // Prizes as an operator might enter them: a points prize of 0, a coupon that carries a number of points.
    await t.db.update(lotteryPrizes).set({ points: 0 }).where(eq(lotteryPrizes.name, '10积分'));
    await t.db.update(lotteryPrizes).set({ points: 5 }).where(eq(lotteryPrizes.name, '洗车券'));
    try {
      await only('10积分');
      expect((await draw(t.db, userId, newKey(), t.clock.now(), () => 0)).draw).toMatchObject({ prizeName: '10积分', status: 'issued' });
      await only('洗车券');
      expect((await draw(t.db, userId, newKey(), t.clock.now(), () => 0)).chances.balance).toBe(60);
    } finally {
      await t.db.update(lotteryPrizes).set({ points: 10 }).where(eq(lotteryPrizes.name, '10积分'));
      await t.db.update(lotteryPrizes).set({ points: 0 }).where(eq(lotteryPrizes.name, '洗车券'));
    }
  });

  it('should refuse to draw, taking nothing, while the wheel has no 谢谢参与', async () => {
    const { userId } = await reader();
    await grantPoints(t.db, userId, 100);
    await only('50积分');
    await t.db.update(lotteryPrizes).set({ kind: 'virtual' }).where(eq(lotteryPrizes.name, '谢谢参与'));
    try {
      await expect(draw(t.db, userId, newKey(), t.clock.now(), () => 0)).rejects.toThrow('the lucky draw needs a 谢谢参与 prize of unlimited stock');
    } finally {
      await t.db.update(lotteryPrizes).set({ kind: 'none' }).where(eq(lotteryPrizes.name, '谢谢参与'));
    }
    expect((await apiGet(t.app, 'lottery/checkIntegral', {}, { token: (await reader()).token })).body.data.chancesLeft).toBe(3);
    const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
    expect(rows.map((row) => row.delta)).toEqual([100]);
  });

  it('should refuse to claim a draw that won nothing to send, before asking for an address', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 100);
    await only(null);
    const lost = await draw(t.db, userId, newKey(), t.clock.now(), () => 0);
    const claim = await apiPost(t.app, 'lottery/lottery', { action: 'claim', drawId: lost.draw.id }, { token });
    expect(claim.body).toMatchObject({ code: 400, msg: '该奖品无需领取或已领取' });
  });

  it('should let one of two claims sent at once through and refuse the other in words', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 100);
    await only('保温杯');
    const won = await draw(t.db, userId, newKey(), t.clock.now(), () => 0);
    const address = await addAddress(t, token);
    const outcomes = await Promise.allSettled([0, 1].map(() => claimPrize(t.db, userId, won.draw.id, address.id, t.clock.now())));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason?.message)] : []))).toEqual(['该奖品无需领取或已领取']);
  });

  it('should give 谢谢参与 instead of a prize out of stock', async () => {
    const { userId } = await reader();
    await grantPoints(t.db, userId, 100);
    await only('上汽车模');
    const stock = (await prize('上汽车模'))?.stock ?? null;
    await t.db.update(lotteryPrizes).set({ stock: 0 }).where(eq(lotteryPrizes.name, '上汽车模'));
    try {
      const result = await draw(t.db, userId, newKey(), t.clock.now(), () => 0);
      expect(result.draw).toMatchObject({ prizeName: '谢谢参与', status: 'lost' });
      expect((await prize('上汽车模'))?.stock).toBe(0);
    } finally {
      await t.db.update(lotteryPrizes).set({ stock }).where(eq(lotteryPrizes.name, '上汽车模'));
    }
  });

  it('should answer a repeated key with the same draw, paid once', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 100);
    await only('10积分');
    const key = newKey();
    const first = await draw(t.db, userId, key, t.clock.now(), () => 0);
    const again = await draw(t.db, userId, key, t.clock.now(), () => 0);
    expect(again.draw).toEqual(first.draw);
    expect(again.chances).toMatchObject({ balance: 90, chancesLeft: 2 });
    const page = await apiGet(t.app, 'lottery/userLotteryList', { page: 1, pageSize: 10 }, { token });
    expect(page.body.data.total).toBe(1);
  });

  it('should list a reader’s draws newest first, a page at a time', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 100);
    for (const name of ['10积分', '50积分', '洗车券']) {
      await only(name);
      await draw(t.db, userId, newKey(), t.clock.now(), () => 0);
    }
    const names = async (page: number) => (await apiGet(t.app, 'lottery/userLotteryList', { page, pageSize: 2 }, { token })).body.data.list.map((d: { prizeName: string }) => d.prizeName);
    expect(await names(1)).toEqual(['洗车券', '50积分']);
    expect(await names(2)).toEqual(['10积分']);
  });

  it('should mask only an 11-digit phone by its middle, and hide any other whole', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('+8613800138000')).toBe('****');
  });
});

describe('the questionnaire', () => {
  it('should take one submission with points, and refuse missing, double and unknown answers and a second one', async () => {
    const { token } = await reader();
    const current = await apiGet(t.app, 'survey/getCurrent', {}, { token });
    expect(current.body.data).toMatchObject({ title: '2026年读者阅读习惯调查', points: 30, open: true, answered: false });
    const { questions } = (await apiGet(t.app, 'questionnaire', { id: current.body.data.id })).body.data;
    const [q1, q2] = questions as { id: number; options: { id: number }[] }[];
    const send = (answers: Record<number, number[]>) => apiGet(t.app, 'questionnaire/choose', { id: current.body.data.id, answers: encodeAnswers(answers) }, { token });
    expect((await send({ [q1?.id ?? 0]: [q1?.options[0]?.id ?? 0] })).body.msg).toBe('请回答第2题');
    expect((await send({ [q1?.id ?? 0]: [q1?.options[0]?.id ?? 0, q1?.options[1]?.id ?? 0], [q2?.id ?? 0]: [q2?.options[0]?.id ?? 0] })).body.msg).toBe('第1题只能选一项');
    expect((await send({ [q1?.id ?? 0]: [999], [q2?.id ?? 0]: [q2?.options[0]?.id ?? 0] })).body.msg).toBe('第1题的选项不存在');
    const good = { [q1?.id ?? 0]: [q1?.options[0]?.id ?? 0], [q2?.id ?? 0]: [q2?.options[0]?.id ?? 0, q2?.options[2]?.id ?? 0] };
    expect((await send(good)).body.data).toEqual({ points: 30, balance: 30 });
    expect((await send(good)).body).toMatchObject({ code: 409, msg: '您已经提交过这份问卷了' });
    expect((await apiGet(t.app, 'survey/getCurrent', {}, { token })).body.data.answered).toBe(true);
    expect((await apiGet(t.app, 'questionnaire/choose', { id: 999, answers: '1:1' }, { token })).body.msg).toBe('问卷不存在');
    expect((await apiGet(t.app, 'questionnaire/choose', { id: 1, answers: '1:' }, { token })).body.msg).toBe('答案格式不正确');
  });

  it('should serve the activity page with its goods resolved', async () => {
    const page = await apiGet(t.app, 'marketModule/1');
    expect(page.body.data.title).toBe('读者积分节');
    expect(page.body.data.modules.map((m: { kind: string }) => m.kind)).toEqual(['banner', 'text', 'links', 'goods']);
    expect(page.body.data.modules[3].goods.map((g: { name: string }) => g.name)).toEqual(['上汽定制保温杯', '电子报月卡', '洗车券']);
    expect((await apiGet(t.app, 'marketModule/99')).body.msg).toBe('活动不存在');
  });
});
