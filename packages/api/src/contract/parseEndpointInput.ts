import * as v from 'valibot';

/**
 * Marks issues whose schema has no message of its own. Valibot asks for the message before the
 * parent object adds the field's path, so the Chinese text is written after parsing instead.
 */
const NO_MESSAGE = '\u0000no-message';

export type ParsedInput<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Parses a request's input with an endpoint's schema. A refusal carries the first issue's message:
 * the contract's schemas carry Chinese messages, and where one has none (a wrong type inside a union,
 * a missing key of an object) a Chinese fallback names the field. The reference server and the msw
 * mocks both refuse bad input through this function, so their words cannot differ.
 *
 * @example
 * const parsed = parseEndpointInput(newsShow.input, { id: 'x' }); // { ok: false, message: 'id 格式不正确' }
 */
export function parseEndpointInput<S extends v.GenericSchema>(schema: S, raw: unknown): ParsedInput<v.InferOutput<S>> {
  const result = v.safeParse(schema, raw, { abortEarly: true, message: NO_MESSAGE });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  return { ok: false, message: issue.message === NO_MESSAGE ? fallbackMessage(schema, issue) : issue.message };
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
