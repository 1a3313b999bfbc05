import type { Context } from 'hono';
import type { Config } from '../config.ts';

/**
 * The origins the site is served at: PUBLIC_ORIGIN when it is set, else the origin this request
 * was addressed to (its Host header, and X-Forwarded-Proto from the one trusted proxy). The Host
 * header is the client's word, which is why the real WeChat mode requires PUBLIC_ORIGIN.
 */
export function siteOrigins(c: Context, config: Pick<Config, 'publicOrigins' | 'trustProxy'>): string[] {
  if (config.publicOrigins.length > 0) return config.publicOrigins;
  const own = requestOrigin(c, config.trustProxy);
  return own ? [own] : [];
}

/**
 * `url` parsed, when it is an absolute http(s) address on the site; otherwise `null`. Callers
 * use the text as given (a JS-SDK signature covers the exact characters), this only vets it.
 */
export function siteUrl(c: Context, config: Pick<Config, 'publicOrigins' | 'trustProxy'>, url: string): URL | null {
  // Whitespace or control characters inside: the parser drops tabs and newlines, so the text a
  // caller passes on would not be the address vetted here (and a newline breaks a Location header).
  if (/[\s\p{Cc}]/u.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password) return null;
  return siteOrigins(c, config).includes(parsed.origin) ? parsed : null;
}

/** Whether the reader reached us over https (directly, or at the one trusted proxy). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  return requestOrigin(c, trustProxy)?.startsWith('https:') ?? false;
}

function requestOrigin(c: Context, trustProxy: boolean): string | null {
  let protocol: string;
  try {
    protocol = new URL(c.req.url).protocol;
  } catch {
    return null;
  }
  if (trustProxy) {
    // The proxy's own entry is the last one, as with X-Forwarded-For.
    const forwarded = c.req.header('x-forwarded-proto')?.split(',').map((part) => part.trim().toLowerCase()).at(-1);
    if (forwarded === 'http' || forwarded === 'https') protocol = `${forwarded}:`;
  }
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  // A host name or address and a port, nothing that could smuggle a path or credentials.
  if (!/^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i.test(host)) return null;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return null;
  }
}
