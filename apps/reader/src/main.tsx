import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shqcb/ui-kit/styles.css';
import { configureAppDownloadUrl, resetStartupKeys, runtime } from '@shqcb/bridge';
import { App } from './app/App.tsx';
import { setupApi } from './app/api-setup.ts';
import { appRoutes } from './app/routes.ts';
import { startupGate } from './app/startup-gate.ts';
import { clearReloadMarker } from './shell/chunk-reload.ts';
import { preloadScreen } from './shell/lazy-screen.ts';
import { routeOfHash } from './shell/match-route.ts';

// Read before start-up changes anything: iOS WeChat signs the address the page was opened with.
const landingUrl = window.location.href;

resetStartupKeys();
setupApi();
configureAppDownloadUrl(import.meta.env.VITE_APP_DOWNLOAD_URL);

// Start fetching the first screen's code now, in parallel with React's start, rather than after the
// first render discovers it. The old app waited 300 ms before mounting for the native bridge; this
// one mounts at once everywhere (docs/decisions/0003-mount-without-delay.md).
function preloadFirstScreen(): void {
  const first = routeOfHash(appRoutes, window.location.hash);
  if (!first) return;
  preloadScreen(first);
  first.preload?.(new URLSearchParams(window.location.hash.split('?')[1] ?? ''));
}

// The hosts' start-up lives in chunks of their own (browsers need none of it). In WeChat the first
// route waits for it: it may redirect, open login or exchange an authorisation code (SPEC §4); the
// first screen is preloaded once start-up has settled which screen that is (a visitor gets login).
const host = runtime();
if (host.inWeChat) {
  const started = import('./app/start-wechat.ts').then((m) => m.startWechat(landingUrl, preloadFirstScreen));
  startupGate.holdUntil(started);
  started.catch((error: unknown) => console.warn('[startup]', error));
} else {
  if (host.inApp) void import('./app/native-token.ts').then((m) => m.runHandshake());
  preloadFirstScreen();
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App routes={appRoutes} />
  </StrictMode>,
);
clearReloadMarker();
