import { asc, desc, eq, inArray } from 'drizzle-orm';
import { SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { HistoryEntry, Subscription, SubscribeKind, SubscriptionStatus } from '@shqcb/api/contract/subscription';
import type { Queryable } from '../../db/Db.ts';
import { deliveryPauses, missedPapers, subscribeTypes, subscriptionEvents, subscriptionOrders, subscriptions } from '../../db/schema.ts';
import { addDays, daysBetween, laterDay, today } from './days.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Where each state comes in the list: running, to come, ended, refunded. */
const LIST_ORDER: Record<SubscriptionStatus, number> = { active: 0, pending: 1, expired: 2, refunded: 3 };

/** A subscription's state on a day: refunded, else from its dates. */
export function statusOn(row: Pick<SubscriptionRow, 'status' | 'startDate' | 'endDate'>, day: string): SubscriptionStatus {
  if (row.status === 'refunded') return 'refunded';
  if (day < row.startDate) return 'pending';
  if (day > row.endDate) return 'expired';
  return 'active';
}

/**
 * The reader's subscriptions as "my subscriptions" shows them: the current ones first (active,
 * then starting later), then the ended ones, each with its pauses, missed-paper reports, history,
 * delivery state and whether to remind of renewal or offer an upgrade.
 */
export async function subscriptionsOf(db: Queryable, userId: number, now: Date, only?: number): Promise<Subscription[]> {
  // All of the reader's subscriptions (a handful), even for one: whether one was renewed depends on
  // the others. A subscription's type is a foreign key, so the inner join keeps every subscription.
  const all = await db
    .select({ row: subscriptions, type: subscribeTypes })
    .from(subscriptions)
    .innerJoin(subscribeTypes, eq(subscribeTypes.id, subscriptions.typeId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.endDate), desc(subscriptions.id));
  const rows = only === undefined ? all : all.filter(({ row }) => row.id === only);
  if (rows.length === 0) return [];
  const ids = rows.map(({ row }) => row.id);
  const [types, pauses, missed, events, orders] = await Promise.all([
    db.select().from(subscribeTypes),
    db.select().from(deliveryPauses).where(inArray(deliveryPauses.subscriptionId, ids)).orderBy(asc(deliveryPauses.fromDate)),
    db.select().from(missedPapers).where(inArray(missedPapers.subscriptionId, ids)).orderBy(desc(missedPapers.date)),
    db.select().from(subscriptionEvents).where(inArray(subscriptionEvents.subscriptionId, ids)).orderBy(desc(subscriptionEvents.id)),
    db.select({ id: subscriptionOrders.id, orderNo: subscriptionOrders.orderNo }).from(subscriptionOrders).where(eq(subscriptionOrders.userId, userId)),
  ]);
  const day = today(now);
  return rows
    .map(({ row, type }): Subscription => {
      const status = statusOn(row, day);
      const own = pauses.filter((p) => p.subscriptionId === row.id);
      const current = own.find((p) => p.fromDate <= day && day <= p.toDate);
      const delivery = type.delivery;
      const live = status === 'active' || status === 'pending';
      // A later subscription of the same reader that starts right after this one: already renewed.
      // (A subscription never starts after its own end, so it is never its own renewal.)
      const renewed = all.some(({ row: other }) => other.status !== 'refunded' && other.startDate > row.endDate && other.startDate <= addDays(row.endDate, 1));
      const daysLeft = status === 'expired' || status === 'refunded' ? 0 : daysBetween(laterDay(day, row.startDate), row.endDate) + 1;
      return {
        id: row.id,
        typeId: row.typeId,
        typeName: type.name,
        kind: type.kind as SubscribeKind,
        source: row.source === 'slip' ? 'slip' : 'online',
        status,
        startDate: row.startDate,
        endDate: row.endDate,
        daysLeft,
        delivery,
        epaper: type.epaper,
        deliveryText: delivery ? deliveryText(status, row.startDate, current?.toDate) : '',
        address: row.address ? { name: row.address.name, phone: row.address.phone, regionText: row.address.regionText, detail: row.address.detail } : null,
        renewable: live && !renewed && daysLeft <= SUBSCRIPTION_RULES.renewalReminderDays,
        upgradable: live && row.source === 'online' && types.some((t) => t.active && t.rank > type.rank && t.priceFen > type.priceFen && t.months === type.months),
        orderNo: orders.find((order) => order.id === row.orderId)?.orderNo ?? null,
        pauses: own.map((p) => ({ id: p.id, from: p.fromDate, to: p.toDate })),
        missed: missed.filter((m) => m.subscriptionId === row.id).map((m) => ({ id: m.id, date: m.date, note: m.note, createdAt: m.createdAt.toISOString() })),
        history: events.filter((e) => e.subscriptionId === row.id).map((e): HistoryEntry => ({ at: e.createdAt.toISOString(), kind: e.kind as HistoryEntry['kind'], text: e.text })),
      };
    })
    .sort((a, b) => LIST_ORDER[a.status] - LIST_ORDER[b.status]);
}

function deliveryText(status: SubscriptionStatus, start: string, pausedUntil: string | undefined): string {
  if (status === 'refunded') return '已退订';
  if (status === 'expired') return '已到期';
  if (status === 'pending') return `${start} 起投递`;
  return pausedUntil ? `暂停投递至 ${pausedUntil}` : '投递中';
}

/** Records one change in a subscription's history. */
export async function recordEvent(db: Queryable, subscriptionId: number, kind: HistoryEntry['kind'], text: string, now: Date): Promise<void> {
  await db.insert(subscriptionEvents).values({ subscriptionId, kind, text, createdAt: now });
}
