import { randomBytes, randomInt } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { mallBuy, type Exchange, type ExchangeStatus, type GoodsKind } from '@shqcb/api/contract/mall';
import type { Db } from '../../db/Db.ts';
import { mallExchanges, mallGoods } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { ownAddress } from '../addresses/addressBook.ts';
import { shanghaiDay } from '../auth/shanghaiDay.ts';
import { changePoints, lockAccount } from '../points/pointsLedger.ts';
import { exchangedQuantity, goodsOnSale } from './mallGoods.ts';

type ExchangeRow = typeof mallExchanges.$inferSelect;

export function toExchange(row: ExchangeRow, balance = 0): Exchange {
  return {
    id: row.id,
    orderNo: row.orderNo,
    goodsId: row.goodsId,
    goodsName: row.goodsName,
    kind: row.kind as GoodsKind,
    quantity: row.quantity,
    points: row.points,
    status: row.status as ExchangeStatus,
    address: row.address,
    code: row.code,
    trackingNo: row.trackingNo,
    createdAt: row.createdAt.toISOString(),
    balance,
  };
}

/** A code for a virtual good: 12 characters without look-alikes, in groups of four. */
export function redeemCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

function exchangeNo(now: Date): string {
  return `JF${shanghaiDay(now).replaceAll('-', '')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

export interface ExchangeRequest {
  goodsId: number;
  quantity: number;
  addressId?: number | undefined;
  idempotencyKey: string;
}

/**
 * Exchanges a good for points (mall/buy), in one transaction that first takes the reader's account
 * lock: the idempotency key and the per-reader limit are then checked against everything the reader
 * did before, the stock falls by a conditional UPDATE (`stock >= quantity`, never negative) and the
 * points by another (`balance >= cost`); any refusal rolls all of it back.
 */
export async function exchangeGoods(db: Db, userId: number, request: ExchangeRequest, now: Date): Promise<Exchange> {
  return db.transaction(async (tx) => {
    const balanceBefore = await lockAccount(tx, userId);
    const [repeated] = await tx.select().from(mallExchanges).where(and(eq(mallExchanges.userId, userId), eq(mallExchanges.idempotencyKey, request.idempotencyKey)));
    if (repeated) return toExchange(repeated, balanceBefore);
    const goods = await goodsOnSale(tx, request.goodsId);
    let address: ExchangeRow['address'] = null;
    if (goods.kind === 'physical') {
      if (request.addressId === undefined) throw ApiError.of(mallBuy.refusals.addressRequired);
      const row = await ownAddress(tx, userId, request.addressId);
      address = { name: row.name, phone: row.phone, regionText: row.regionText, detail: row.detail };
    }
    if ((await exchangedQuantity(tx, userId, goods.id)) + request.quantity > goods.perReaderLimit) {
      throw ApiError.of(mallBuy.refusals.overLimit, { limit: goods.perReaderLimit });
    }
    const taken = await tx
      .update(mallGoods)
      .set({ stock: sql`${mallGoods.stock} - ${request.quantity}` })
      .where(and(eq(mallGoods.id, goods.id), sql`${mallGoods.stock} >= ${request.quantity}`))
      .returning({ stock: mallGoods.stock });
    if (taken.length === 0) throw ApiError.of(mallBuy.refusals.outOfStock);
    const points = goods.pointsPrice * request.quantity;
    const balance = await changePoints(tx, { userId, delta: -points, reason: 'exchange', title: `兑换 ${goods.name} ×${request.quantity}`, now });
    const [row] = await tx
      .insert(mallExchanges)
      .values({
        orderNo: exchangeNo(now),
        userId,
        goodsId: goods.id,
        goodsName: goods.name,
        kind: goods.kind,
        quantity: request.quantity,
        points,
        status: goods.kind === 'virtual' ? 'issued' : 'pending',
        address,
        code: goods.kind === 'virtual' ? redeemCode() : null,
        idempotencyKey: request.idempotencyKey,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the exchange was not written');
    return toExchange(row, balance);
  });
}

/** One page of the reader's exchanges, newest first. */
export async function listExchanges(db: Db, userId: number, page: number, pageSize: number): Promise<{ list: Exchange[]; total: number }> {
  const rows = await db.select().from(mallExchanges).where(eq(mallExchanges.userId, userId)).orderBy(desc(mallExchanges.id)).limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(mallExchanges).where(eq(mallExchanges.userId, userId));
  return { list: rows.map((row) => toExchange(row)), total: total?.n ?? 0 };
}
