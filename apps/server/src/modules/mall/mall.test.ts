import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallGoods, pointsLedger } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { grantPoints, mallReaders, type Reader } from '../../testing/mallFlow.ts';
import { apiGet } from '../../testing/requestHelpers.ts';
import { addAddress, newKey } from '../../testing/subscriptionFlow.ts';
import { exchangeGoods } from './exchangeGoods.ts';

let t: TestApp;
let reader: () => Promise<Reader>;
beforeAll(async () => {
  t = await createTestApp();
  reader = mallReaders(t, 13_591_000_000);
});
afterAll(() => t.close());

describe('the points mall', () => {
  it('should list the demo goods with price and stock, and show one with the reader’s count', async () => {
    const list = await apiGet(t.app, 'mall/index', { page: 1, pageSize: 10 });
    expect(list.body.data.list.map((g: { name: string }) => g.name)).toContain('电子报月卡');
    expect(list.body.data.list[0]).toMatchObject({ pointsPrice: 300, stock: 50, kind: 'physical', cover: '/media/mall/1.svg' });
    expect((await apiGet(t.app, 'mall/show', { id: 3 })).body.data).toMatchObject({ name: '电子报月卡', myQuantity: 0 });
    expect((await apiGet(t.app, 'mall/show', { id: 999 })).body).toMatchObject({ code: 404, msg: '商品不存在' });
  });

  it('should exchange a virtual good for a code and a physical one to an address, taking points and stock', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 1000);
    const virtual = await apiGet(t.app, 'mall/buy', { goodsId: 3, quantity: 2, idempotencyKey: newKey() }, { token });
    expect(virtual.body.data).toMatchObject({ status: 'issued', points: 200, quantity: 2, balance: 800, address: null });
    expect(virtual.body.data.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await apiGet(t.app, 'mall/show', { id: 3 }, { token })).body.data).toMatchObject({ stock: 198, myQuantity: 2 });
    const noAddress = await apiGet(t.app, 'mall/buy', { goodsId: 1, idempotencyKey: newKey() }, { token });
    expect([noAddress.status, noAddress.body.msg]).toEqual([400, '实物商品请选择收货地址']);
    const address = await addAddress(t, token);
    const key = newKey();
    const physical = await apiGet(t.app, 'mall/buy', { goodsId: 1, addressId: address.id, idempotencyKey: key }, { token });
    expect(physical.body.data).toMatchObject({ status: 'pending', code: null, balance: 500, address: { name: '张三', detail: '世纪大道100号' } });
    const repeated = await apiGet(t.app, 'mall/buy', { goodsId: 1, addressId: address.id, idempotencyKey: key }, { token });
    expect(repeated.body.data).toMatchObject({ orderNo: physical.body.data.orderNo, balance: 500 });
    const records = await apiGet(t.app, 'mall/exchange', { page: 1, pageSize: 10 }, { token });
    expect(records.body.data.list.map((r: { goodsName: string }) => r.goodsName)).toEqual(['上汽定制保温杯', '电子报月卡']);
  });

  it('should refuse in words: unknown item, zero or negative quantity, over the limit, out of stock, not enough points', async () => {
    const { token, userId } = await reader();
    const msg = async (query: Record<string, string | number>) => (await apiGet(t.app, 'mall/buy', { idempotencyKey: newKey(), ...query }, { token })).body.msg;
    expect(await msg({ goodsId: 999 })).toBe('商品不存在');
    expect(await msg({ goodsId: 3, quantity: 0 })).toBe('兑换数量至少为1');
    expect(await msg({ goodsId: 3, quantity: -2 })).toBe('兑换数量至少为1');
    expect(await msg({ goodsId: 3, quantity: 'abc' })).toBe('兑换数量格式不正确');
    expect(await msg({ goodsId: 3 })).toBe('积分不足');
    await grantPoints(t.db, userId, 100_000);
    expect(await msg({ goodsId: 3, quantity: 4 })).toBe('该商品每人限兑3件');
    const address = await addAddress(t, token);
    const other = await reader();
    await grantPoints(t.db, other.userId, 100_000);
    const otherAddress = await addAddress(t, other.token);
    // 5 model cars, 1 per reader: four other readers take four, this reader the last, then none is left.
    for (let i = 0; i < 4; i++) {
      const r = await reader();
      await grantPoints(t.db, r.userId, 2000);
      const a = await addAddress(t, r.token);
      expect((await apiGet(t.app, 'mall/buy', { goodsId: 5, addressId: a.id, idempotencyKey: newKey() }, { token: r.token })).status).toBe(200);
    }
    expect((await apiGet(t.app, 'mall/buy', { goodsId: 5, addressId: address.id, idempotencyKey: newKey() }, { token })).status).toBe(200);
    expect(await msg({ goodsId: 5, addressId: address.id })).toBe('该商品每人限兑1件');
    expect((await apiGet(t.app, 'mall/buy', { goodsId: 5, addressId: otherAddress.id, idempotencyKey: newKey() }, { token: other.token })).body.msg).toBe('库存不足');
    expect(await msg({ goodsId: 1, addressId: otherAddress.id })).toBe('收货地址不存在');
  });

  it('should take an exchange up to the limit exactly, number it by the Shanghai day and name it in the ledger', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 1000);
    // 01:00 on 17 March in Shanghai is still 16 March in UTC.
    t.clock.set('2026-03-16T17:00:00Z');
    try {
      const answer = await apiGet(t.app, 'mall/buy', { goodsId: 3, quantity: 3, idempotencyKey: newKey() }, { token });
      expect(answer.body.data).toMatchObject({ goodsId: 3, goodsName: '电子报月卡', kind: 'virtual', quantity: 3, points: 300, balance: 700, trackingNo: null, createdAt: '2026-03-16T17:00:00.000Z' });
      expect(answer.body.data.orderNo).toMatch(/^JF20260317\d{9}$/);
      const [row] = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'exchange')));
      expect([row?.delta, row?.title]).toEqual([-300, '兑换 电子报月卡 ×3']);
      expect((await apiGet(t.app, 'mall/show', { id: 3 }, { token })).body.data.myQuantity).toBe(3);
    } finally {
      t.clock.set('2026-03-16T02:00:00Z');
    }
  });

  it('should give an exchange number of nine digits after the day, a small random part padded with zeros', async () => {
    const { userId } = await reader();
    await grantPoints(t.db, userId, 1000);
    // The number's random part comes from node:crypto's randomInt; this exchange draws 42.
    const { randomInt } = crypto;
    crypto.randomInt = (() => 42) as unknown as typeof randomInt;
    syncBuiltinESMExports();
    try {
      const exchange = await exchangeGoods(t.db, userId, { goodsId: 3, quantity: 1, idempotencyKey: newKey() }, new Date('2026-03-16T02:00:00Z'));
      expect(exchange.orderNo).toBe('JF20260316000000042');
    } finally {
      crypto.randomInt = randomInt;
      syncBuiltinESMExports();
    }
  });

  it('should list a reader’s exchanges and the goods a page at a time', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 1000);
    for (const goodsId of [3, 4, 3]) await apiGet(t.app, 'mall/buy', { goodsId, idempotencyKey: newKey() }, { token });
    const exchanges = async (page: number) => (await apiGet(t.app, 'mall/exchange', { page, pageSize: 2 }, { token })).body.data;
    expect((await exchanges(1)).list.map((r: { goodsName: string }) => r.goodsName)).toEqual(['电子报月卡', '洗车券']);
    expect(await exchanges(2)).toMatchObject({ total: 3, list: [{ goodsName: '电子报月卡' }] });
    const goods = (await apiGet(t.app, 'mall/index', { page: 2, pageSize: 2 })).body.data;
    expect(goods.list.map((g: { name: string }) => g.name)).toEqual(['电子报月卡', '洗车券']);
    expect(goods.total).toBe(5);
  });

  it('should neither show nor exchange a good taken off sale', async () => {
    const { token, userId } = await reader();
    await grantPoints(t.db, userId, 1000);
    await t.db.update(mallGoods).set({ active: false }).where(eq(mallGoods.id, 4));
    try {
      const list = (await apiGet(t.app, 'mall/index', { page: 1, pageSize: 10 })).body.data;
      expect(list.list.map((g: { id: number }) => g.id)).toEqual([1, 2, 3, 5]);
      expect(list.total).toBe(4);
      expect((await apiGet(t.app, 'mall/show', { id: 4 })).body.msg).toBe('商品不存在');
      expect((await apiGet(t.app, 'mall/buy', { goodsId: 4, idempotencyKey: newKey() }, { token })).body.msg).toBe('商品不存在');
    } finally {
      await t.db.update(mallGoods).set({ active: true }).where(eq(mallGoods.id, 4));
    }
  });
});
