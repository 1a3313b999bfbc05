import { apiCall, getApiClient } from '@shqcb/api';
import { pageStatistics } from '@shqcb/api/contract/other';
import { sendBeacon } from '@shqcb/bridge';
import { createPageViewQueue } from './pageViewQueue.ts';
import type { PageViewQueue } from './pageViewQueue.ts';

declare global {
  interface Window {
    /**
     * A third-party analytics queue (Baidu Tongji style). The reader never loads such a script: it is
     * there only when the publisher's page adds one, and the demo adds none.
     */
    _hmt?: unknown[][];
  }
}

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

let queue: PageViewQueue | null = null;

/** The page's one queue, created with the first view: beacons, the keepalive fallback, page-hide flushes. */
function pageViewQueue(): PageViewQueue {
  if (queue) return queue;
  const created = createPageViewQueue({
    // Page views are anonymous statistics (decision 0015): a beacon carries no token.
    beacon: (batch) => sendBeacon(getApiClient().urlOf(pageStatistics), batch),
    post: (batch) => apiCall(pageStatistics, batch, { silent: true, keepalive: true }),
    scheduleIdle,
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') created.flush();
  });
  window.addEventListener('pagehide', () => created.flush());
  queue = created;
  return created;
}

/**
 * The analytics hook: the shell calls it once per route view. The view joins the page-view queue
 * (sent to pageStatistics in batches, never holding up navigation) and, when the publisher's page
 * has a third-party analytics queue (`window._hmt`), is pushed there too. Never throws.
 */
export function recordPageView(path: string, title: string): void {
  try {
    pageViewQueue().add({ path, title, referrer: document.referrer });
    window._hmt?.push(['_trackPageview', `/shqcb/#${path}`]);
  } catch {
    // Statistics never bother the reader.
  }
}
