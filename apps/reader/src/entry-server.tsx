/**
 * The server's half of the reader (decision 0051): renders the first view of a screen whose route
 * says `serverRender`, with the answers its `preload` asks for, so the page paints before any
 * script runs. The reference server (apps/server) loads the build of this module (dist-ssr/) and
 * puts the markup and the answers into the page; the reader's entry hydrates them.
 */
import { Provider as JotaiProvider } from 'jotai';
import { prerender } from 'react-dom/static';
import { Router as FixedRouter, createPath } from 'react-router';
import type { Navigator } from 'react-router';
import type { ReactNode } from 'react';
import { configureApi, preloadTransport } from '@shqcb/api';
import { apiCacheHasFailures, clearApiCache, settleApiCache, snapshotApiCache } from '@shqcb/api/query';
import type { ApiCacheSnapshot } from '@shqcb/api/query';
import { assumeRuntime, detectRuntime, readerHintOf, serverViewOf } from '@shqcb/bridge';
import type { FeatureRoute, ServerViewFor } from '@shqcb/bridge';
import { sanitizeArticlesWithoutDomBy } from '@shqcb/news/server';
import { setRenderTime } from '@shqcb/ui-kit';
import { App } from './app/App.tsx';
import { appRoutes } from './app/routes.ts';
import { matchRoute } from './shell/matchRoute.ts';
import type { ServerRender, ServerRenderDeps, ServerRenderRequest } from './ssr/serverRenderTypes.ts';

export type { ServerRender, ServerRenderDeps, ServerRenderRequest } from './ssr/serverRenderTypes.ts';

/**
 * What a server-rendered page depends on besides the content: the view's address, and whether the
 * page is WeChat's (its pages have no back bar). The server keeps one rendered page per key; `null`
 * when the server renders no view for the request (serverViewOf: WeChat's visitor goes to login).
 *
 * @example
 * pageKeyOf('https://m.example.cn/shqcb/?path=/text-detail/5&from=singlemessage', ua, '') // 'web /text-detail/5?from=singlemessage'
 */
export function pageKeyOf(url: string, userAgent: string, cookie = ''): string | null {
  const host = detectRuntime({ navigator: { userAgent } });
  const signedIn = readerHintOf(cookie);
  const view = serverViewOf(url, host, signedIn);
  if (view === null || !renderedFor(matchRoute(appRoutes, view.split('?')[0] ?? '')?.route, signedIn)) return null;
  return `${host.inWeChat ? 'wechat' : 'web'} ${view}`;
}

/** Whether the server renders a view of `route` for this request: the route says so, for everyone or for visitors. */
function renderedFor(route: FeatureRoute | undefined, signedIn: boolean): boolean {
  return route?.serverRender === true || (route?.serverRender === 'visitor' && !signedIn);
}

/**
 * Makes the renderer. Requests are answered by `deps.fetch` (the server's own app, in process);
 * renders run one at a time, because the screens share one query cache and one clock.
 *
 * @example
 * const render = createServerRenderer({ fetch: (req) => app.fetch(req), apiBase: 'http://reader.internal', sanitizeArticle });
 * const page = await render({ url: 'https://m.example.cn/shqcb/?path=/text-detail/12', userAgent, now: Date.now() });
 */
/**
 * The server's router writes links as the reader's hash router does (`#/text-detail/5`), so the
 * markup's addresses are the page's own before and after hydration; it never navigates.
 */
const HASH_LINKS: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  encodeLocation: (to) => {
    const url = new URL(typeof to === 'string' ? to : createPath(to), 'http://reader.internal');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  },
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The browser build's modules each route's view used (manifest keys such as
 * `../../packages/news/src/screens/home/HomeScreen.tsx`), gathered as its `import()`s run in
 * renders: the server preloads their chunks and inlines their styles. The server build wraps every
 * `import()` to report here (vite.config.ts, trackRenderedModules); a module loads once per
 * process, so what a route used is kept across its renders.
 */
const modulesByRoute = new Map<string, Set<string>>();
let rendering: Set<string> | null = null;
(globalThis as { __shqcbRendered?: <T>(key: string, loading: T) => T }).__shqcbRendered = (key, loading) => {
  rendering?.add(key);
  return loading;
};

