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
 * The address to share for a page: origin, path and hash route, with `type=share` in the route's
 * query (SPEC §9) and without the parameters of this visit (an authorisation `code`, WeChat's
 * `from=singlemessage`), so a shared link opens without login and never carries a used code.
 *
 * @example
 * shareLink('https://m.example.cn/shqcb/?code=x&state=y#/text-detail/5')
 * // 'https://m.example.cn/shqcb/#/text-detail/5?type=share'
 */
export function shareLink(href: string): string {
  const url = new URL(href);
  const hashAt = url.hash.indexOf('?');
  const route = hashAt < 0 ? url.hash.slice(1) : url.hash.slice(1, hashAt);
  const query = new URLSearchParams(hashAt < 0 ? '' : url.hash.slice(hashAt + 1));
  for (const key of VISIT_PARAMS) query.delete(key);
  query.append('type', 'share');
  const page = new URLSearchParams(url.search);
  for (const key of VISIT_PARAMS) page.delete(key);
  const search = page.size > 0 ? `?${page.toString()}` : '';
  if (!route) return `${url.origin}${url.pathname}?${[page.toString(), 'type=share'].filter(Boolean).join('&')}`;
  return `${url.origin}${url.pathname}${search}#${route}?${query.toString()}`;
}
