import { randomInt } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { createOrder, getPayValue, SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { Order, OrderKind, OrderStatus } from '@shqcb/api/contract/subscription';
import type { Db, Queryable, Tx } from '../../db/Db.ts';
import { subscribeTypes, subscriptionOrders, subscriptions } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { lockLiveReader } from '../account/lockLiveReader.ts';
import { addressSnapshot, ownAddress } from '../addresses/addressBook.ts';
import { isShanghai } from '../addresses/regions.ts';
import { daysBetween, today } from './days.ts';
import { typeById, typeOnSale, type TypeRow } from './subscribeTypes.ts';
import { statusOn, type SubscriptionRow } from './subscriptionView.ts';

export type OrderRow = typeof subscriptionOrders.$inferSelect;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Unpaid orders a reader may have open at once. */
const MAX_UNPAID = 5;

/** The order as the reader sees it, with what they may do with it now. */
export function toOrder(row: OrderRow, typeName: string, now: Date): Order {
  const status = row.status as OrderStatus;
  return {
    orderNo: row.orderNo,
    kind: row.kind as OrderKind,
    typeId: row.typeId,
    typeName,
    description: row.description,
    amountFen: row.amountFen,
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundReason: row.refundReason,
    refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    address: row.address ? { name: row.address.name, phone: row.address.phone, regionText: row.address.regionText, detail: row.address.detail } : null,
    subscriptionId: row.subscriptionId,
    canPay: status === 'created' && now < row.expiresAt,
    canRefund: status === 'paid' && row.paidAt !== null && now.getTime() < refundDeadline(row.paidAt).getTime(),
    canCancelRefund: status === 'refund_requested',
  };
}

/** The end of the refund window of an order paid at `paidAt`. */
export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + SUBSCRIPTION_RULES.refundDays * DAY_MS);
}

/** An order view with its type's name looked up. */
export async function orderView(db: Queryable, row: OrderRow, now: Date): Promise<Order> {
  return toOrder(row, (await typeById(db, row.typeId))?.name ?? '', now);
}

/** One of the reader's own orders; another reader's number is "not found". */
export async function ownOrder(db: Queryable, userId: number, orderNo: string): Promise<OrderRow> {
  const [row] = await db.select().from(subscriptionOrders).where(and(eq(subscriptionOrders.orderNo, orderNo), eq(subscriptionOrders.userId, userId)));
  if (!row) throw new ApiError(404, '订单不存在');
  return row;
}

