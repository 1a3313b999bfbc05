import * as v from 'valibot';
import { ApiError } from './ApiError.ts';

/**
 * Parses a request's input with the contract schema and throws a 400 carrying the first issue's
 * message. The contract's schemas carry Chinese messages; where one has none (a wrong type inside
 * a union, a missing key of an object), a Chinese fallback names the field.
 *
 * @example
 * const { id } = parseInput(endpoints.newsShow.input, c.req.query());
 */
export function parseInput<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw, { abortEarly: true, message: fallbackMessage });
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new ApiError(400, missingKeyMessage(schema, issue) ?? issue.message);
}

function fieldName(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length > 0 ? keys.join('.') : '参数';
}

function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.path === undefined && issue.type === 'object') return '请求格式不正确';
  return `${fieldName(issue)} 格式不正确`;
}

/**
 * A missing key is reported by the object schema, which has no message of its own. The field's own
 * schema usually knows the right words ("请输入手机号"), so ask it about `undefined`.
 */
function missingKeyMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  if (issue.input !== undefined || issue.path?.length !== 1 || !('entries' in schema)) return undefined;
  const key = issue.path[0]?.key;
  const entries = schema.entries as Record<string, v.GenericSchema>;
  const entry = typeof key === 'string' ? entries[key] : undefined;
  if (!entry) return undefined;
  const own = v.safeParse(entry, undefined, { abortEarly: true });
  const message = own.success ? undefined : own.issues[0].message;
  return message && !message.startsWith('Invalid') ? message : `缺少参数 ${String(key)}`;
}
