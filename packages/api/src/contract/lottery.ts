import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { deliverySnapshotSchema } from './mall.ts';
import { idempotencyKeySchema } from './subscriptionSchemas.ts';

/**
 * SPEC §7 "Lucky draw and survey": the lucky draw (prizes, chances and cost, recent winners, the
 * draw and claiming a prize), the questionnaire, and activity pages (marketModule). The server
 * decides every draw (decision 36); the reader only shows the result.
 */
export const LOTTERY_RULES = {
  /** Points one draw costs. */
  cost: 20,
  /** Draws per reader per Shanghai day. */
  chancesPerDay: 3,
} as const;

export const PRIZE_KINDS = ['physical', 'virtual', 'points', 'none'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
export const DRAW_STATUSES = ['lost', 'won', 'claimed', 'issued'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
/** The words each draw state is shown with. */
export const DRAW_STATUS_TEXT: Readonly<Record<DrawStatus, string>> = { lost: '未中奖', won: '待领取', claimed: '已领取', issued: '已发放' };

export const prizeSchema = v.object({ id: v.number(), name: v.string(), kind: v.picklist(PRIZE_KINDS), image: v.string(), points: v.number() });
export type Prize = v.InferOutput<typeof prizeSchema>;

export const drawSchema = v.object({
  id: v.number(),
  prizeId: v.number(),
  prizeName: v.string(),
  kind: v.picklist(PRIZE_KINDS),
  cost: v.number(),
  status: v.picklist(DRAW_STATUSES),
  code: v.nullable(v.string()),
  address: v.nullable(deliverySnapshotSchema),
  createdAt: v.string(),
});
export type Draw = v.InferOutput<typeof drawSchema>;

export const chancesSchema = v.object({ balance: v.number(), cost: v.number(), chancesPerDay: v.number(), chancesLeft: v.number() });
export type Chances = v.InferOutput<typeof chancesSchema>;

const drawNotFound = { code: 404, msg: '中奖记录不存在' } as const;

export const prizeList = endpoint({
  method: 'GET',
  path: 'lottery/prizeList',
  summary: '抽奖的奖品（转盘上的格子，按顺序）',
  input: v.object({}),
  output: v.array(prizeSchema),
  example: {},
});

export const checkIntegral = endpoint({
  method: 'GET',
  path: 'lottery/checkIntegral',
  auth: 'required',
  summary: '抽奖前的检查：积分余额、每次消耗、今日剩余次数',
  input: v.object({}),
  output: chancesSchema,
  example: {},
});

export const lottery = endpoint({
  method: 'POST',
  path: 'lottery/lottery',
  auth: 'required',
  summary: 'action=draw 抽奖（服务器按权重决定结果，扣积分与结果同一事务）；action=claim 以收货地址领取实物奖品',
  input: v.variant(
    'action',
    [
      v.object({ action: v.literal('draw'), idempotencyKey: idempotencyKeySchema }),
      v.object({ action: v.literal('claim'), drawId: idSchema, addressId: v.optional(idSchema) }),
    ],
    '请求格式不正确',
  ),
  output: v.object({ draw: drawSchema, chances: chancesSchema }),
  example: { action: 'draw', idempotencyKey: 'example-key-000000000001' },
  refusals: {
    noChances: { code: 400, msg: '今天的抽奖次数已用完，明天再来吧' },
    notEnoughPoints: { code: 400, msg: '积分不足' },
    drawNotFound,
    notClaimable: { code: 400, msg: '该奖品无需领取或已领取' },
    addressRequired: { code: 400, msg: '实物奖品请选择收货地址' },
    addressNotFound: { code: 404, msg: '收货地址不存在' },
  },
});

export const lotteryList = endpoint({
  method: 'GET',
  path: 'lottery/lotteryList',
  summary: '最近的中奖名单（手机号打码），跑马灯用',
  input: v.object({}),
  output: v.array(v.object({ id: v.number(), phone: v.string(), prizeName: v.string(), createdAt: v.string() })),
  example: {},
});

export const userLotteryList = endpoint({
  method: 'GET',
  path: 'lottery/userLotteryList',
  auth: 'required',
  summary: '我的抽奖记录，最新的在前',
  input: v.object({ page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(drawSchema),
  example: { page: 1, pageSize: 10 },
});

// --- Questionnaire ---

export const QUESTION_KINDS = ['single', 'multiple'] as const;

export const surveySummarySchema = v.object({
  id: v.number(),
  title: v.string(),
  intro: v.string(),
  points: v.number(),
  open: v.boolean(),
  /** Whether the reader has submitted it (false for a visitor). */
  answered: v.boolean(),
});
export type SurveySummary = v.InferOutput<typeof surveySummarySchema>;

export const questionSchema = v.object({
  id: v.number(),
  text: v.string(),
  kind: v.picklist(QUESTION_KINDS),
  required: v.boolean(),
  options: v.array(v.object({ id: v.number(), text: v.string() })),
});
export type Question = v.InferOutput<typeof questionSchema>;

/**
 * Answers in one query value (questionnaire/choose is GET in SPEC §7): `questionId:optionId,optionId`
 * joined by `;`, e.g. `1:2;2:5,6`.
 */
export const answersSchema = v.pipe(
  v.string('请填写问卷'),
  v.trim(),
  v.maxLength(2000, '答案过长'),
  v.regex(/^(\d{1,9}:\d{1,9}(,\d{1,9})*)(;\d{1,9}:\d{1,9}(,\d{1,9})*)*$/, '答案格式不正确'),
  v.transform((text) => Object.fromEntries(text.split(';').map((part) => {
    const [question = '', options = ''] = part.split(':');
    return [question, [...new Set(options.split(',').map(Number))]];
  })) as Record<string, number[]>),
);

/** Writes answers the way {@link answersSchema} reads them. */
export function encodeAnswers(answers: Readonly<Record<number, readonly number[]>>): string {
  return Object.entries(answers)
    .filter(([, options]) => options.length > 0)
    .map(([question, options]) => `${question}:${options.join(',')}`)
    .join(';');
}

const surveyNotFound = { code: 404, msg: '问卷不存在' } as const;

export const surveyGetCurrent = endpoint({
  method: 'GET',
  path: 'survey/getCurrent',
  summary: '当前的问卷；没有时为 null',
  input: v.object({}),
  output: v.nullable(surveySummarySchema),
  example: {},
});

export const questionnaire = endpoint({
  method: 'GET',
  path: 'questionnaire',
  summary: '问卷的题目（单选、多选、是否必答）',
  input: v.object({ id: idSchema }),
  output: v.object({ survey: surveySummarySchema, questions: v.array(questionSchema) }),
  example: { id: 1 },
  refusals: { surveyNotFound },
});

export const questionnaireChoose = endpoint({
  method: 'GET',
  path: 'questionnaire/choose',
  auth: 'required',
  summary: '提交问卷（SPEC §7 为 GET）：每位读者一次，提交即得参与积分',
  input: v.object({ id: idSchema, answers: answersSchema }),
  output: v.object({ points: v.number(), balance: v.number() }),
  example: { id: 1, answers: '1:1;2:5,6;3:10' },
  refusals: {
    surveyNotFound,
    closed: { code: 400, msg: '问卷已结束' },
    alreadyAnswered: { code: 409, msg: '您已经提交过这份问卷了' },
    requiredMissing: { code: 400, msg: '请回答第${n}题' },
    singleOnly: { code: 400, msg: '第${n}题只能选一项' },
    unknownOption: { code: 400, msg: '第${n}题的选项不存在' },
  },
});

// --- Activity pages ---

export const activityModuleSchema = v.variant('kind', [
  v.object({ kind: v.literal('banner'), image: v.string(), title: v.string() }),
  v.object({ kind: v.literal('text'), title: v.string(), body: v.string() }),
  v.object({ kind: v.literal('links'), title: v.string(), items: v.array(v.object({ label: v.string(), to: v.string() })) }),
  v.object({ kind: v.literal('goods'), title: v.string(), goods: v.array(v.object({ id: v.number(), name: v.string(), cover: v.string(), pointsPrice: v.number() })) }),
]);
export type ActivityModule = v.InferOutput<typeof activityModuleSchema>;

export const marketModule = endpoint({
  method: 'GET',
  path: 'marketModule/${id}',
  summary: '活动页：由模块（横幅、文字、入口、商品）组成',
  input: v.object({ id: idSchema }),
  output: v.object({ id: v.number(), title: v.string(), modules: v.array(activityModuleSchema) }),
  example: { id: 1 },
  refusals: { activityNotFound: { code: 404, msg: '活动不存在' } },
});

/** The calls of SPEC §7 "Lucky draw and survey". */
export const lotteryApi = { prizeList, checkIntegral, lottery, lotteryList, userLotteryList, surveyGetCurrent, questionnaire, questionnaireChoose, marketModule } as const;
