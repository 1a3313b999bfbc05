import * as v from 'valibot';
import { ApiError } from './ApiError.ts';

/**
 * Marks issues whose schema has no message of its own. Valibot asks for the message before the
 * parent object adds the field's path, so the Chinese text is written after parsing instead.
 */
const NO_MESSAGE = '\u0000no-message';

/**
 * Parses a request's input with the contract schema and throws a 400 carrying the first issue's
 * message. The contract's schemas carry Chinese messages; where one has none (a wrong type inside
 * a union, a missing key of an object), a Chinese fallback names the field.
 *
 * @example
 * const { id } = parseInput(endpoints.newsShow.input, c.req.query());
 */
export function parseInput<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw, { abortEarly: true, message: NO_MESSAGE });
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new ApiError(400, issue.message === NO_MESSAGE ? fallbackMessage(schema, issue) : issue.message);
}

function fallbackMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  if (keys.length === 0) return '请求格式不正确';
  return (issue.input === undefined && missingKeyMessage(schema, keys)) || `${keys.join('.')} 格式不正确`;
}

/**
 * A missing key is reported by the object schema, which has no message of its own. The field's own
 * schema usually knows the right words ("请输入手机号"), so ask it about `undefined`.
 */
function missingKeyMessage(schema: v.GenericSchema, keys: string[]): string {
  const [key] = keys;
  const entries = keys.length === 1 && 'entries' in schema ? (schema.entries as Record<string, v.GenericSchema>) : {};
  const entry = key === undefined ? undefined : entries[key];
  if (!entry) return `缺少参数 ${keys.join('.')}`;
  const own = v.safeParse(entry, undefined, { abortEarly: true, message: NO_MESSAGE });
  const message = own.success ? undefined : own.issues[0].message;
  return message && message !== NO_MESSAGE ? message : `缺少参数 ${key}`;
}
