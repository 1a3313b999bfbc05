import { hasToken } from '../token.ts';
import { LocalKey, getLocal } from '../storage.ts';
import type { Runtime } from '../runtime.ts';
import { hashRouteOf, pathRedirectUrl, planWechatStartup } from '../wechat/planWechatStartup.ts';

/**
 * The in-app address of a page address, as the hash router sees it: the hash route with its query,
 * written as the address writes it; the root is /index.
 *
 * @example
 * routeTargetOf('https://m.example.cn/shqcb/#/text-detail/5?type=share') // '/text-detail/5?type=share'
 * routeTargetOf('https://m.example.cn/shqcb/') // '/index'
 */
export function routeTargetOf(href: string): string {
  const hash = new URL(href).hash.replace(/^#/, '');
  const at = hash.indexOf('?');
  const path = at < 0 ? hash : hash.slice(0, at);
  const route = path === '' || path === '/' ? '/index' : path;
  return at < 0 ? route : `${route}${hash.slice(at)}`;
}

/**
 * The in-app address a page opened at `href` shows first, as the server can tell it from the
 * request (which carries no hash): a `?path=` link's route (SPEC §4), else the root's /index. The
 * server renders that view (decision 0051).
 *
 * @example
 * requestTargetOf('https://m.example.cn/shqcb/?path=/text-detail/5&type=share') // '/text-detail/5?type=share'
 */
export function requestTargetOf(href: string): string {
  return routeTargetOf(pathRedirectUrl(href) ?? href);
}

/**
 * The in-app address the reader's phone opens on, or `null` while a WeChat authorisation code is
 * exchanged (the first route waits): inside WeChat a visitor without a token is sent to login
 * (SPEC §4). Read before the first paint, to tell whether the server's view is the one to show.
 */
export function firstRouteOf(href: string, host: Runtime): string | null {
  if (host.inWeChat) {
    const plan = planWechatStartup({ href, hasToken: hasToken(), isAuth: getLocal(LocalKey.isAuth) === '1' });
    if (plan.kind === 'login') return '/login';
    if (plan.kind === 'exchange') return null;
    if (plan.kind === 'redirect') return routeTargetOf(plan.url);
  }
  return routeTargetOf(href);
}

/**
 * The view a server renders for a request (decision 0051), or `null` for none: the view the phone
 * will open on, when the server can tell it. Inside WeChat a visitor is sent to login (SPEC §4), so
 * only a share link, or a reader (`signedIn`: the reader cookie, readerHintOf), gets a view; an
 * authorisation code coming back is exchanged before anything shows, so it gets none either.
 *
 * @example
 * serverViewOf('https://m.example.cn/shqcb/', wechat, false) // null: login first
 * serverViewOf('https://m.example.cn/shqcb/?path=/text-detail/5&type=share', wechat, false) // '/text-detail/5?type=share'
 */
export function serverViewOf(href: string, host: Runtime, signedIn: boolean): string | null {
  const landing = pathRedirectUrl(href) ?? href;
  if (host.inWeChat) {
    if (new URL(landing).searchParams.has('code') || hashRouteOf(landing).query.has('code')) return null;
    if (planWechatStartup({ href: landing, hasToken: signedIn, isAuth: false }).kind === 'login') return null;
  }
  return routeTargetOf(landing);
}
