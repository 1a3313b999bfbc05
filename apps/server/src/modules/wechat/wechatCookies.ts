import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { API_PREFIX } from '@shqcb/api/contract';
import type { Config } from '../../config.ts';
import { isHttps } from '../../http/siteOrigins.ts';

/** The `state` this browser was sent to WeChat with; wxLogin accepts only that one. */
export const STATE_COOKIE = 'shqcb_wx_state';
/** The pending WeChat identity the next SMS login in this browser binds (see pendingBindings). */
export const BINDING_COOKIE = 'shqcb_wx_bind';

/**
 * Sets an httpOnly cookie that only API calls carry (path /api/front/): scripts cannot read it,
 * other sites' requests do not send it (SameSite=Lax), and it is Secure whenever the reader came
 * over https.
 */
export function setApiCookie(c: Context, config: Pick<Config, 'trustProxy'>, name: string, value: string, maxAgeSeconds: number): void {
  setCookie(c, name, value, { path: API_PREFIX, httpOnly: true, sameSite: 'Lax', secure: isHttps(c, config.trustProxy), maxAge: maxAgeSeconds });
}

/** The cookie's value if it looks like one of ours (random base64url/hex), else `undefined`. */
export function readApiCookie(c: Context, name: string): string | undefined {
  const value = getCookie(c, name);
  return value !== undefined && /^[\w-]{16,128}$/.test(value) ? value : undefined;
}

export function clearApiCookie(c: Context, config: Pick<Config, 'trustProxy'>, name: string): void {
  deleteCookie(c, name, { path: API_PREFIX, httpOnly: true, sameSite: 'Lax', secure: isHttps(c, config.trustProxy) });
}
