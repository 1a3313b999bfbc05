import { LocalKey, getLocal, setLocal } from './storage.ts';

/** Where the app goes when there is no safe place to return to. */
export const DEFAULT_BACK_URL = '/index';

// In the path of a route (before "?" or "#"): a dot segment, plain or encoded ("/.//x" and
// "/%2e%2e//x" resolve to "//x"), an encoded slash, backslash or control character ("/%5Cx",
// "/%2F%2Fx", "/%09/x": whatever decodes them later reads another host), or a look-alike slash
// (fullwidth "／" and "＼" become real ones in a host name). No route of the app has any of them.
const PATH_TRICK = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|%(?:2f|5c|[01][\da-f]|7f)|[\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/iu;

/**
 * Returns `url` only when it is an in-app route path ("/text-detail/12?x=1"), else `fallback`.
 * A backUrl arrives from the address bar and storage, so it is untrusted: an absolute URL,
 * a protocol-relative "//host", a backslash trick ("/\\host"), a scheme, or a path that becomes
 * "//host" once resolved or decoded ("/.//host", "/%2F%2Fhost", "/%5Chost") would send the
 * reader off the site after login.
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
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  // Control characters (CR/LF, NUL) have no place in a route and can split headers or URLs.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  if (/^\/+[a-z][a-z0-9+.-]*:/i.test(candidate)) return fallback;
  if (candidate.startsWith('/login')) return fallback;
  if (PATH_TRICK.test(candidate.split(/[?#]/, 1)[0] ?? '')) return fallback;
  try {
    // A route path resolved against a dummy origin must stay on that origin, and must not become
    // "//host" (which any later use as an address would read as another site).
    const resolved = new URL(candidate, 'http://in.app');
    if (resolved.origin !== 'http://in.app' || resolved.pathname.startsWith('//')) return fallback;
    return resolved.pathname + resolved.search;
  } catch {
    return fallback;
  }
}

/** Remembers where to return after login; unsafe values are dropped. */
export function setBackUrl(url: string | null): void {
  setLocal(LocalKey.backUrl, url === null ? null : safeBackUrl(url, '') || null);
}

/** The stored return route, always safe to navigate to. */
export function getBackUrl(): string {
  return safeBackUrl(getLocal(LocalKey.backUrl));
}