/**
 * What a page the server does not render (or renders for another address) should start loading
 * before its entry has run (decision 0051), as browser-build manifest keys: each route's screen
 * module, by pattern in the order the shell matches them, and the transport the first request loads.
 * The reader's prepaint script preloads the ones of the address the page opens on. With them, the
 * routes whose view the server renders (`serverViews`): the prepaint script sends a hash address of
 * one of them to its `?path=` link. Call it before the first render (it shares the renders' record
 * of modules).
 */
export async function preloadTargets(): Promise<{ routes: [string, string[]][]; requests: string[]; serverViews: Record<string, ServerViewFor> }> {
  const record = async (load: () => Promise<unknown>) => {
    const keys = new Set<string>();
    rendering = keys;
    try {
      await load();
    } finally {
      rendering = null;
    }
    return [...keys];
  };
  const routes: [string, string[]][] = [];
  for (const route of appRoutes) {
    // A screen whose module cannot load on a server is left out: its page just preloads nothing.
    const keys = await record(route.load).catch(() => []);
    if (keys.length > 0) routes.push([route.path, keys]);
  }
  const serverViews: Record<string, ServerViewFor> = {};
  for (const route of appRoutes) if (route.serverRender) serverViews[route.path] = route.serverRender === 'visitor' ? 'visitor' : 'all';
  return { routes, requests: await record(preloadTransport), serverViews };
}

export function createServerRenderer(deps: ServerRenderDeps): (request: ServerRenderRequest) => Promise<ServerRender | null> {
  configureApi({
    baseUrl: deps.apiBase,
    getToken: () => null,
    fetch: deps.fetch,
    onToast: () => undefined,
    onUnauthorized: () => undefined,
  });
  sanitizeArticlesWithoutDomBy(deps.sanitizeArticle);
  let queue: Promise<unknown> = Promise.resolve();
  return (request) => {
    const run = queue.then(() => renderOnce(request));
    queue = run.catch(() => undefined);
    return run;
  };
}

async function renderOnce({ url, userAgent, cookie = '', now }: ServerRenderRequest): Promise<ServerRender | null> {
  // The request has no hash: the view is the `?path=` link's (SPEC §4), else the root's /index.
  const host = detectRuntime({ navigator: { userAgent } });
  const target = serverViewOf(url, host, readerHintOf(cookie));
  if (target === null) return null;
  const [path = '', query = ''] = target.split('?');
  const match = matchRoute(appRoutes, path);
  if (!match || !renderedFor(match.route, readerHintOf(cookie))) return null;
  const { route } = match;
  clearApiCache();
  assumeRuntime(host);
  setRenderTime(now);
  let modules = modulesByRoute.get(route.path);
  if (!modules) modulesByRoute.set(route.path, (modules = new Set()));
  rendering = modules;
  try {
    // Its code first (the import reports its module), with its first requests in parallel.
    const screen = route.load();
    const routeTarget = { params: match.params, search: new URLSearchParams(query) };
    route.preload?.(routeTarget);
    const loaded = (await screen) as { preload?: (target: typeof routeTarget) => void };
    // A screen whose route carries no preload (to keep it out of the entry) may export its own.
    if (!route.preload) loaded.preload?.(routeTarget);
    await settleApiCache();
    // A first view with a failed answer (a news item that does not exist) is left to the reader's
    // phone: its error states need the error itself, which a page cannot carry.
    if (apiCacheHasFailures()) return null;
    const cache: ApiCacheSnapshot = snapshotApiCache();
    const Router = ({ children }: { children?: ReactNode }) => (
      <FixedRouter location={target} navigator={HASH_LINKS} static>
        {children}
      </FixedRouter>
    );
    const errors: unknown[] = [];
    // A store of its own per page: atoms set while rendering one reader's page never show in another's.
    const view = (
      <JotaiProvider>
        <App routes={appRoutes} Router={Router} />
      </JotaiProvider>
    );
    const { prelude } = await prerender(view, {
      onError: (error) => void errors.push(error),
      // Every boundary in place: React would otherwise move large ones to the end of the page with
      // an inline script to swap them in, which the page's CSP refuses (and which costs a paint).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw errors[0];
    return { target, routePath: route.path, forVisitor: route.serverRender === 'visitor', title: route.title, statusBar: route.statusBar, html, cache, renderedAt: now, modules: [...modules] };
  } finally {
    rendering = null;
    assumeRuntime(undefined);
    setRenderTime(null);
    clearApiCache();
  }
}
