import * as v from 'valibot';

/** Mainland China mobile number: 11 digits starting with 1[3-9]. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const phoneSchema = v.pipe(
  v.string('请输入手机号'),
  v.trim(),
  v.nonEmpty('请输入手机号'),
  v.regex(PHONE_PATTERN, '请输入正确的手机号'),
);

export const smsCodeSchema = v.pipe(
  v.string('请输入验证码'),
  v.trim(),
  v.nonEmpty('请输入验证码'),
  v.regex(/^\d{6}$/, '验证码为6位数字'),
);

/** Largest id the API has (a PostgreSQL integer); larger numbers cannot name anything. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id up to {@link MAX_ID} that may arrive as a query-string text ("12") or a number. */
export const idSchema = v.pipe(
  v.union([v.string(), v.number()], 'id 不能为空'),
  v.transform((x) => (typeof x === 'string' ? x.trim() : String(x))),
  v.regex(/^[1-9]\d{0,9}$/, 'id 格式不正确'),
  v.transform(Number),
  v.maxValue(MAX_ID, 'id 格式不正确'),
);

/** Page number, 1-based. Query strings carry it as text. */
export const pageSchema = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.regex(/^[1-9]\d{0,4}$/, 'page 格式不正确'),
    v.transform(Number),
  ),
  1,
);

/** Page size, 1..50. */
export const pageSizeSchema = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.regex(/^\d{1,2}$/, 'pageSize 格式不正确'),
    v.transform(Number),
    v.minValue(1, 'pageSize 至少为 1'),
    v.maxValue(50, 'pageSize 最多为 50'),
  ),
  10,
);

/** One page of a paginated list. `hasMore` is false on the last page. Free of side effects, so unused schemas drop out of bundles. */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object({
    list: v.array(item),
    page: v.number(),
    pageSize: v.number(),
    total: v.number(),
    hasMore: v.boolean(),
  });
}

export interface Page<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}
