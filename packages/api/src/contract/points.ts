import * as v from 'valibot';
import { pageOf, pageSchema, pageSizeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * SPEC §7 "Points": the rules, the ledger, the balance with the sign-in calendar, and the daily
 * sign-in. Points are an append-only ledger (decision 34); the values SPEC §9 leaves open are here.
 */
export const POINTS_RULES = {
  /** Points for a daily sign-in. */
  signInPoints: 5,
  /** Every this many consecutive days of signing in … */
  streakBonusDays: 7,
  /** … adds this many points on that day. */
  streakBonus: 10,
  /** Days before points expire that the reader gets a message. */
  expiryWarningDays: 30,
} as const;

/** What a ledger row was for. */
export const POINTS_REASONS = ['signin', 'exchange', 'lottery', 'prize', 'survey', 'expire', 'grant'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** A Shanghai calendar month, yyyy-MM. */
const monthSchema = v.optional(v.pipe(v.string('月份格式不正确'), v.trim(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式不正确')));

export const pointsRuleSchema = v.object({ id: v.number(), title: v.string(), points: v.string(), text: v.string() });
export type PointsRule = v.InferOutput<typeof pointsRuleSchema>;

export const ledgerEntrySchema = v.object({
  id: v.number(),
  /** Positive: earned; negative: spent or expired. */
  delta: v.number(),
  balanceAfter: v.number(),
  reason: v.picklist(POINTS_REASONS),
  title: v.string(),
  createdAt: v.string(),
});
export type LedgerEntry = v.InferOutput<typeof ledgerEntrySchema>;

export const pointsSummarySchema = v.object({
  balance: v.number(),
  /** Today in Shanghai, yyyy-MM-dd. */
  today: v.string(),
  signedToday: v.boolean(),
  /** Consecutive days signed in, up to today (or yesterday when today is not signed yet). */
  streak: v.number(),
  /** The month shown (yyyy-MM) and the days signed in it (yyyy-MM-dd). */
  month: v.string(),
  signDays: v.array(v.string()),
  /** Points the next sign-in gives. */
  nextSignInPoints: v.number(),
  /** Points that expire at the end of this year (Shanghai), and that day; null when none. */
  expiring: v.nullable(v.object({ points: v.number(), date: v.string() })),
});
export type PointsSummary = v.InferOutput<typeof pointsSummarySchema>;

export const integralRuleList = endpoint({
  method: 'GET',
  path: 'integral-rule/list',
  summary: '积分规则：获取方式与有效期',
  input: v.object({}),
  output: v.array(pointsRuleSchema),
  example: {},
});

export const integralRecord = endpoint({
  method: 'GET',
  path: 'subscriber/integralRecord',
  auth: 'required',
  summary: '积分明细，最新的在前；每条带变动原因与变动后的余额',
  input: v.object({ page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(ledgerEntrySchema),
  example: { page: 1, pageSize: 10 },
});

export const integralShow = endpoint({
  method: 'GET',
  path: 'integral/show',
  auth: 'required',
  summary: '我的积分：余额、今天是否已签到、连续签到天数、某月（默认本月）的签到日期、即将过期的积分',
  input: v.object({ month: monthSchema }),
  output: pointsSummarySchema,
  example: {},
});

export const integralCreate = endpoint({
  method: 'GET',
  path: 'integral/create',
  auth: 'required',
  summary: '签到（SPEC §7 为 GET）：每位读者每个上海自然日一次，由数据库唯一约束保证',
  input: v.object({}),
  output: v.object({ day: v.string(), points: v.number(), streak: v.number(), balance: v.number() }),
  example: {},
  refusals: { alreadySigned: { code: 409, msg: '今天已经签到过了' } },
});

/** The calls of SPEC §7 "Points". */
export const pointsApi = { integralRuleList, integralRecord, integralShow, integralCreate } as const;
