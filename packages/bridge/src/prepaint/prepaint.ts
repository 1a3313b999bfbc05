import { applyDisplayPrefs, getDisplayPrefs } from '../display/displayPrefs.ts';
import { runtime } from '../runtime.ts';
import { hasToken } from '../token.ts';
import { pathRedirectUrl } from '../wechat/planWechatStartup.ts';
import { readerHintOf } from './readerHint.ts';
import { firstRouteOf } from './routeTarget.ts';
import { routePatternRegExp, serverLinkOf } from './serverLink.ts';
import type { ServerViewFor } from './serverLink.ts';

export { routePatternRegExp } from './serverLink.ts';

/** The class `<html>` gets when the server's view is not the one the page opens on. */
export const STALE_VIEW_CLASS = 'shq-ssr-stale';
/** The `<meta name>` a server-rendered page names its view with (its in-app address). */
export const RENDERED_VIEW_META = 'shq-ssr-route';
/** Set to `visitor` on that meta when the server rendered a visitor's view (a route's `serverRender: 'visitor'`). */
export const RENDERED_FOR_ATTRIBUTE = 'data-for';
/** The id of the JSON a page served by the reader's server says what to preload with. */
export const PRELOADS_ID = 'shq-preloads';

/**
 * What a page may preload (written by the reader's server, decision 0051): its files once, then by
 * index the server's view (chunks and largest image), each route's chunks by pattern, and the
 * transport of the first request.
 */
