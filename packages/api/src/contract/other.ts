import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** SPEC §7 "Other": page statistics (and the e-paper dates of a later issue). */

export const pageStatistics = endpoint({
  method: 'POST',
  path: 'pageStatistics',
  summary: '记录一次页面浏览；超过每分钟上限时确认但不记录',
  input: v.object({
    path: v.pipe(v.string('path 不能为空'), v.nonEmpty('path 不能为空'), v.maxLength(300, 'path 过长'), v.startsWith('/', 'path 格式不正确')),
    title: v.optional(v.pipe(v.string(), v.maxLength(100, 'title 过长')), ''),
    referrer: v.optional(v.pipe(v.string(), v.maxLength(300, 'referrer 过长')), ''),
  }),
  output: v.object({ recorded: v.boolean() }),
  example: { path: '/index', title: '上海汽车报', referrer: '' },
});

// --- Issue 12 part B: the e-paper issues of the PDF download screen ---

/** An e-paper issue: its date (YYYY-MM-DD, Shanghai), page count and the PDF's site-relative URL. */
export const epaperIssueSchema = v.object({
  date: v.string(),
  title: v.string(),
  pages: v.number(),
  url: v.string(),
  /** Size of the PDF in bytes, for the download's progress. */
  bytes: v.number(),
});
export type EpaperIssue = v.InferOutput<typeof epaperIssueSchema>;

export const dateList = endpoint({
  method: 'GET',
  path: 'dateList',
  summary: '可下载的电子报（PDF）日期：最早与最近的日期及每期的文件',
  input: v.object({}),
  output: v.object({ min: v.string(), max: v.string(), issues: v.array(epaperIssueSchema) }),
  example: {},
});

/** The calls of SPEC §7 "Other". */
export const otherApi = { pageStatistics, dateList } as const;
