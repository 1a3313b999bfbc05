import { apiCall } from '@shqcb/api';
import { pageStatistics } from '@shqcb/api/contract/other';

declare global {
  interface Window {
    /** A third-party analytics queue (Baidu Tongji style), present only when the publisher adds its script. */
    _hmt?: unknown[][];
  }
}

/**
 * Records a page view (SPEC §7 pageStatistics) once the browser is idle, so statistics never compete
 * with the first paint; also pushes to a third-party analytics queue when one is on the page.
 */
export function recordPageView(path: string, title: string): void {
  const send = () => {
    apiCall(pageStatistics, { path, title, referrer: document.referrer.slice(0, 300) }, { silent: true }).catch(() => undefined);
    window._hmt?.push(['_trackPageview', `/shqcb/#${path}`]);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(send, { timeout: 3000 });
  else setTimeout(send, 1000);
}
