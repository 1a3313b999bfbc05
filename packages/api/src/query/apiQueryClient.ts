import { QueryCache, QueryClient } from '@tanstack/react-query';
import { getApiClient } from '../defaultClient.ts';

/** How long an answer counts as fresh: a screen shown again within it shows the cache and asks nothing. */
export const STALE_MS = 60_000;
/** How long an answer nobody shows stays in memory (keep-alive screens keep theirs regardless). */
export const GC_MS = 30 * 60_000;

/**
 * The one query cache of the app. Its defaults follow the reader's client rather than TanStack's:
 * the client already retries a GET once after a lost connection and toasts what failed, so queries
 * do not retry again; `networkMode: 'always'` because `navigator.onLine` is unreliable in the apps'
 * web views; no refetch on window focus, which WeChat fires on every return to the chat.
 */
export const apiQueryClient = new QueryClient({
  // Queries call silently; a failure is toasted here, once, if a screen is showing the query.
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.toast === false || query.getObserversCount() === 0) return;
      getApiClient().report(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: STALE_MS,
      gcTime: GC_MS,
      retry: false,
      networkMode: 'always',
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
