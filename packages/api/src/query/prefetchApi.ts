import type { AnyEndpoint, InputOf } from '../contract/index.ts';
import { apiQueryClient } from './apiQueryClient.ts';
import { apiQueryOptions } from './apiQueryOptions.ts';
import { DEFAULT_PAGE_SIZE, apiListOptions } from './useApiList.ts';
import type { ListInputOf } from './useApiList.ts';

/**
 * Starts a call now so that the screen which asks for the same endpoint and input later gets the
 * answer from the cache: the first screen's data while its code downloads, the detail of a link the
 * reader is about to tap. A failure is told only if a screen shows the query by then; does nothing
 * when a fresh answer is cached or on its way.
 *
 * @example
 * prefetchApi(newsShow, { id: 12 });
 */
export function prefetchApi<E extends AnyEndpoint>(endpoint: E, input?: InputOf<E>): void {
  void apiQueryClient.prefetchQuery(apiQueryOptions(endpoint, input));
}

/** Starts the first page of a list, as {@link useApiList} with the same input will ask for it. */
export function prefetchApiList<E extends AnyEndpoint>(endpoint: E, input?: ListInputOf<E>, pageSize = DEFAULT_PAGE_SIZE): void {
  void apiQueryClient.prefetchInfiniteQuery(apiListOptions(endpoint, input, pageSize));
}