/** The reader's orders, newest first, one page. */
export async function listOrders(db: Queryable, userId: number, page: number, pageSize: number, now: Date): Promise<{ list: Order[]; total: number }> {
  const [rows, [total], types] = await Promise.all([
    db.select().from(subscriptionOrders).where(eq(subscriptionOrders.userId, userId)).orderBy(desc(subscriptionOrders.createdAt), desc(subscriptionOrders.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(subscriptionOrders).where(eq(subscriptionOrders.userId, userId)),
    db.select({ id: subscribeTypes.id, name: subscribeTypes.name }).from(subscribeTypes),
  ]);
  return { list: rows.map((row) => toOrder(row, types.find((t) => t.id === row.typeId)?.name ?? '', now)), total: total?.n ?? 0 };
}

/** A subscription of the reader that can still be renewed or upgraded. */
async function liveSubscription(db: Queryable, userId: number, id: number, now: Date): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  const status = row ? statusOn(row, today(now)) : 'refunded';
  if (!row || (status !== 'active' && status !== 'pending')) throw ApiError.of(getPayValue.refusals.subscriptionNotFound);
  return row;
}

/** What an upgrade of `subscription` from `from` to `to` costs: the difference for the days left, rounded up to the fen. */
export function upgradePrice(from: TypeRow, to: TypeRow, subscription: Pick<SubscriptionRow, 'startDate' | 'endDate'>, day: string): number {
  if (to.rank <= from.rank || to.priceFen <= from.priceFen || to.months !== from.months) throw ApiError.of(getPayValue.refusals.notUpgradable);
  const total = daysBetween(subscription.startDate, subscription.endDate) + 1;
  const left = Math.min(total, daysBetween(day < subscription.startDate ? subscription.startDate : day, subscription.endDate) + 1);
  return Math.max(1, Math.ceil(((to.priceFen - from.priceFen) * left) / total));
}

export interface Quote {
  type: TypeRow;
  amountFen: number;
  description: string;
  subscription: SubscriptionRow | null;
  fromType: TypeRow | null;
}

/** The price of a type for the reader: the full price, or with `subscriptionId`, the upgrade's difference. */
export async function quote(db: Queryable, userId: number, typeId: number, kind: OrderKind, subscriptionId: number | undefined, now: Date): Promise<Quote> {
  const type = await typeOnSale(db, typeId);
  const describe = (prefix: string) => `${prefix}${type.name}（${type.months}个月）`;
  if (kind === 'new') return { type, amountFen: type.priceFen, description: describe('订阅'), subscription: null, fromType: null };
  if (subscriptionId === undefined) throw ApiError.of(getPayValue.refusals.subscriptionNotFound);
  const subscription = await liveSubscription(db, userId, subscriptionId, now);
  if (kind === 'renew') return { type, amountFen: type.priceFen, description: describe('续订'), subscription, fromType: null };
  const fromType = await typeById(db, subscription.typeId);
  if (!fromType) throw ApiError.of(getPayValue.refusals.notUpgradable);
  return { type, amountFen: upgradePrice(fromType, type, subscription, today(now)), description: `${fromType.name}升级为${type.name}`, subscription, fromType };
}

/** WeChat Pay's out_trade_no: SQ, the Shanghai time to the second, six random letters or digits. */
export function newOrderNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `SQ${stamp}${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

export interface PlaceOrderInput {
  typeId: number;
  kind: OrderKind;
  addressId?: number;
  subscriptionId?: number;
  idempotencyKey: string;
}

/**
 * Places an order at the server's price. The idempotency key makes it safe to repeat: the first
 * request inserts, every repeat (a double tap, a retry after a lost answer, 100 at once) finds
 * the same order through the unique (reader, key) index, never a second one. A repeat that asks
 * for something else under the same key is refused. It runs in one transaction that first holds the
 * reader's row, so an order and a cancellation of the account never both go through (decision 26).
 */
export async function placeOrder(db: Db, userId: number, input: PlaceOrderInput, now: Date): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockLiveReader(tx, userId);
    return placeOrderIn(tx, userId, input, now);
  });
}

async function placeOrderIn(db: Tx, userId: number, input: PlaceOrderInput, now: Date): Promise<Order> {
  const existing = await orderByKey(db, userId, input.idempotencyKey);
  if (existing) return sameRequest(db, existing, input, now);

  const priced = await quote(db, userId, input.typeId, input.kind, input.subscriptionId, now);
  let address: ReturnType<typeof addressSnapshot> | null = null;
  const needsAddress = priced.type.delivery && !(input.kind === 'upgrade' && priced.subscription?.address);
  if (needsAddress || input.addressId !== undefined) {
    if (input.addressId === undefined) throw ApiError.of(createOrder.refusals.addressRequired);
    const row = await ownAddress(db, userId, input.addressId);
    if (priced.type.delivery && !isShanghai(row.regionCodes)) throw ApiError.of(createOrder.refusals.outOfArea);
    address = addressSnapshot(row);
  }
  const [unpaid] = await db.select({ n: count() }).from(subscriptionOrders).where(and(eq(subscriptionOrders.userId, userId), eq(subscriptionOrders.status, 'created')));
  if ((unpaid?.n ?? 0) >= MAX_UNPAID) throw ApiError.of(createOrder.refusals.tooManyUnpaid);

  const [inserted] = await db
    .insert(subscriptionOrders)
    .values({
      orderNo: newOrderNo(now),
      userId,
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      typeId: priced.type.id,
      fromTypeId: priced.fromType?.id ?? null,
      subscriptionId: priced.subscription?.id ?? null,
      amountFen: priced.amountFen,
      description: priced.description,
      address: address ?? (input.kind === 'upgrade' ? (priced.subscription?.address ?? null) : null),
      status: 'created',
      createdAt: now,
      expiresAt: new Date(now.getTime() + SUBSCRIPTION_RULES.unpaidMinutes * MINUTE_MS),
    })
    .onConflictDoNothing({ target: [subscriptionOrders.userId, subscriptionOrders.idempotencyKey] })
    .returning();
  if (inserted) return toOrder(inserted, priced.type.name, now);
  // Another request with the same key won the insert a moment ago.
  const winner = await orderByKey(db, userId, input.idempotencyKey);
  if (!winner) throw new Error('order vanished after an idempotency conflict');
  return sameRequest(db, winner, input, now);
}

async function orderByKey(db: Queryable, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(subscriptionOrders).where(and(eq(subscriptionOrders.userId, userId), eq(subscriptionOrders.idempotencyKey, key)));
  return row;
}

async function sameRequest(db: Queryable, row: OrderRow, input: PlaceOrderInput, now: Date): Promise<Order> {
  const same = row.typeId === input.typeId && row.kind === input.kind && (input.kind === 'new' || row.subscriptionId === (input.subscriptionId ?? null));
  if (!same) throw ApiError.of(createOrder.refusals.keyReused);
  return orderView(db, row, now);
}
