import type { Context } from 'hono';
import type { AppEnv } from './AppEnv.ts';

/**
 * The address rate limits are keyed on. The socket's peer address, unless the server runs behind
 * one trusted reverse proxy (TRUST_PROXY=1): then the last X-Forwarded-For entry, the one that
 * proxy appended, since the entries before it are whatever the client chose to send.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
    if (last) return last.slice(0, 64);
  }
  const address = c.env?.incoming?.socket?.remoteAddress;
  return address ? address.replace(/^::ffff:/, '') : 'unknown';
}
