import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '@shqcb/api/contract';
import { sendJson } from './compressAnswers.ts';

/** The success envelope `{ code: 200, msg: 'success', data }` itself. */
export function success<T>(data: T): Envelope<T> {
  return { code: 200, msg: 'success', data };
}

/** Answers with the success envelope `{ code: 200, msg: 'success', data }`, compressed as the client accepts. */
export function ok<T>(c: Context, data: T): Response | Promise<Response> {
  return sendJson(c, success(data), 200);
}

/**
 * A refusal envelope `{ code: status, msg, data: null }` with the same HTTP status, so both
 * request setups of the reader (HTTP status or envelope code) see the same outcome.
 */
export function fail(c: Context, status: ContentfulStatusCode, msg: string, headers: Record<string, string> = {}): Response {
  const body: Envelope<null> = { code: status, msg, data: null };
  return sendJson(c, body, status, headers) as Response; // a refusal is far below the size that is compressed, so it is never a promise
}
