import type { PageViewInput } from '@shqcb/api/contract/other';
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

type SeenView = PageViewInput & { seenAt: number };

/** Views seen before the queue's chunk arrived (a handful at most: it loads with the first view). */
const waiting: SeenView[] = [];
let queue: PageViewQueue | null = null;
let loading = false;
let listening = false;

/** Sends the queued views when the page is hidden or left (a beacon still goes out then). */
function listenForHide(): void {
  if (listening) return;
  listening = true;
  const flush = () => queue?.flush();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

/** Loads the queue (kept out of the home route's initial script) and hands it the views seen so far. */
function loadQueue(): void {
  if (loading) return;
  loading = true;
  import('./pageViewSender.ts')
    .then(({ pageViewQueue }) => {
      queue = pageViewQueue;
      for (const view of waiting.splice(0)) pageViewQueue.add(view);
      // Hidden while the chunk was on its way: send now, the page may not come back.
      if (document.visibilityState === 'hidden') pageViewQueue.flush();
    })
    .catch(() => {
      loading = false; // try again with the next view
    });
  listenForHide();
}

/**
 * The analytics hook: the shell calls it once per route view. The view joins the page-view queue
 * (sent to pageStatistics in batches as the page is hidden, never holding up navigation) and, when
 * the publisher's page has a third-party analytics queue (`window._hmt`), is pushed there too.
 * Never throws.
 */
export function recordPageView(path: string, title: string): void {
  try {
    const view = { path, title, referrer: document.referrer, seenAt: Date.now() };
    if (queue) queue.add(view);
    else {
      if (waiting.length < 20) waiting.push(view);
      loadQueue();
    }
    window._hmt?.push(['_trackPageview', `/shqcb/#${path}`]);
  } catch {
    // Statistics never bother the reader.
  }
}
