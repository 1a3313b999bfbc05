/** What the WeChat browser does when the page opens (SPEC §4). */
export type StartupPlan =
  /** A `path` query parameter: go to that hash route with the other parameters. */
  | { kind: 'redirect'; url: string }
  /** No code, no token, not a share or download link: remember the route, open login. */
  | { kind: 'login'; backUrl: string | null }
  /** A code came back from an authorisation this page started: exchange it, then go on. */
  | { kind: 'exchange'; code: string; state: string | null }
  /** Go on; `initShare` when a code is present or a token exists. */
  | { kind: 'continue'; initShare: boolean };

export interface StartupInput {
  href: string;
  hasToken: boolean;
  /** The isAuth flag (set just before the redirect to the authorisation page). */
  isAuth: boolean;
}

/** Routes that are themselves the way to log in; they are never stored as the place to return to. */
const LOGIN_ROUTES = ['/login', '/authIndex'];

/** The hash route and its query of an address ("/text-detail/3", "a=1"). */
export function hashRouteOf(href: string): { route: string; query: URLSearchParams } {
  const hash = new URL(href).hash.replace(/^#/, '');
  const at = hash.indexOf('?');
  const route = (at < 0 ? hash : hash.slice(0, at)) || '/';
  return { route: route === '/' ? '/index' : route, query: new URLSearchParams(at < 0 ? '' : hash.slice(at + 1)) };
}

/** True for a share link (type=share in the page query or the route query). */
export function isShareLink(href: string): boolean {
  const { query } = hashRouteOf(href);
  return new URL(href).searchParams.get('type') === 'share' || query.get('type') === 'share';
}

/** True for a download link: the /downloadPDF route, or download=1 in either query. */
export function isDownloadLink(href: string): boolean {
  const { route, query } = hashRouteOf(href);
  return route === '/downloadPDF' || new URL(href).searchParams.get('download') === '1' || query.get('download') === '1';
}

/**
 * The address a `path` query parameter leads to (SPEC §4): its hash route, with the other
 * parameters as the route's query; `null` without one. `?path=text-detail/3&id=3` →
 * `#/text-detail/3?id=3`. The same address on the same page, so it can be taken without a reload.
 *
 * @example
 * pathRedirectUrl('https://m.example.cn/shqcb/?path=/text-detail/3&type=share')
 * // 'https://m.example.cn/shqcb/#/text-detail/3?type=share'
 */
export function pathRedirectUrl(href: string): string | null {
  const url = new URL(href);
  const path = url.searchParams.get('path');
  if (path === null || path.trim() === '') return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete('path');
  const route = `/${path.trim().replace(/^[#/]+/, '')}`;
  const query = rest.toString();
  return `${url.origin}${url.pathname}#${route}${query ? `?${query}` : ''}`;
}

/**
 * Decides the start-up of SPEC §4 in the WeChat browser; pure, so every branch is tested.
 *
 * 1. `?path=text-detail/3&id=3` → redirect to `#/text-detail/3?id=3`.
 * 2. Not a share link, not a download link, neither code nor token → login (the route is kept as backUrl).
 * 3. A code, the isAuth flag set and not a share link → exchange the code.
 * 4. Otherwise go on, initialising sharing when a code or a token is there.
 *
 * @example
 * planWechatStartup({ href: location.href, hasToken: hasToken(), isAuth: getLocal(LocalKey.isAuth) === '1' })
 */
export function planWechatStartup({ href, hasToken, isAuth }: StartupInput): StartupPlan {
  const redirect = pathRedirectUrl(href);
  if (redirect !== null) return { kind: 'redirect', url: redirect };
  const url = new URL(href);
  const { route, query } = hashRouteOf(href);
  const code = url.searchParams.get('code') ?? query.get('code');
  const share = isShareLink(href);
  if (!share && !isDownloadLink(href) && !code && !hasToken) {
    const search = query.toString();
    return { kind: 'login', backUrl: LOGIN_ROUTES.includes(route) ? null : `${route}${search ? `?${search}` : ''}` };
  }
  if (code && isAuth && !share) {
    return { kind: 'exchange', code, state: url.searchParams.get('state') ?? query.get('state') };
  }
  return { kind: 'continue', initShare: Boolean(code) || hasToken };
}
