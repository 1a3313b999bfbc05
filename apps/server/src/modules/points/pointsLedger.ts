import { count, desc, eq, sql } from 'drizzle-orm';
import type { LedgerEntry, PointsReason } from '@shqcb/api/contract/points';
import { mallBuy } from '@shqcb/api/contract/mall';
import type { Db, Queryable, Tx } from '../../db/Db.ts';
import { messages, pointsAccounts, pointsLedger } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { lockLiveReader } from '../account/lockLiveReader.ts';

/** One change of a reader's points, with the words of its ledger row and its message. */
export interface PointsChange {
  userId: number;
  /** Positive to credit, negative to debit; never 0. */
  delta: number;
  reason: PointsReason;
  /** The ledger row's title, e.g. "每日签到". */
  title: string;
  /** Makes the change happen once per reader (a unique key), e.g. `expire:2026`. */
  refKey?: string;
  now: Date;
}

/**
 * Holds the reader's row against a cancellation ({@link lockLiveReader}), then takes the reader's
 * account row lock (creating the account at 0 first), so that everything a
 * transaction checks about the reader afterwards (limits, chances, idempotency keys) cannot be
 * changed by another request of the same reader until it commits.
 */
export async function lockAccount(tx: Tx, userId: number): Promise<number> {
  await lockLiveReader(tx, userId);
  await tx.insert(pointsAccounts).values({ userId, balance: 0 }).onConflictDoNothing();
  const [row] = await tx.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).for('update');
  return row?.balance ?? 0;
}

/**
 * Changes the balance and appends the ledger row and a message for /messages, inside the caller's
 * transaction. The balance changes by one conditional UPDATE (`balance + delta >= 0`), so points
 * never go below zero and never change without their ledger row; "积分不足" rolls the caller back.
 */
export async function changePoints(tx: Tx, change: PointsChange): Promise<number> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error(`a points change must be a non-zero integer, not ${change.delta}`);
  // Points of a cancelled account would outlive its erasure (decision 26).
  await lockLiveReader(tx, change.userId);
  await tx.insert(pointsAccounts).values({ userId: change.userId, balance: 0 }).onConflictDoNothing();
  const [account] = await tx
    .update(pointsAccounts)
    .set({ balance: sql`${pointsAccounts.balance} + ${change.delta}` })
    .where(sql`${pointsAccounts.userId} = ${change.userId} and ${pointsAccounts.balance} + ${change.delta} >= 0`)
    .returning({ balance: pointsAccounts.balance });
  if (!account) throw ApiError.of(mallBuy.refusals.notEnoughPoints);
  await tx.insert(pointsLedger).values({
    userId: change.userId,
    delta: change.delta,
    balanceAfter: account.balance,
    reason: change.reason,
    title: change.title,
    refKey: change.refKey ?? null,
    createdAt: change.now,
  });
  const amount = change.delta > 0 ? `获得${change.delta}积分` : `${change.reason === 'expire' ? '过期' : '使用'}${-change.delta}积分`;
  await tx.insert(messages).values({ kind: 'points', link: '/my-integralLIst', userId: change.userId, title: `积分变动：${change.title}`, body: `${amount}，当前积分${account.balance}。`, createdAt: change.now });
  return account.balance;
}

/** The reader's balance (0 before the first change). */
export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
  return row?.balance ?? 0;
}

type LedgerRow = typeof pointsLedger.$inferSelect;

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return { id: row.id, delta: row.delta, balanceAfter: row.balanceAfter, reason: row.reason as PointsReason, title: row.title, createdAt: row.createdAt.toISOString() };
}

/** One page of the reader's ledger, newest first. */
export async function listLedger(db: Db, userId: number, page: number, pageSize: number): Promise<{ list: LedgerEntry[]; total: number }> {
  const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(desc(pointsLedger.id)).limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
  return { list: rows.map(toLedgerEntry), total: total?.n ?? 0 };
}
