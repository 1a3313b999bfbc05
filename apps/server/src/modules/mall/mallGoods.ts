import { asc, count, eq, and, sum } from 'drizzle-orm';
import { mallShow, type Goods, type GoodsDetail, type GoodsKind } from '@shqcb/api/contract/mall';
import type { Db, Queryable } from '../../db/Db.ts';
import { mallExchanges, mallGoods } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';

export type GoodsRow = typeof mallGoods.$inferSelect;

export function toGoods(row: GoodsRow): Goods {
  return { id: row.id, name: row.name, kind: row.kind as GoodsKind, cover: row.cover, summary: row.summary, pointsPrice: row.pointsPrice, stock: row.stock, perReaderLimit: row.perReaderLimit };
}

/** One page of the goods on sale, in their order. */
export async function listGoods(db: Db, page: number, pageSize: number): Promise<{ list: Goods[]; total: number }> {
  const rows = await db.select().from(mallGoods).where(eq(mallGoods.active, true)).orderBy(asc(mallGoods.sortOrder), asc(mallGoods.id)).limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(mallGoods).where(eq(mallGoods.active, true));
  return { list: rows.map(toGoods), total: total?.n ?? 0 };
}

/** A good on sale, or "商品不存在". */
export async function goodsOnSale(db: Queryable, id: number): Promise<GoodsRow> {
  const [row] = await db.select().from(mallGoods).where(and(eq(mallGoods.id, id), eq(mallGoods.active, true)));
  if (!row) throw ApiError.of(mallShow.refusals.goodsNotFound);
  return row;
}

/** How many of a good a reader has exchanged. */
export async function exchangedQuantity(db: Queryable, userId: number, goodsId: number): Promise<number> {
  const [row] = await db.select({ n: sum(mallExchanges.quantity) }).from(mallExchanges).where(and(eq(mallExchanges.userId, userId), eq(mallExchanges.goodsId, goodsId)));
  return Number(row?.n ?? 0);
}

export async function goodsDetail(db: Db, id: number, viewerId: number | null): Promise<GoodsDetail> {
  const row = await goodsOnSale(db, id);
  return { ...toGoods(row), detail: row.detail, myQuantity: viewerId === null ? 0 : await exchangedQuantity(db, viewerId, id) };
}
