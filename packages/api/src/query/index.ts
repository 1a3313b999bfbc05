/**
 * The data layer of every screen (TanStack Query on the contract, decision 10): cached calls,
 * paged lists, changes with optimistic updates, prefetching, and a reset when the reader changes.
 *
 * @example
 * const tabs = useApiQuery(titleList);
 * const list = useApiList(newsIndex, { categoryId: 307 });
 */
export { GC_MS, STALE_MS, apiQueryClient } from './apiQueryClient.ts';
export { LIST_KEY, apiListKey, apiQueryKey } from './apiQueryKey.ts';
export { apiQueryOptions } from './apiQueryOptions.ts';
export type { QueryCallOptions } from './apiQueryOptions.ts';
export { prefetchApi, prefetchApiList } from './prefetchApi.ts';
export { resetApiCache } from './resetApiCache.ts';
export { apiCacheHasFailures, clearApiCache, refreshApiCache, restoreApiCache, settleApiCache, snapshotApiCache } from './ssrCache.ts';
export type { ApiCacheSnapshot } from './ssrCache.ts';
export { DEFAULT_PAGE_SIZE, apiListOptions, useApiList } from './useApiList.ts';
export type { ApiList, ApiListStatus, ListInputOf, ListItemOf } from './useApiList.ts';
export { useApiMutation } from './useApiMutation.ts';
export type { OptimisticChange, UseApiMutationOptions } from './useApiMutation.ts';
export { useApiQuery } from './useApiQuery.ts';
export type { UseApiQueryOptions } from './useApiQuery.ts';
