import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shqcb/ui-kit/styles.css';
import { apiCall } from '@shqcb/api';
import {
  WECHAT_SIMULATOR_PATH,
  configureAppDownloadUrl,
  configureWechatAuthorization,
  nativeBridge,
  resetStartupKeys,
  runtime,
} from '@shqcb/bridge';
import { App } from './app/App.tsx';
import { API_BASE, setupApi } from './app/api-setup.ts';
import { runHostStartup } from './app/host-startup.ts';
import { appRoutes } from './app/routes.ts';
import { startupGate } from './app/startup-gate.ts';
import { clearReloadMarker } from './shell/chunk-reload.ts';
import { preloadScreen } from './shell/lazy-screen.ts';
import { routeOfHash } from './shell/match-route.ts';

// Read before start-up changes anything: iOS WeChat signs the address the page was opened with.
const landingUrl = window.location.href;

resetStartupKeys();
setupApi();
configureWechatAuthorization({
  authorizeUrl: import.meta.env.VITE_WECHAT_AUTHORIZE_URL || `${API_BASE}${WECHAT_SIMULATOR_PATH}`,
  appId: import.meta.env.VITE_WECHAT_APP_ID,
});
configureAppDownloadUrl(import.meta.env.VITE_APP_DOWNLOAD_URL);
const pending = runHostStartup({
  runtime: runtime(),
  landingUrl,
  leave: (url) => window.location.replace(url),
  replace: (url) => window.history.replaceState(window.history.state, '', url),
  wxLogin: (input) => apiCall('wxLogin', input, { silent: true }),
  shareConfig: (url) => apiCall('shareConfig', { url }, { silent: true }),
  handshake: () => void nativeBridge().bridgeInfo(),
});
if (pending) startupGate.holdUntil(pending);

// Start fetching the first screen's code now, in parallel with React's start, rather than after the
// first render discovers it. The old app waited 300 ms before mounting for the native bridge; this
// one mounts at once everywhere (docs/decisions/0003-mount-without-delay.md).
const first = routeOfHash(appRoutes, window.location.hash);
if (first) {
  preloadScreen(first);
  first.preload?.(new URLSearchParams(window.location.hash.split('?')[1] ?? ''));
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App routes={appRoutes} />
  </StrictMode>,
);
clearReloadMarker();
