import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { apiQueryClient } from './apiQueryClient.ts';
import type { ApiQueryMeta } from './apiQueryOptions.ts';

/** The cached answers of a server-rendered page, as the page carries them to the reader (JSON). */
export type ApiCacheSnapshot = DehydratedState;

/**
 * Resolves once no query is on its way: the server renders a page after the route's `preload`
 * has fetched what the first view shows, so the first view renders with data, not loading states.
 */
export function settleApiCache(): Promise<void> {
  return new Promise((resolve) => {
    if (apiQueryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const stop = apiQueryClient.getQueryCache().subscribe(() => {
      if (apiQueryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

/** Whether an answer in the cache failed (a server renders no page from a failed answer). */
export function apiCacheHasFailures(): boolean {
  return apiQueryClient.getQueryCache().getAll().some((query) => query.state.status === 'error');
}

/** The answers a server-rendered page was rendered with (successful ones only). */
export function snapshotApiCache(): ApiCacheSnapshot {
  return dehydrate(apiQueryClient);
}

/**
 * Puts a server-rendered page's answers into the cache before React hydrates it, so the first
 * client render finds exactly what the server rendered and asks the server nothing.
 *
 * The answers count as received now: the server keeps a rendered page up to a minute (decision
 * 0051), as long as an answer stays fresh here, so an answer could arrive already stale, and a
 * stale answer is fetched again the moment its screen mounts. That fetch would show while React
 * hydrates (a list's footer says 加载中 where the server wrote none), a mismatch that throws the
 * server's markup away. Counted from now, the page's answers are asked again after a minute, as
 * any answer the phone fetched itself.
 */
export function restoreApiCache(snapshot: ApiCacheSnapshot, now: number = Date.now()): void {
  const queries = snapshot.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, now) } }));
  hydrate(apiQueryClient, { ...snapshot, queries });
}

/** Forgets every answer at once, without asking again (the server, between two pages it renders). */
export function clearApiCache(): void {
  apiQueryClient.clear();
}

/**
 * Asks again, in the background, for every answer that may differ for a signed-in reader, keeping
 * what shows until the new one comes: a page the server rendered for a visitor, opened by a reader,
 * gets the reader's own answers (their likes and favourites) this way, and the answers that are
 * the same for everyone (the home's lists) are not asked twice.
 */
export function refreshApiCache(): Promise<void> {
  return apiQueryClient.invalidateQueries({ predicate: (query) => (query.meta as Partial<ApiQueryMeta> | undefined)?.personal !== false });
}
