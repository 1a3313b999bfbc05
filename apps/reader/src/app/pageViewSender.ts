import { apiCall, getApiClient } from '@shqcb/api';
import { pageStatistics } from '@shqcb/api/contract/other';
import { sendBeacon } from '@shqcb/bridge';
import { createPageViewQueue } from './pageViewQueue.ts';

/** Runs `flush` when the browser is idle, `delayMs` from now at the earliest. */
function scheduleIdle(flush: () => void, delayMs: number): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(flush, { timeout: 3000 });
    else flush();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * The page's page-view queue (loaded after the first view, outside the home route's initial
 * script): batches leave as a beacon, or as a silent keepalive call when there is no beacon.
 */
export const pageViewQueue = createPageViewQueue({
  // Page views are anonymous statistics (decision 0015): a beacon carries no token.
  beacon: (batch) => sendBeacon(getApiClient().urlOf(pageStatistics), batch),
  post: (batch) => apiCall(pageStatistics, batch, { silent: true, keepalive: true }),
  scheduleIdle,
});
