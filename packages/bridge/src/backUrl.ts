import { LocalKey, getLocal, setLocal } from './storage.ts';

/** Where the app goes when there is no safe place to return to. */
export const DEFAULT_BACK_URL = '/index';

// In the path of a route (before "?" or "#"): an encoded slash, backslash or control character
// ("/%5Cx", "/%2F%2Fx", "/%09/x": whatever decodes them later reads another host), or a look-alike
// slash (fullwidth "／" and "＼" become real ones in a host name). No route of the app has any of them.
// Dot segments, plain or encoded, are left to the URL parser, which resolves them (below).
const PATH_TRICK = /%(?:2f|5c|[01][\da-f]|7f)|[\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/iu;

/** A dummy origin to resolve route paths against: a route must stay on it. */
const IN_APP = 'http://in.app';

/**
 * Returns `url` only when it is an in-app route path ("/text-detail/12?x=1"), else `fallback`.
 * A backUrl arrives from the address bar and storage, so it is untrusted: an absolute URL,
 * a protocol-relative "//host", a backslash trick ("/\\host"), a scheme, or a path that becomes
 * "//host" once resolved or decoded ("/.//host", "/%2e%2e//host", "/%2F%2Fhost", "/%5Chost") would
 * send the reader off the site after login. Each check below is the only one that stops its kind.
 *
 * @example
 * safeBackUrl('/text-detail/3') // '/text-detail/3'
 * safeBackUrl('https://evil.example') // '/index'
 */
export function safeBackUrl(url: string | null | undefined, fallback = DEFAULT_BACK_URL): string {
  if (typeof url !== 'string') return fallback;
  let candidate = url.trim();
  // Accept the hash form the app itself produces ("#/text-detail/3").
  if (candidate.startsWith('#/')) candidate = candidate.slice(1);
  if (!candidate.startsWith('/')) return fallback;
  // Control characters (CR/LF, NUL) have no place in a route; the URL parser would silently drop
  // tabs and newlines, so they are refused before it sees them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  // "/javascript:…" is a path here, but a scheme to anything that later drops the leading slash.
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(candidate)) return fallback;
  if (PATH_TRICK.test(candidate.replace(/[?#][\s\S]*$/, ''))) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(candidate, IN_APP);
  } catch {
    // "//a b": a host no parser takes.
    return fallback;
  }
  // "//host" and "/\\host" name another origin; "/.//host" stays on ours but resolves to "//host",
  // which any later use as an address would read as another site.
  if (resolved.origin !== IN_APP || resolved.pathname.startsWith('//')) return fallback;
  // Login never returns to login ("/./login" included).
  if (resolved.pathname.startsWith('/login')) return fallback;
  return resolved.pathname + resolved.search;
}

/** Remembers where to return after login; unsafe values are dropped. */
export function setBackUrl(url: string | null): void {
  setLocal(LocalKey.backUrl, safeBackUrl(url, '') || null);
}

/** The stored return route, always safe to navigate to. */
export function getBackUrl(): string {
  return safeBackUrl(getLocal(LocalKey.backUrl));
}
