import type { Hono } from 'hono';
import { API_PREFIX, TOKEN_HEADER } from '@shqcb/api/contract';
import type { AppEnv } from '../http/AppEnv.ts';

/** A parsed envelope; `data` is loosely typed, tests check it with the contract schemas. */
export interface EnvelopeBody {
  code: number;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export interface Answer {
  status: number;
  body: EnvelopeBody;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  /** The peer address the socket would report. */
  ip?: string;
  headers?: Record<string, string>;
}

/** GET an API path with a query object. */
export async function apiGet(app: Hono<AppEnv>, path: string, query: Record<string, string | number> = {}, options: CallOptions = {}): Promise<Answer> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return send(app, `${API_PREFIX}${path}${search ? `?${search}` : ''}`, { method: 'GET' }, options);
}

/** POST a JSON body to an API path. */
export async function apiPost(app: Hono<AppEnv>, path: string, body: unknown, options: CallOptions = {}): Promise<Answer> {
  return send(app, `${API_PREFIX}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, options);
}

/** Any request; the body is parsed as JSON. */
export async function send(app: Hono<AppEnv>, url: string, init: RequestInit, options: CallOptions = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (options.token) headers.set(TOKEN_HEADER, options.token);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const res = await app.request(url, { ...init, headers }, { incoming: { socket: { remoteAddress: options.ip ?? '10.0.0.1' } } });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as EnvelopeBody) : ({} as EnvelopeBody), headers: res.headers };
}

/**
 * POST postSmsCode as the login screen does: first a captcha challenge (GET captcha), then the
 * phone with the challenge's id and the text it drew. `body` may be anything, to test refusals.
 */
export async function requestSmsCode(app: Hono<AppEnv>, body: Record<string, unknown>, options: CallOptions = {}): Promise<Answer> {
  const challenge = await apiGet(app, 'captcha', {}, options);
  if (challenge.status !== 200) throw new Error(`captcha answered ${challenge.status}: ${challenge.body.msg}`);
  return apiPost(app, 'postSmsCode', { captchaId: challenge.body.data.id, captcha: challenge.body.data.text, ...body }, options);
}
