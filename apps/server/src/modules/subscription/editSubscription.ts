import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { edit, SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { Subscription } from '@shqcb/api/contract/subscription';
import type { Db, Queryable } from '../../db/Db.ts';
import { deliveryPauses, missedPapers, subscriptions } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { addressSnapshot, ownAddress } from '../addresses/addressBook.ts';
import { isShanghai } from '../addresses/regions.ts';
import { addDays, daysBetween, isDay, today } from './days.ts';
import { typeById } from './subscribeTypes.ts';
import { recordEvent, statusOn, subscriptionsOf, type SubscriptionRow } from './subscriptionView.ts';

/** What `edit` can do (the contract's input after parsing). */
export type EditAction =
  | { action: 'address'; subscriptionId: number; addressId: number }
  | { action: 'pause'; subscriptionId: number; from: string; to: string }
  | { action: 'resume'; subscriptionId: number; pauseId: number }
  | { action: 'missed'; subscriptionId: number; date: string; note: string };

/**
 * Changes one of the reader's printed subscriptions: its delivery address, a vacation stop (and
 * withdrawing one), or a missed-paper report. Each runs in a transaction that locks the
 * subscription's row, so two pauses sent at once cannot overlap; each change lands in the history.
 */
export async function editSubscription(db: Db, userId: number, input: EditAction, now: Date): Promise<Subscription> {
  const day = today(now);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userId, userId))).for('update');
    if (!row) throw ApiError.of(edit.refusals.subscriptionNotFound);
    const type = await typeById(tx, row.typeId);
    if (!type?.delivery) throw ApiError.of(edit.refusals.notDelivered);
    const status = statusOn(row, day);
    if (input.action !== 'missed' && status !== 'active' && status !== 'pending') throw ApiError.of(edit.refusals.ended);
    switch (input.action) {
      case 'address':
        return changeAddress(tx, row, userId, input.addressId, now);
      case 'pause':
        return pause(tx, row, input.from, input.to, day, now);
      case 'resume':
        return resume(tx, row, input.pauseId, day, now);
      case 'missed':
        return reportMissed(tx, row, input.date, input.note, day, now);
    }
  });
  const [view] = await subscriptionsOf(db, userId, now, input.subscriptionId);
  if (!view) throw ApiError.of(edit.refusals.subscriptionNotFound);
  return view;
}

async function changeAddress(tx: Queryable, row: SubscriptionRow, userId: number, addressId: number, now: Date): Promise<void> {
  const address = await ownAddress(tx, userId, addressId);
  if (!isShanghai(address.regionCodes)) throw ApiError.of(edit.refusals.outOfArea);
  await tx.update(subscriptions).set({ address: addressSnapshot(address) }).where(eq(subscriptions.id, row.id));
  await recordEvent(tx, row.id, 'address', `投递地址改为 ${address.regionText}${address.detail}（${address.name}）`, now);
}

async function pause(tx: Queryable, row: SubscriptionRow, from: string, to: string, day: string, now: Date): Promise<void> {
  const valid =
    isDay(from) &&
    isDay(to) &&
    from >= addDays(day, 1) &&
    to >= from &&
    daysBetween(from, to) + 1 <= SUBSCRIPTION_RULES.pauseMaxDays &&
    from >= row.startDate &&
    to <= row.endDate;
  if (!valid) throw ApiError.of(edit.refusals.badPause);
  const [overlap] = await tx
    .select({ id: deliveryPauses.id })
    .from(deliveryPauses)
    .where(and(eq(deliveryPauses.subscriptionId, row.id), lte(deliveryPauses.fromDate, to), gte(deliveryPauses.toDate, from)));
  if (overlap) throw ApiError.of(edit.refusals.pauseOverlap);
  await tx.insert(deliveryPauses).values({ subscriptionId: row.id, fromDate: from, toDate: to, createdAt: now });
  await recordEvent(tx, row.id, 'pause', `假期停投 ${from} 至 ${to}`, now);
}

/** Withdraws a pause that has not started, or ends a running one today (delivery resumes tomorrow). */
async function resume(tx: Queryable, row: SubscriptionRow, pauseId: number, day: string, now: Date): Promise<void> {
  const [found] = await tx.select().from(deliveryPauses).where(and(eq(deliveryPauses.id, pauseId), eq(deliveryPauses.subscriptionId, row.id)));
  if (!found || found.toDate < day) throw ApiError.of(edit.refusals.pauseNotFound);
  if (found.fromDate > day) {
    await tx.delete(deliveryPauses).where(eq(deliveryPauses.id, found.id));
    await recordEvent(tx, row.id, 'resume', `取消停投 ${found.fromDate} 至 ${found.toDate}`, now);
  } else {
    await tx.update(deliveryPauses).set({ toDate: day }).where(eq(deliveryPauses.id, found.id));
    await recordEvent(tx, row.id, 'resume', `提前恢复投递，${addDays(day, 1)} 起投递`, now);
  }
}

async function reportMissed(tx: Queryable, row: SubscriptionRow, date: string, note: string, day: string, now: Date): Promise<void> {
  const valid = isDay(date) && date <= day && daysBetween(date, day) <= SUBSCRIPTION_RULES.missedReportDays && date >= row.startDate && date <= row.endDate && row.status !== 'refunded';
  if (!valid) throw ApiError.of(edit.refusals.badMissedDate);
  const [paused] = await tx
    .select({ id: deliveryPauses.id })
    .from(deliveryPauses)
    .where(and(eq(deliveryPauses.subscriptionId, row.id), sql`${deliveryPauses.fromDate} <= ${date}`, sql`${deliveryPauses.toDate} >= ${date}`));
  if (paused) throw ApiError.of(edit.refusals.missedPaused);
  const inserted = await tx.insert(missedPapers).values({ subscriptionId: row.id, date, note, createdAt: now }).onConflictDoNothing().returning({ id: missedPapers.id });
  if (inserted.length === 0) throw ApiError.of(edit.refusals.missedDuplicate);
  await recordEvent(tx, row.id, 'missed', `报告 ${date} 漏投${note ? `：${note}` : ''}`, now);
}
