import type { pointsApi } from '@shqcb/api/contract/points';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { toPage } from '../http/toPage.ts';
import { listLedger } from '../modules/points/pointsLedger.ts';
import { pointsRules } from '../modules/points/pointsRules.ts';
import { pointsSummary, signIn } from '../modules/points/signIn.ts';

/** SPEC §7 group "points": the rules, the ledger, the balance with the calendar, the daily sign-in. */
export function pointsHandlers(deps: AppDeps): GroupHandlers<typeof pointsApi> {
  const { db, clock } = deps;
  return {
    integralRuleList: () => pointsRules(),
    integralRecord: async ({ page, pageSize }, request) => {
      const { list, total } = await listLedger(db, await request.userId(), page, pageSize);
      return toPage(list, { page, pageSize }, total);
    },
    integralShow: async ({ month }, request) => pointsSummary(db, await request.userId(), clock.now(), month),
    integralCreate: async (_input, request) => signIn(db, await request.userId(), clock.now()),
  };
}
