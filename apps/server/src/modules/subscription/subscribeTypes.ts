import { and, asc, eq } from 'drizzle-orm';
import { getPayValue } from '@shqcb/api/contract/subscription';
import type { SubscribeKind, SubscribeType } from '@shqcb/api/contract/subscription';
import type { Queryable } from '../../db/Db.ts';
import { subscribeTypes } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';

export type TypeRow = typeof subscribeTypes.$inferSelect;

export function toSubscribeType(row: TypeRow): SubscribeType {
  return {
    id: row.id,
    kind: row.kind as SubscribeKind,
    name: row.name,
    summary: row.summary,
    priceFen: row.priceFen,
    months: row.months,
    delivery: row.delivery,
    epaper: row.epaper,
    benefits: row.benefits,
  };
}

/** The types on sale, in the catalogue's order. */
export async function listTypes(db: Queryable, kind?: SubscribeKind): Promise<TypeRow[]> {
  const where = kind ? and(eq(subscribeTypes.active, true), eq(subscribeTypes.kind, kind)) : eq(subscribeTypes.active, true);
  return db.select().from(subscribeTypes).where(where).orderBy(asc(subscribeTypes.sortOrder));
}

/** A type on sale, or the 404 订阅类型不存在. */
export async function typeOnSale(db: Queryable, id: number): Promise<TypeRow> {
  const [row] = await db.select().from(subscribeTypes).where(and(eq(subscribeTypes.id, id), eq(subscribeTypes.active, true)));
  if (!row) throw ApiError.of(getPayValue.refusals.typeNotFound);
  return row;
}

/** Any type, on sale or not (subscriptions keep theirs when it leaves the catalogue). */
export async function typeById(db: Queryable, id: number): Promise<TypeRow | undefined> {
  const [row] = await db.select().from(subscribeTypes).where(eq(subscribeTypes.id, id));
  return row;
}
