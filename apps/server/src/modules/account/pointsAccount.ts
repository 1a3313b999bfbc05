import { and, eq } from 'drizzle-orm';
import { lotteryDraws, mallExchanges, pointsAccounts, pointsExpiryWarnings, pointsLedger, signIns, surveySubmissions } from '../../db/schema.ts';
import { pointsDataForExport, unclaimedPrizeCount } from '../points/pointsExport.ts';
import type { AccountContribution } from './AccountContribution.ts';

/**
 * Points, sign-ins, exchanges, draws and survey answers (issue 15's tables). A prize won and not yet
 * claimed, or a good still waiting to be shipped, holds the cancellation: the reader would lose it.
 * Points lapse with the account; exchanges and draws stay for the accounts without the address.
 */
export const pointsAccount: AccountContribution = {
  name: 'points',
  checks: [
    {
      key: 'unclaimedPrizes',
      title: '没有未领取的奖品',
      blocker: async (db, userId) => {
        const n = await unclaimedPrizeCount(db, userId);
        return n > 0 ? `您有 ${n} 个未领取的奖品，请先领取` : null;
      },
    },
    {
      key: 'pendingExchanges',
      title: '没有待发货的兑换',
      blocker: async (db, userId) => {
        const rows = await db
          .select({ id: mallExchanges.id })
          .from(mallExchanges)
          .where(and(eq(mallExchanges.userId, userId), eq(mallExchanges.status, 'pending')));
        return rows.length > 0 ? `您有 ${rows.length} 个待发货的兑换，请收货后再注销` : null;
      },
    },
  ],
  exports: [{ file: 'points.json', collect: (db, userId) => pointsDataForExport(db, userId) }],
  erase: async (tx, userId) => {
    await tx.delete(surveySubmissions).where(eq(surveySubmissions.userId, userId));
    await tx.delete(signIns).where(eq(signIns.userId, userId));
    await tx.delete(pointsExpiryWarnings).where(eq(pointsExpiryWarnings.userId, userId));
    await tx.delete(pointsLedger).where(eq(pointsLedger.userId, userId));
    await tx.delete(pointsAccounts).where(eq(pointsAccounts.userId, userId));
    await tx.update(mallExchanges).set({ address: null }).where(eq(mallExchanges.userId, userId));
    await tx.update(lotteryDraws).set({ address: null }).where(eq(lotteryDraws.userId, userId));
  },
};
