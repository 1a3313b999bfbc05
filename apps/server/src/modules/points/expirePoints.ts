import { and, eq, gt, gte, sum } from 'drizzle-orm';
import { POINTS_RULES } from '@shqcb/api/contract/points';
import type { Db, Queryable } from '../../db/Db.ts';
import { messages, pointsAccounts, pointsExpiryWarnings, pointsLedger } from '../../db/schema.ts';
import { shanghaiDay } from '../auth/shanghaiDay.ts';
import { changePoints, lockAccount } from './pointsLedger.ts';

/**
 * The expiry rule (decision 34): points earned in a calendar year (Shanghai) stay valid to the end of
 * the following year, and points are spent oldest first. So at any moment the points that lapse at
 * the end of year Y are those earned before Y still unspent: the balance minus everything credited
 * since 1 January of Y, when that is positive. No per-credit bookkeeping is needed.
 */

/** 00:00 Shanghai on 1 January of `year`. */
export function shanghaiYearStart(year: number): Date {
  return new Date(`${year}-01-01T00:00:00+08:00`);
}

async function creditedSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsLedger.delta) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), gt(pointsLedger.delta, 0), gte(pointsLedger.createdAt, since)));
  return Number(row?.total ?? 0);
}

async function balance(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
  return row?.balance ?? 0;
}

/** Points that lapse at the end of `year` for this reader. */
export async function lapsingAtEndOf(db: Queryable, userId: number, year: number): Promise<number> {
  return Math.max(0, (await balance(db, userId)) - (await creditedSince(db, userId, shanghaiYearStart(year))));
}

/** integral/show's `expiring`: what lapses at the end of this year, or null. */
export async function expiringPoints(db: Queryable, userId: number, now: Date): Promise<{ points: number; date: string } | null> {
  const year = Number(shanghaiDay(now).slice(0, 4));
  const points = await lapsingAtEndOf(db, userId, year);
  return points > 0 ? { points, date: `${year}-12-31` } : null;
}

export interface ExpiryCounts {
  warned: number;
  expired: number;
}

/**
 * The daily points upkeep (jobs/startPointsExpiry.ts): from 30 days before the year ends, one message
 * per reader and year about the points that will lapse; after it ends, the lapsed points leave by a
 * ledger row with the key `expire:<year>`, so a run repeated on any instance takes them once.
 */
export async function runPointsExpiry(db: Db, now: Date): Promise<ExpiryCounts> {
  const year = Number(shanghaiDay(now).slice(0, 4));
  const warnFrom = new Date(shanghaiYearStart(year + 1).getTime() - POINTS_RULES.expiryWarningDays * 86_400_000);
  const holders = await db.select({ userId: pointsAccounts.userId }).from(pointsAccounts).where(gt(pointsAccounts.balance, 0));
  const counts: ExpiryCounts = { warned: 0, expired: 0 };
  for (const { userId } of holders) {
    const lapsedYear = year - 1;
    const expired = await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      // Points earned before `lapsedYear` lapsed at its end.
      const lapsed = await lapsingAtEndOf(tx, userId, lapsedYear);
      const [done] = await tx.select({ id: pointsLedger.id }).from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.refKey, `expire:${lapsedYear - 1}`)));
      if (lapsed === 0 || done) return false;
      await changePoints(tx, { userId, delta: -lapsed, reason: 'expire', title: `${lapsedYear - 1}年获得的积分已过期`, refKey: `expire:${lapsedYear - 1}`, now });
      return true;
    });
    if (expired) counts.expired++;
    if (now >= warnFrom) {
      const points = await lapsingAtEndOf(db, userId, year);
      if (points === 0) continue;
      const warned = await db.transaction(async (tx) => {
        const inserted = await tx.insert(pointsExpiryWarnings).values({ userId, year, points, createdAt: now }).onConflictDoNothing().returning({ year: pointsExpiryWarnings.year });
        if (inserted.length === 0) return false;
        await tx.insert(messages).values({ kind: 'points', link: '/my-integralLIst', userId, title: '积分即将过期', body: `您有${points}积分将于${year}年12月31日24时过期，请尽快使用。`, createdAt: now });
        return true;
      });
      if (warned) counts.warned++;
    }
  }
  return counts;
}
