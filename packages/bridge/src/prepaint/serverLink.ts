import type { Runtime } from '../runtime.ts';
import { serverViewOf } from './routeTarget.ts';

/** Whom the server renders a route's view for (the route's `serverRender`): everyone, or a visitor only. */
export type ServerViewFor = 'all' | 'visitor';

/** What {@link serverLinkOf} decides from; the prepaint script reads it all before the first paint. */
export interface ServerLinkInput {
  /** The page's address. */
  href: string;
  /** The in-app address the page opens on (firstRouteOf). */
  route: string;
  /** The in-app address of the view the server put into the page, or `null` for none. */
  rendered: string | null;
  /** Every route pattern, in the order the shell matches them. */
  patterns: readonly string[];
  /** The patterns whose view the server renders, and for whom. */
  serverViews: Readonly<Record<string, ServerViewFor>>;
  host: Runtime;
  /** The reader cookie is set: what the server knows of the reader (readerHint). */
  signedIn: boolean;
  /** This browser holds a token (what the phone knows of the reader). */
  holdsToken: boolean;
  /** How the page was reached (Navigation Timing's `type`), when the browser says. */
  navigation: string | undefined;
}

/** A route pattern of the shell (`/video/:id?`, `/text-detail/:id`) as a regular expression over paths. */
export function routePatternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

/**
 * The `?path=` link (SPEC §4) of the screen a hash address opens on, when the server would render
 * that screen and the page holds something else (decision 0051, fourth step): a request carries no
 * hash, so `/shqcb/#/text-detail/5` gets the root's page, and the phone would render the article
 * after all of its JavaScript. Sent to the link instead, the page comes back with the article in its
 * HTML, and the prepaint script takes the link back to `#/text-detail/5` in place. `null` (stay) when:
 * - the address has a query of its own (`?code=` of WeChat's authorisation, `?from=` of a share):
 *   nothing of it may be lost, and a `?path=` link never goes round again;
 * - the page was reloaded or reached by back or forward: it keeps the place the reader had;
 * - the page already holds the view, or the server renders none for this route and this reader
 *   (a visitor-only view for a reader or inside the apps, WeChat's visitor who goes to login first);
 * - the link would not come back to the same address.
 *
 * @example
 * serverLinkOf({ href: 'https://m.example.cn/shqcb/#/text-detail/5', route: '/text-detail/5', rendered: '/index', ... })
 * // 'https://m.example.cn/shqcb/?path=%2Ftext-detail%2F5'
 */
export function serverLinkOf(input: ServerLinkInput): string | null {
  const { href, route, rendered, patterns, serverViews, host, signedIn, holdsToken, navigation } = input;
  const url = new URL(href);
  if (url.search !== '' || navigation === 'reload' || navigation === 'back_forward' || rendered === route) return null;
  const at = route.indexOf('?');
  const path = at < 0 ? route : route.slice(0, at);
  const query = at < 0 ? '' : route.slice(at + 1);
  const pattern = patterns.find((candidate) => routePatternRegExp(candidate).test(path));
  const viewFor = pattern === undefined ? undefined : serverViews[pattern];
  // A visitor's view is for a page that knows no reader: not in the apps, whose token may still be
  // on its way over the bridge (the page would show the visitor's 我的, then the reader's).
  if (viewFor === undefined || (viewFor === 'visitor' && (signedIn || holdsToken || host.inApp))) return null;
  const link = `${url.origin}${url.pathname}?path=${encodeURIComponent(path)}${query ? `&${query}` : ''}`;
  return serverViewOf(link, host, signedIn) === route ? link : null;
}
