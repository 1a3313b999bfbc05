import type { Os } from '../runtime.ts';

/** Query parameters that belong to one visit, never to a shared link. */
const VISIT_PARAMS = ['code', 'state', 'type', 'from', 'isappinstalled'];

/**
 * The page address as WeChat signs it: everything before the hash (SPEC §7 shareConfig).
 *
 * @example
 * withoutHash('https://m.example.cn/shqcb/?code=1#/index') // 'https://m.example.cn/shqcb/?code=1'
 */
export function withoutHash(href: string): string {
  const at = href.indexOf('#');
  return at < 0 ? href : href.slice(0, at);
}

/**
 * The addresses to sign, in order. Android WeChat signs the current address; iOS WeChat keeps the
 * address the page was first opened with (the landing address), whatever the app did since. The
 * second entry is the retry after an invalid-signature error (absent when both are equal).
 *
 * @example
 * signatureUrls('ios', landing, location.href) // [landing without hash, current without hash]
 */
export function signatureUrls(os: Os, landingUrl: string, currentUrl: string): string[] {
  const landing = withoutHash(landingUrl);
  const current = withoutHash(currentUrl);
  const ordered = os === 'ios' ? [landing, current] : [current, landing];
  return ordered[0] === ordered[1] ? [ordered[0] as string] : ordered;
}

/**
 * The address to share for a page: the hash route as a `path` parameter (SPEC §4), so the server
 * sees which page it is and sends it rendered (decision 0051), with the route's query, the page's
 * own parameters and `type=share` (SPEC §9); without the parameters of this visit (an authorisation
 * `code`, WeChat's `from=singlemessage`), so a shared link opens without login and never carries a
 * used code. It opens on `#<route>?…&type=share`, as a hash link did.
 *
 * @example
 * shareLink('https://m.example.cn/shqcb/?code=x&state=y#/text-detail/5')
 * // 'https://m.example.cn/shqcb/?path=/text-detail/5&type=share'
 */
export function shareLink(href: string): string {
  const url = new URL(href);
  const hashAt = url.hash.indexOf('?');
  const route = (hashAt < 0 ? url.hash.slice(1) : url.hash.slice(1, hashAt)) || '/index';
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(hashAt < 0 ? '' : url.hash.slice(hashAt + 1))) if (!VISIT_PARAMS.includes(key)) params.append(key, value);
  for (const [key, value] of url.searchParams) if (!VISIT_PARAMS.includes(key) && key !== 'path') params.append(key, value);
  params.append('type', 'share');
  // The route stays readable: its slashes need no escaping in a query.
  return `${url.origin}${url.pathname}?path=${encodeURIComponent(route).replace(/%2F/gi, '/')}&${params.toString()}`;
}
