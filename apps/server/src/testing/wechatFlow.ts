import type { Hono } from 'hono';
import { API_PREFIX } from '@shqcb/api/contract';
import type { AppEnv } from '../http/AppEnv.ts';
import { apiPost, type Answer } from './requestHelpers.ts';

/** The page address the tests authorise for (test requests reach the app as http://localhost). */
export const LOGIN_PAGE = 'http://localhost/shqcb/#/login';

export interface Started {
  /** Where wxAuthorize sent the browser. */
  location: string;
  state: string;
  /** `Cookie` header value carrying the state cookie. */
  cookie: string;
}

export interface Authorised extends Started {
  code: string;
}

const env = (ip = '10.0.0.1') => ({ incoming: { socket: { remoteAddress: ip } } });
/** The simulator answers only this machine: the demo's own browser. */
export const LOOPBACK_ENV = env('127.0.0.1');

/** `name=value` of a Set-Cookie the response sent, or `undefined`. */
export function cookieFrom(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`))?.split(';')[0];
}

/** GET wxAuthorize: the 302, its state, and the state cookie. */
export async function startAuthorisation(app: Hono<AppEnv>, redirectUri = LOGIN_PAGE, scope?: string): Promise<Started> {
  const query = new URLSearchParams({ redirect_uri: redirectUri, ...(scope ? { scope } : {}) });
  const res = await app.request(`${API_PREFIX}wxAuthorize?${query}`, {}, env());
  if (res.status !== 302) throw new Error(`wxAuthorize answered ${res.status}: ${await res.text()}`);
  const location = res.headers.get('location') ?? '';
  const state = /[?&]state=([0-9a-f]+)/.exec(location)?.[1] ?? '';
  const cookie = cookieFrom(res.headers, 'shqcb_wx_state') ?? '';
  return { location, state, cookie };
}

/**
 * Plays the tester on the simulator page: opens it, then submits the form with one test user
 * (or 拒绝授权). Returns where the simulator sent the browser back to.
 */
export async function pickOnSimulator(app: Hono<AppEnv>, location: string, user: string): Promise<URL> {
  const pageRes = await app.request(location, {}, LOOPBACK_ENV);
  if (pageRes.status !== 200) throw new Error(`simulator page answered ${pageRes.status}`);
  const html = await pageRes.text();
  const field = (name: string) => unescape(new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '');
  const form = new URLSearchParams({ redirect_uri: field('redirect_uri'), state: field('state'), scope: field('scope'), user });
  const res = await app.request(
    location.split('?')[0]!,
    { method: 'POST', body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    LOOPBACK_ENV,
  );
  if (res.status !== 303) throw new Error(`simulator answered ${res.status}: ${await res.text()}`);
  return new URL(res.headers.get('location') ?? '', 'http://localhost');
}

/** The whole round trip up to the code: wxAuthorize, then the simulator with `user`. */
export async function authorise(app: Hono<AppEnv>, user: string, redirectUri = LOGIN_PAGE, scope?: string): Promise<Authorised> {
  const started = await startAuthorisation(app, redirectUri, scope);
  const back = await pickOnSimulator(app, started.location, user);
  return { ...started, code: back.searchParams.get('code') ?? '' };
}

/** POST wxLogin as the browser would: the code and state from the address, the cookie it holds. */
export function wxLogin(app: Hono<AppEnv>, { code, state, cookie }: Pick<Authorised, 'code' | 'state' | 'cookie'>, ip?: string): Promise<Answer> {
  return apiPost(app, 'wxLogin', { code, state }, { headers: cookie ? { Cookie: cookie } : {}, ...(ip ? { ip } : {}) });
}

/** Undoes the HTML escaping of an attribute value. */
function unescape(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
