import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { parseEndpointInput } from './parseEndpointInput.ts';

/** SPEC §7 "Other": page statistics (and the e-paper dates of a later issue). */

/** Most views one pageStatistics batch may carry (the reader flushes its queue at this size). */
export const PAGE_VIEW_BATCH_MAX = 20;

const pageViewFields = {
  path: v.pipe(v.string('path 不能为空'), v.nonEmpty('path 不能为空'), v.maxLength(300, 'path 过长'), v.startsWith('/', 'path 格式不正确')),
  title: v.optional(v.pipe(v.string(), v.maxLength(100, 'title 过长')), ''),
  referrer: v.optional(v.pipe(v.string(), v.maxLength(300, 'referrer 过长')), ''),
};

/** One page view as SPEC §7 sends it (the time seen is the time of the request). */
export const pageViewSchema = v.object(pageViewFields);

/** One view of a batch: the same fields plus when it was seen, in milliseconds since 1970 (UTC). */
export const queuedPageViewSchema = v.object({
  ...pageViewFields,
  seenAt: v.pipe(v.number('seenAt 格式不正确'), v.integer('seenAt 格式不正确'), v.minValue(0, 'seenAt 格式不正确')),
});

/** Several views sent at once (a beacon when the page is hidden), 1 to {@link PAGE_VIEW_BATCH_MAX}. */
export const pageViewBatchSchema = v.object({
  views: v.pipe(
    v.array(queuedPageViewSchema, 'views 格式不正确'),
    v.minLength(1, 'views 不能为空'),
    v.maxLength(PAGE_VIEW_BATCH_MAX, `一次最多提交 ${PAGE_VIEW_BATCH_MAX} 条浏览记录`),
  ),
});

export type PageViewInput = v.InferInput<typeof pageViewSchema>;
export type QueuedPageView = v.InferInput<typeof queuedPageViewSchema>;
export type PageViewBatch = v.InferInput<typeof pageViewBatchSchema>;

/**
 * When neither form fits, the refusal speaks about the form the request meant: a body with `views`
 * is a batch, anything else a single view (so old clients keep their words, e.g. `path 不能为空`).
 */
function pageStatisticsRefusal(issue: v.BaseIssue<unknown>): string {
  const input = issue.input;
  const batch = typeof input === 'object' && input !== null && 'views' in input;
  const parsed = parseEndpointInput(batch ? pageViewBatchSchema : pageViewSchema, input);
  if (parsed.ok) return '请求格式不正确';
  // A view missing a field: ask that view's schema, which knows the field's words (`path 不能为空`).
  const views = batch ? (input as { views: unknown }).views : undefined;
  if (Array.isArray(views) && parsed.message.startsWith('缺少参数 views.')) {
    for (const view of views) {
      const own = parseEndpointInput(queuedPageViewSchema, view);
      if (!own.ok) return own.message;
    }
  }
  return parsed.message;
}

export const pageStatistics = endpoint({
  method: 'POST',
  path: 'pageStatistics',
  summary: '记录页面浏览：一次一条，或一批 views（1–20 条，含浏览时间 seenAt）；超过每分钟上限的部分确认但不记录',
  input: v.union([pageViewBatchSchema, pageViewSchema], pageStatisticsRefusal),
  output: v.object({
    /** Every view sent was stored. */
    recorded: v.boolean(),
    /** How many of the views sent were stored (the rest were over the per-minute limit). */
    count: v.number(),
  }),
  example: { path: '/index', title: '上海汽车报', referrer: '' },
});

/** The calls of SPEC §7 "Other". */
export const otherApi = { pageStatistics } as const;
