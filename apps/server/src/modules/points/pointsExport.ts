import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/Db.ts';
import { lotteryDraws, mallExchanges, pointsLedger, surveySubmissions } from '../../db/schema.ts';
import { balanceOf } from './pointsLedger.ts';
import { signInDays } from './signIn.ts';

export { unclaimedPrizeCount } from '../lottery/draws.ts';

/**
 * A reader's points data for the account export (issue 13's registry): balance, the whole ledger,
 * sign-in days, exchanges (with delivery addresses and codes), draws and survey submissions.
 */
export async function pointsDataForExport(db: Queryable, userId: number): Promise<Record<string, unknown>> {
  const [balance, ledger, signIns, exchanges, draws, surveys] = await Promise.all([
    balanceOf(db, userId),
    db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id)),
    signInDays(db, userId),
    db.select().from(mallExchanges).where(eq(mallExchanges.userId, userId)).orderBy(asc(mallExchanges.id)),
    db.select().from(lotteryDraws).where(eq(lotteryDraws.userId, userId)).orderBy(asc(lotteryDraws.id)),
    db.select().from(surveySubmissions).where(eq(surveySubmissions.userId, userId)).orderBy(asc(surveySubmissions.id)),
  ]);
  const when = (date: Date) => date.toISOString();
  return {
    balance,
    ledger: ledger.map((row) => ({ delta: row.delta, balanceAfter: row.balanceAfter, reason: row.reason, title: row.title, createdAt: when(row.createdAt) })),
    signIns,
    exchanges: exchanges.map((row) => ({ orderNo: row.orderNo, goods: row.goodsName, quantity: row.quantity, points: row.points, status: row.status, address: row.address, code: row.code, createdAt: when(row.createdAt) })),
    draws: draws.map((row) => ({ prize: row.prizeName, cost: row.cost, status: row.status, address: row.address, code: row.code, createdAt: when(row.createdAt) })),
    surveys: surveys.map((row) => ({ surveyId: row.surveyId, answers: row.answers, createdAt: when(row.createdAt) })),
  };
}
