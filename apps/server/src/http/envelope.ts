import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '@shqcb/api/contract';

/** The success envelope `{ code: 200, msg: 'success', data }`. */
export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { code: 200, msg: 'success', data };
  return c.json(body, 200);
}

/**
 * A refusal envelope `{ code: status, msg, data: null }` with the same HTTP status, so both
 * request setups of the reader (HTTP status or envelope code) see the same outcome.
 */
export function fail(c: Context, status: ContentfulStatusCode, msg: string, headers: Record<string, string> = {}): Response {
  const body: Envelope<null> = { code: status, msg, data: null };
  return c.json(body, status, headers);
}
