import type { pointsApi } from '../contract/points.ts';
import { makeLedgerEntry, makePointsSummary, pointsRules } from './mallData.ts';
import type { GroupMocks } from './mockTypes.ts';

/**
 * SPEC §7 "Points": a reader with 120 points who has signed in today (a streak of 3). Tests
 * override calls with `mockEndpoint` for other states (not signed, no points, the 409).
 */
export const pointsMocks: GroupMocks<typeof pointsApi> = {
  integralRuleList: { answer: () => pointsRules },
  integralRecord: {
    answer: ({ input }) => ({
      list: input.page === 1 ? [makeLedgerEntry(), makeLedgerEntry({ id: 2, delta: -20, balanceAfter: 115, reason: 'lottery', title: '幸运抽奖', createdAt: '2026-03-15T03:00:00.000Z' })] : [],
      page: input.page,
      pageSize: input.pageSize,
      total: 2,
      hasMore: false,
    }),
  },
  integralShow: { answer: ({ input }) => makePointsSummary(input.month ? { month: input.month, signDays: [] } : {}) },
  integralCreate: { answer: () => ({ day: '2026-03-16', points: 5, streak: 1, balance: 5 }) },
};
