import { applyDisplayPrefs, getDisplayPrefs } from '../display/displayPrefs.ts';
import { runtime } from '../runtime.ts';
import { pathRedirectUrl } from '../wechat/planWechatStartup.ts';
import { firstRouteOf } from './routeTarget.ts';

/** The class `<html>` gets when the server's view is not the one the page opens on. */
export const STALE_VIEW_CLASS = 'shq-ssr-stale';
/** The `<meta name>` a server-rendered page names its view with (its in-app address). */
export const RENDERED_VIEW_META = 'shq-ssr-route';
/** The id of the JSON a page served by the reader's server says what to preload with. */
export const PRELOADS_ID = 'shq-preloads';

/**
 * What a page may preload (written by the reader's server, decision 0051): its files once, then by
 * index the server's view (chunks and largest image), each route's chunks by pattern, and the
 * transport of the first request.
 */
export interface PagePreloads {
  files: string[];
  /** The view's chunks, and its largest image as its `<img>` asks for it (a `srcset` picks the width). */
  view?: { modules: number[]; image?: { href?: string; srcset?: string; sizes?: string } };
  routes: [string, number[]][];
  requests: number[];
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

function readPreloads(doc: Document): PagePreloads | null {
  try {
    const text = doc.getElementById(PRELOADS_ID)?.textContent;
    return text ? (JSON.parse(text) as PagePreloads) : null;
  } catch {
    return null;
  }
}

/**
 * Starts downloading what the page will need first: the server's view's chunks and largest image
 * when the page hydrates it, else the chunks of the screen it opens on and the transport its first
 * request loads, beside the entry rather than after it has run.
 */
function preloadFirstScreen(doc: Document, preloads: PagePreloads, hydrate: boolean, route: string | null): void {
  const add = (href: string | undefined) => {
    if (!href) return;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  };
  if (hydrate) {
    for (const at of preloads.view?.modules ?? []) add(preloads.files[at]);
    const image = preloads.view?.image;
    if (image && (image.href || image.srcset)) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.setAttribute('fetchpriority', 'high');
      if (image.srcset) link.setAttribute('imagesrcset', image.srcset);
      if (image.sizes) link.setAttribute('imagesizes', image.sizes);
      if (image.href) link.href = image.href;
      doc.head.append(link);
    }
    return;
  }
  if (route === null) return;
  const path = route.split('?')[0] ?? '';
  const match = preloads.routes.find(([pattern]) => routePatternRegExp(pattern).test(path));
  for (const at of [...(match?.[1] ?? []), ...preloads.requests]) add(preloads.files[at]);
}

/** What {@link prepaint} found, for the entry script. */
export interface PrepaintOutcome {
  /** The address the page was opened with, before any rewrite (iOS WeChat signs that one). */
  landingUrl: string;
  /** The server rendered the view the page opens on: hydrate it rather than render anew. */
  hydrate: boolean;
}

/**
 * What must happen before the first paint (decision 0051), run by a small script inlined in the
 * page's `<head>`, before the body is parsed:
 * 1. a `?path=` link (SPEC §4) becomes its hash route in place, without a reload, in every host;
 * 2. the reader's text size, dark mode and 长辈模式 are put on `<html>`;
 * 3. when the page holds a view the server rendered and the page opens elsewhere (another hash
 *    route, or WeChat's login for a visitor), `<html>` gets {@link STALE_VIEW_CLASS}, whose style hides
 *    the view so it never flashes;
 * 4. with the server's preload map ({@link PRELOADS_ID}), the first screen's code starts downloading
 *    beside the entry: the view's chunks when it is hydrated, else the chunks of the screen the page
 *    opens on and the transport of its first request.
 *
 * @example
 * window.__shqcbPrepaint = prepaint(window, document);
 */
export function prepaint(win: Window, doc: Document): PrepaintOutcome {
  const landingUrl = win.location.href;
  const redirect = pathRedirectUrl(landingUrl);
  if (redirect !== null) win.history.replaceState(win.history.state, '', redirect);
  applyDisplayPrefs(getDisplayPrefs(), doc.documentElement);
  const rendered = doc.querySelector(`meta[name="${RENDERED_VIEW_META}"]`)?.getAttribute('content') ?? null;
  const route = firstRouteOf(win.location.href, runtime());
  const hydrate = rendered !== null && route === rendered;
  if (rendered !== null && !hydrate) doc.documentElement.classList.add(STALE_VIEW_CLASS);
  const preloads = readPreloads(doc);
  if (preloads) preloadFirstScreen(doc, preloads, hydrate, route);
  return { landingUrl, hydrate };
}
