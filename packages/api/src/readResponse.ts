import type { RequestSetup } from './contract/index.ts';
import { UNAUTHORIZED_CODE, isSuccessCode } from './contract/envelope.ts';

/** What a response that arrived means, before the client toasts or validates anything. */
export type ResponseOutcome =
  | { ok: true; value: unknown }
  | { ok: false; kind: 'unauthorized'; code: number | undefined }
  | { ok: false; kind: 'server'; code: number; msg: string }
  | { ok: false; kind: 'network' | 'invalid'; cause: unknown };

function parse(text: string): { ok: true; value: unknown } | { ok: false; cause: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (cause) {
    return { ok: false, cause };
  }
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

/**
 * Applies the rules of SPEC §8 to an HTTP status (0..500) and body text.
 * - `json`: HTTP 401 or envelope code 401 → unauthorized; code 0/200 → `data`; other codes → server
 *   error with `msg`; a body that is not JSON → network; JSON without a numeric `code` → invalid.
 * - `long`: HTTP 401, body `errcode` 401 or `code` 401 → unauthorized; anything else → the body as is
 *   (parsed JSON, or the text when it is not JSON).
 */
export function readResponse(setup: RequestSetup, status: number, text: string): ResponseOutcome {
  const parsed = parse(text);
  const body = parsed.ok ? parsed.value : undefined;
  const code = field(body, 'code');
  if (setup === 'long') {
    if (status === UNAUTHORIZED_CODE || field(body, 'errcode') === UNAUTHORIZED_CODE || code === UNAUTHORIZED_CODE) {
      return { ok: false, kind: 'unauthorized', code: UNAUTHORIZED_CODE };
    }
    return { ok: true, value: parsed.ok ? body : text };
  }
  if (status === UNAUTHORIZED_CODE || code === UNAUTHORIZED_CODE) {
    return { ok: false, kind: 'unauthorized', code: typeof code === 'number' ? code : undefined };
  }
  if (!parsed.ok) return { ok: false, kind: 'network', cause: parsed.cause };
  if (typeof code !== 'number') {
    return { ok: false, kind: 'invalid', cause: new TypeError('The response is not a { code, msg, data } envelope') };
  }
  if (isSuccessCode(code)) return { ok: true, value: field(body, 'data') };
  // `message` is accepted as well: some back ends of the same family spell the field that way.
  const msg = field(body, 'msg') ?? field(body, 'message');
  return { ok: false, kind: 'server', code, msg: typeof msg === 'string' ? msg : '' };
}
