import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shqcb/ui-kit/styles.css';
import { servePreloadRoute } from '@shqcb/ui-kit';
import {
  WECHAT_AUTHORIZE_PATH,
  applyDisplayPrefs,
  configureAppDownloadUrl,
  getDisplayPrefs,
  configureAudioBase,
  configureWechatAuthorization,
  resetStartupKeys,
  runtime,
} from '@shqcb/bridge';
import { App } from './app/App.tsx';
import { API_BASE, setupApi } from './app/setupApi.ts';
import { appRoutes } from './app/routes.ts';
import { startupGate } from './app/startupGate.ts';
import { applyWechatPlan, needsWechatModule } from './app/applyWechatPlan.ts';
import { clearReloadMarker } from './shell/reloadForChunkError.ts';
import { hashTarget } from './shell/matchRoute.ts';
import { routePreloader } from './shell/routePreloader.ts';

// Read before start-up changes anything: iOS WeChat signs the address the page was opened with.
const landingUrl = window.location.href;

// Text size, dark mode and 长辈模式 from settings, before anything paints.
applyDisplayPrefs(getDisplayPrefs());
resetStartupKeys();
setupApi();
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
function preloadFirstScreen(): void {
  preload(hashTarget(window.location.hash), 'touch');
}

// WeChat start-up (SPEC §4): the path redirect and the login route for visitors are decided here,
// before React mounts; sharing and the code exchange load in a chunk of their own, and only an
// exchange holds the first route. The apps load their bridge in a chunk of their own too.
const host = runtime();
if (host.inWeChat) {
  const plan = applyWechatPlan({
    landingUrl,
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
preloadFirstScreen();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App routes={appRoutes} />
  </StrictMode>,
);
clearReloadMarker();
