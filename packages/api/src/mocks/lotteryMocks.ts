import { lottery, marketModule, questionnaire, questionnaireChoose, type lotteryApi } from '../contract/lottery.ts';
import { MockRefusal } from './endpointHandler.ts';
import { MOCK_DELIVERY, MOCK_POOR_KEY, demoActivity, demoSurvey, lotteryPrizes, makeChances, makeDraw, makeDrawsOfEachKind } from './mallData.ts';
import type { GroupMocks } from './mockTypes.ts';
import { MOCK_MISSING_ID } from './subscriptionData.ts';

/** Checks answers against the recorded survey the way the server does (第N题 by position). */
function checkAnswers(answers: Record<string, number[]>): void {
  const { questions } = demoSurvey;
  if (Object.keys(answers).some((id) => !questions.some((q) => String(q.id) === id))) {
    throw new MockRefusal(questionnaireChoose.refusals.unknownOption, { n: questions.length + 1 });
  }
  questions.forEach((question, index) => {
    const chosen = answers[String(question.id)] ?? [];
    if (chosen.length === 0) {
      if (question.required) throw new MockRefusal(questionnaireChoose.refusals.requiredMissing, { n: index + 1 });
      return;
    }
    if (question.kind === 'single' && chosen.length > 1) throw new MockRefusal(questionnaireChoose.refusals.singleOnly, { n: index + 1 });
    if (chosen.some((id) => !question.options.some((option) => option.id === id))) throw new MockRefusal(questionnaireChoose.refusals.unknownOption, { n: index + 1 });
  });
}

/**
 * SPEC §7 "Lucky draw and survey": the demo prizes, survey and activity page (recorded); a reader
 * with 100 points and 3 chances whose draw wins nothing (tests override `lottery` for a prize), with
 * draws of each kind, who has not answered the survey.
 */
export const lotteryMocks: GroupMocks<typeof lotteryApi> = {
  prizeList: { answer: () => lotteryPrizes },
  checkIntegral: { answer: () => makeChances() },
  lottery: {
    answer: ({ input }) => {
      if (input.action === 'draw') {
        if (input.idempotencyKey === MOCK_POOR_KEY) throw new MockRefusal(lottery.refusals.notEnoughPoints);
        return { draw: makeDraw(), chances: makeChances({ balance: 80, chancesLeft: 2 }) };
      }
      if (input.drawId === MOCK_MISSING_ID) throw new MockRefusal(lottery.refusals.drawNotFound);
      const physical = lotteryPrizes.find((prize) => prize.kind === 'physical');
      return {
        draw: makeDraw({ id: input.drawId, prizeId: physical?.id ?? 1, prizeName: physical?.name ?? '', kind: 'physical', status: 'claimed', address: MOCK_DELIVERY }),
        chances: makeChances(),
      };
    },
    refusing: {
      notEnoughPoints: { action: 'draw', idempotencyKey: MOCK_POOR_KEY },
      drawNotFound: { action: 'claim', drawId: MOCK_MISSING_ID, addressId: 1 },
    },
  },
  lotteryList: {
    answer: () => [
      { id: 3, phone: '138****8000', prizeName: '洗车券', createdAt: '2026-03-16T02:00:00.000Z' },
      { id: 2, phone: '139****0001', prizeName: '上汽车模', createdAt: '2026-03-16T01:30:00.000Z' },
    ],
  },
  userLotteryList: {
    answer: ({ input }) => {
      const list = input.page === 1 ? makeDrawsOfEachKind() : [];
      return { list, page: input.page, pageSize: input.pageSize, total: 3, hasMore: false };
    },
  },
  surveyGetCurrent: { answer: () => demoSurvey.survey },
  questionnaire: {
    answer: ({ input }) => {
      if (input.id !== demoSurvey.survey.id) throw new MockRefusal(questionnaire.refusals.surveyNotFound);
      return demoSurvey;
    },
    refusing: { surveyNotFound: { id: 404 } },
  },
  questionnaireChoose: {
    answer: ({ input }) => {
      if (input.id !== demoSurvey.survey.id) throw new MockRefusal(questionnaireChoose.refusals.surveyNotFound);
      checkAnswers(input.answers);
      return { points: demoSurvey.survey.points, balance: demoSurvey.survey.points };
    },
    refusing: {
      surveyNotFound: { id: 404, answers: '1:1' },
      requiredMissing: { id: 1, answers: '1:1' },
      singleOnly: { id: 1, answers: '1:1,2;2:5' },
      unknownOption: { id: 1, answers: '1:99;2:5' },
    },
  },
  marketModule: {
    answer: ({ input }) => {
      if (input.id !== demoActivity.id) throw new MockRefusal(marketModule.refusals.activityNotFound);
      return demoActivity;
    },
    refusing: { activityNotFound: { id: 404 } },
  },
};
