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

/** The calls of SPEC §7 "Other". */
export const otherApi = { pageStatistics } as const;
