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
 * Sets an httpOnly cookie: scripts cannot read it and other sites' requests do not send it
 * (SameSite=Lax). Over https it is a `__Host-` cookie (Secure, Path=/, no Domain), so no
 * subdomain and no plain-http page can set or shadow it. Over plain http, which only a demo on
 * this machine uses, browsers refuse that prefix, so it is a host-only cookie for the API path.
 */
export function setApiCookie(c: Context, config: Pick<Config, 'trustProxy'>, name: string, value: string, maxAgeSeconds: number): void {
  if (isHttps(c, config.trustProxy)) setCookie(c, name, value, { prefix: 'host', path: '/', httpOnly: true, sameSite: 'Lax', secure: true, maxAge: maxAgeSeconds });
  else setCookie(c, name, value, { path: API_PREFIX, httpOnly: true, sameSite: 'Lax', maxAge: maxAgeSeconds });
}

/** The cookie's value if it looks like one of ours (random base64url/hex), else `undefined`. */
export function readApiCookie(c: Context, config: Pick<Config, 'trustProxy'>, name: string): string | undefined {
  const value = isHttps(c, config.trustProxy) ? getCookie(c, name, 'host') : getCookie(c, name);
  return value !== undefined && /^[\w-]{16,128}$/.test(value) ? value : undefined;
}

export function clearApiCookie(c: Context, config: Pick<Config, 'trustProxy'>, name: string): void {
  if (isHttps(c, config.trustProxy)) deleteCookie(c, name, { prefix: 'host', path: '/', httpOnly: true, sameSite: 'Lax', secure: true });
  else deleteCookie(c, name, { path: API_PREFIX, httpOnly: true, sameSite: 'Lax' });
}
