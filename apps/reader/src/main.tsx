import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@shqcb/ui-kit/styles.css';
import { servePreloadRoute, setRenderTime } from '@shqcb/ui-kit';
import {
  WECHAT_AUTHORIZE_PATH,
  configureAppDownloadUrl,
  configureAudioBase,
  configureWechatAuthorization,
  hasToken,
  resetStartupKeys,
  routeTargetOf,
  runtime,
  syncReaderHint,
} from '@shqcb/bridge';
import { refreshApiCache, restoreApiCache } from '@shqcb/api/query';
import { App } from './app/App.tsx';
import { API_BASE, setupApi } from './app/setupApi.ts';
import { appRoutes } from './app/routes.ts';
import { startupGate } from './app/startupGate.ts';
import { applyWechatPlan, needsWechatModule } from './app/applyWechatPlan.ts';
import { nextTask } from './app/nextTask.ts';
import { readServerRender } from './ssr/readServerRender.ts';
import type { ServerRenderPayload } from './ssr/serverRenderTypes.ts';
import { clearReloadMarker } from './shell/reloadForChunkError.ts';
import { routePreloader } from './shell/routePreloader.ts';

// The inline script of index.html ran before the first paint (decision 0051): it took a `?path=`
// link to its hash route, put the display choices on <html>, and told whether the view the server
// rendered is the one this page opens on. The address it was opened with is what iOS WeChat signs.
const prepainted = window.__shqcbPrepaint;
const landingUrl = prepainted?.landingUrl ?? window.location.href;

resetStartupKeys();
// The cookie that tells the server a reader is here (so it renders WeChat's home for them), kept in
// step with the token for readers who signed in before it existed.
syncReaderHint(hasToken());
const tokenSource = setupApi();
configureAppDownloadUrl(import.meta.env.VITE_APP_DOWNLOAD_URL);
configureAudioBase(import.meta.env.VITE_AUDIO_BASE);
configureWechatAuthorization({
  authorizeUrl: import.meta.env.VITE_WECHAT_AUTHORIZE_URL || `${API_BASE}${WECHAT_AUTHORIZE_PATH}`,
  appId: import.meta.env.VITE_WECHAT_APP_ID,
});

// Start fetching the first screen's code now (after WeChat start-up settled which screen that is),
// in parallel with React's start, rather than after the first render discovers it. The old app
// waited 300 ms before mounting for the native bridge; this one mounts at once everywhere
// (docs/decisions/0003-mount-without-delay.md).
// Links met later preload their screen the same way (decision 10: data on touch; code on touch, or
// in view once the reader has scrolled, so the first paint's links cost the home route nothing).
let scrolled = false;
window.addEventListener('scroll', () => (scrolled = true), { once: true, passive: true });
const preload = routePreloader(appRoutes, () => scrolled);
servePreloadRoute(preload);

// WeChat start-up (SPEC §4): the login route for visitors is decided here, before React mounts;
// sharing and the code exchange load in a chunk of their own, and only an exchange holds the first
// route. The apps load their bridge in a chunk of their own too.
const host = runtime();
if (host.inWeChat) {
  const plan = applyWechatPlan({
    // The address as the prepaint script left it: a `?path=` link is already its hash route.
    landingUrl: window.location.href,
    leave: (url) => window.location.replace(url),
    replace: (url) => window.history.replaceState(window.history.state, '', url),
  });
  if (plan.kind === 'redirect') startupGate.holdUntil(new Promise(() => undefined)); // the page is leaving
  if (needsWechatModule(plan)) {
    const started = import('./app/startWechat.ts').then((m) => m.startWechat(plan, landingUrl));
    if (plan.kind === 'exchange') startupGate.holdUntil(started);
    started.catch((error: unknown) => console.warn('[startup]', error));
  }
} else if (host.inApp) {
  void import('./app/nativeToken.ts').then((m) => m.runHandshake());
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App routes={appRoutes} />
  </StrictMode>
);
/** Renders the reader anew: a view rendered for another address never shows, it goes first. */
function renderAnew(into: HTMLElement): void {
  into.replaceChildren();
  document.documentElement.classList.remove('shq-ssr-stale');
  setRenderTime(null);
  preload(routeTargetOf(window.location.href), 'touch');
  createRoot(into).render(app);
}

/**
 * Hydrates the server's view in tasks of its own (decision 0051): evaluating the entry's modules is
 * one task already (about 6 ms of this machine's CPU in Lighthouse's traces, four times that on its
 * phone), and restoring the answers, starting the screen's chunk and creating the root (React
 * attaches its listeners) would lengthen it towards 50 ms; the page is painted, nothing waits for them.
 */
async function hydrateView(into: HTMLElement, view: ServerRenderPayload): Promise<void> {
  await nextTask();
  restoreApiCache(view.cache);
  // Relative times and today's date hydrate as the server wrote them, then move on.
  setRenderTime(view.renderedAt);
  preload(view.target, 'touch');
  await nextTask();
  // A tap on one of the view's links (plain hash links) meanwhile: that address, rendered anew.
  if (routeTargetOf(window.location.href) !== view.target) return renderAnew(into);
  // In a transition, React hydrates in slices of a few milliseconds between which the browser may
  // paint and answer input, rather than in one long task. A tap meanwhile makes React hydrate what
  // was tapped first and replays it.
  startTransition(() => {
    hydrateRoot(into, app);
  });
  // The server rendered for a visitor: a signed-in reader's own answers (likes, favourites) come anew.
  const token = await tokenSource.get();
  if (token) await refreshApiCache();
}

// The server's view is hydrated when it is the one this page opens on: still, now that start-up
// ran (the reader may have tapped a link before the script came).
const rendered = readServerRender(root);
if (rendered && prepainted?.hydrate && rendered.target === routeTargetOf(window.location.href) && startupGate.isOpen()) {
  hydrateView(root, rendered).catch((error: unknown) => console.error('[hydrate]', error));
} else if (host.inApp && !hasToken()) {
  // Inside the apps the first render decides "reader or visitor" (the shell's login guard, 我的, the
  // paper tab) from the stored token; without one, the app's answer to getToken comes first (at
  // most the token source's time-out, decision 0003): else a reader signed in to the app would see
  // 我的's 登录/注册, or be sent to login, on a page the app opens first.
  void Promise.resolve(tokenSource.get()).finally(() => renderAnew(root));
} else {
  renderAnew(root);
}
clearReloadMarker();
