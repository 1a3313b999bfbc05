import { applyDisplayPrefs, getDisplayPrefs } from '../display/displayPrefs.ts';
import { runtime } from '../runtime.ts';
import { pathRedirectUrl } from '../wechat/planWechatStartup.ts';
import { firstRouteOf } from './routeTarget.ts';

/** The class `<html>` gets when the server's view is not the one the page opens on. */
export const STALE_VIEW_CLASS = 'shq-ssr-stale';
/** The `<meta name>` a server-rendered page names its view with (its in-app address). */
export const RENDERED_VIEW_META = 'shq-ssr-route';

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
 *    the view so it never flashes.
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
  const hydrate = rendered !== null && firstRouteOf(win.location.href, runtime()) === rendered;
  if (rendered !== null && !hydrate) doc.documentElement.classList.add(STALE_VIEW_CLASS);
  return { landingUrl, hydrate };
}
