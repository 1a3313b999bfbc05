import type { lotteryApi } from '@shqcb/api/contract/lottery';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { toPage } from '../http/toPage.ts';
import { chancesOf, claimPrize, draw, listDraws, listPrizes, recentWinners } from '../modules/lottery/draws.ts';
import { cryptoRandomInt } from '../modules/lottery/pickPrize.ts';
import { activityPage } from '../modules/survey/activities.ts';
import { currentSurvey, submitSurvey, surveyWithQuestions } from '../modules/survey/surveys.ts';

/**
 * SPEC §7 group "Lucky draw and survey": the lucky draw (decided here with the operating system's
 * CSPRNG), the questionnaire and activity pages.
 */
export function lotteryHandlers(deps: AppDeps): GroupHandlers<typeof lotteryApi> {
  const { db, clock } = deps;
  return {
    prizeList: () => listPrizes(db),
    checkIntegral: async (_input, request) => chancesOf(db, await request.userId(), clock.now()),
    lottery: async (input, request) => {
      const userId = await request.userId();
      return input.action === 'draw' ? draw(db, userId, input.idempotencyKey, clock.now(), cryptoRandomInt) : claimPrize(db, userId, input.drawId, input.addressId, clock.now());
    },
    lotteryList: () => recentWinners(db),
    userLotteryList: async ({ page, pageSize }, request) => {
      const { list, total } = await listDraws(db, await request.userId(), page, pageSize);
      return toPage(list, { page, pageSize }, total);
    },
    surveyGetCurrent: async (_input, request) => currentSurvey(db, await request.viewerId()),
    questionnaire: async ({ id }, request) => surveyWithQuestions(db, id, await request.viewerId()),
    questionnaireChoose: async ({ id, answers }, request) => submitSurvey(db, await request.userId(), id, answers, clock.now()),
    marketModule: ({ id }) => activityPage(db, id),
  };
}