export interface PagePreloads {
  files: string[];
  /**
   * The reader's entry script, on a page that holds a server-rendered view: the page carries no
   * `<script>` for it, and the prepaint script loads it (once the view's largest image is in when
   * the view is hydrated, at once otherwise).
   */
  entry?: string;
  /** The view's chunks, and its largest image as its `<img>` asks for it (a `srcset` picks the width). */
  view?: { modules: number[]; image?: { href?: string; srcset?: string; sizes?: string } };
  routes: [string, number[]][];
  requests: number[];
  /** The routes whose view the server renders, by pattern, and for whom (a route's `serverRender`). */
  serverViews?: Record<string, ServerViewFor>;
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
function preloadFirstScreen(win: Window, doc: Document, preloads: PagePreloads, hydrate: boolean, route: string | null): void {
  const add = (href: string | undefined) => appendModule(doc, 'modulepreload', href);
  if (hydrate) {
    const image = preloads.view?.image;
    let imageLink: HTMLLinkElement | null = null;
    if (image && (image.href || image.srcset)) {
      imageLink = doc.createElement('link');
      imageLink.rel = 'preload';
      imageLink.as = 'image';
      imageLink.setAttribute('fetchpriority', 'high');
      if (image.srcset) imageLink.setAttribute('imagesrcset', image.srcset);
      if (image.sizes) imageLink.setAttribute('imagesizes', image.sizes);
      if (image.href) imageLink.href = image.href;
      doc.head.append(imageLink);
    }
    const code = () => {
      for (const at of preloads.view?.modules ?? []) add(preloads.files[at]);
      loadEntry(doc, preloads.entry);
    };
    // The view shows without any script: its code waits until its largest image is in, so that on
    // a slow line the picture the reader looks at does not share the line with 120 kB of script.
    if (preloads.entry) whenPainted(win, imageLink, code);
    else code();
    return;
  }
  loadEntry(doc, preloads.entry);
  if (route === null) return;
  const path = route.split('?')[0] ?? '';
  const match = preloads.routes.find(([pattern]) => routePatternRegExp(pattern).test(path));
  for (const at of [...(match?.[1] ?? []), ...preloads.requests]) add(preloads.files[at]);
}

/** Adds the reader's entry script (a module) to the page. */
function loadEntry(doc: Document, entry: string | undefined): void {
  appendModule(doc, 'script', entry);
}

/** Appends a module to `<head>`: a `modulepreload` link (fetched, not run) or the script that runs it. */
function appendModule(doc: Document, kind: 'modulepreload' | 'script', href: string | undefined): void {
  if (!href) return;
  const element = kind === 'script' ? Object.assign(doc.createElement('script'), { type: 'module', src: href }) : Object.assign(doc.createElement('link'), { rel: 'modulepreload', href });
  element.crossOrigin = '';
  doc.head.append(element);
}

/** How long the entry waits for the browser to report the first paint before it loads anyway. */
export const FIRST_PAINT_PATIENCE_MS = 3000;

/**
 * Calls `then` once, a frame after the first paint is on the screen and the first of these has
 * come: the image preload finished (or failed), or the page's load event (at once without an
 * image). The entry's request thus starts after the paint the reader sees, never competing with it:
 * Lighthouse counts every request started before the first paint as one the paint waited for
 * (decision 0051), and a browser that is slow to put its first frame on the screen (seen: 1 s in a
 * headless Chromium on two busy cores) would otherwise have the entry's request start first. A
 * hidden page paints nothing: no wait there.
 */
function whenPainted(win: Window, image: HTMLLinkElement | null, then: () => void): void {
  let done = false;
  let settled = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const settle = () => {
    if (settled) return;
    settled = true;
    if (win.document.hidden) return once();
    // Whatever the browser reports or not, the page gets its script.
    win.setTimeout(once, FIRST_PAINT_PATIENCE_MS);
    afterFirstPaint(win, () => win.requestAnimationFrame(() => win.setTimeout(once, 0)));
  };
  win.addEventListener('load', settle, { once: true });
  if (image) {
    image.addEventListener('load', settle, { once: true });
    image.addEventListener('error', settle, { once: true });
  } else {
    settle();
  }
}

/**
 * Calls `then` when the browser reports the first contentful paint (Paint Timing: reported once the
 * frame is on the screen), at once if it has already; engines without Paint Timing get it at once.
 */
function afterFirstPaint(win: Window, then: () => void): void {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint') || win.performance.getEntriesByName('first-contentful-paint').length > 0) return then();
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint' });
}

/** How the page was reached (`navigate`, `reload`, `back_forward`), or `undefined` where the browser does not say. */
function navigationTypeOf(win: Window): string | undefined {
  try {
    const [entry] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type;
  } catch {
    return undefined;
  }
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
 *    route, or WeChat's login for a visitor), or holds a visitor's view and the page a token,
 *    `<html>` gets {@link STALE_VIEW_CLASS}, whose style hides the view so it never flashes;
 * 4. when the page opens on a hash address whose screen the server renders (the map's
 *    `serverViews`), the page goes to that screen's `?path=` link instead ({@link serverLinkOf}),
 *    with `location.replace`, and loads nothing more: the server's page comes back with the screen
 *    in its HTML, and step 1 takes it back to the same hash address;
 * 5. with the server's preload map ({@link PRELOADS_ID}), the first screen's code starts downloading:
 *    for a server-rendered view that the page opens on, its largest image first, then (once that
 *    is in and the first paint is on the screen) the entry and the view's chunks; else the entry at
 *    once, beside the chunks of the screen the page opens on and the transport of its first request.
 *
 * @example
 * window.__shqcbPrepaint = prepaint(window, document);
 */
export function prepaint(win: Window, doc: Document): PrepaintOutcome {
  const landingUrl = win.location.href;
  const preloads = readPreloads(doc);
  let hydrate = false;
  let route: string | null = null;
  let leaving = false;
  try {
    const redirect = pathRedirectUrl(landingUrl);
    if (redirect !== null) win.history.replaceState(win.history.state, '', redirect);
    applyDisplayPrefs(getDisplayPrefs(), doc.documentElement);
    const meta = doc.querySelector(`meta[name="${RENDERED_VIEW_META}"]`);
    const rendered = meta?.getAttribute('content') ?? null;
    route = firstRouteOf(win.location.href, runtime());
    // A visitor's view is not for a page that holds a token (the reader cookie had not caught up).
    hydrate = rendered !== null && route === rendered && !(meta?.getAttribute(RENDERED_FOR_ATTRIBUTE) === 'visitor' && hasToken());
    if (rendered !== null && !hydrate) doc.documentElement.classList.add(STALE_VIEW_CLASS);
    // The page hydrates its view (home, a link's screen): nothing to decide before its first paint.
    const link =
      !hydrate && preloads?.serverViews && route !== null && redirect === null
        ? serverLinkOf({
            href: win.location.href,
            route,
            rendered,
            patterns: preloads.routes.map(([pattern]) => pattern),
            serverViews: preloads.serverViews,
            host: runtime(),
            signedIn: readerHintOf(doc.cookie),
            holdsToken: hasToken(),
            navigation: navigationTypeOf(win),
          })
        : null;
    if (link !== null) {
      win.location.replace(link);
      leaving = true;
    }
  } finally {
    // Whatever failed above, the page gets its entry script (it carries none of its own), unless
    // it is on its way to the server's rendering of its screen.
    if (preloads && !leaving) preloadFirstScreen(win, doc, preloads, hydrate, route);
  }
  return { landingUrl, hydrate };
}
