import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shqcb/ui-kit/styles.css';
import { resetStartupKeys } from '@shqcb/bridge';
import { App } from './app/App.tsx';
import { setupApi } from './app/api-setup.ts';
import { appRoutes } from './app/routes.ts';
import { clearReloadMarker } from './shell/chunk-reload.ts';
import { preloadScreen } from './shell/lazy-screen.ts';
import { routeOfHash } from './shell/match-route.ts';

resetStartupKeys();
setupApi();

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
