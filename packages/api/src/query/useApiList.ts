import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CallArgs } from '../createApiClient.ts';
import type { AnyEndpoint, InputOf, OutputOf, Page } from '../contract/index.ts';
import { apiCall } from '../defaultClient.ts';
import { apiQueryClient } from './apiQueryClient.ts';
import { apiListKey } from './apiQueryKey.ts';
import { queryCall, queryMeta } from './apiQueryOptions.ts';
import type { QueryCallOptions } from './apiQueryOptions.ts';

/** The state of a paged list as its footer shows it (the ui-kit ListFooter's statuses). */
export type ApiListStatus = 'idle' | 'loading' | 'end' | 'empty' | 'error';

/** The item type of a paged call. */
export type ListItemOf<E extends AnyEndpoint> = OutputOf<E> extends Page<infer T> ? T : never;
/** The input of a paged call without its page. */
export type ListInputOf<E extends AnyEndpoint> = Omit<InputOf<E>, 'page' | 'pageSize'>;

export interface ApiList<T> {
  items: T[];
  status: ApiListStatus;
  /** Loads the next page; does nothing while a page is on its way or after the last one. After an error it tries that page again. */
  loadMore: () => void;
  /** Forgets every page and loads the first again. */
  refresh: () => void;
}

/** Items per page unless a list asks otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

/** A paged call's first-page request, for prefetching a list exactly as the screen will ask for it. */
export function apiListOptions<E extends AnyEndpoint>(
  endpoint: E,
  input: ListInputOf<E> = {} as ListInputOf<E>,
  pageSize = DEFAULT_PAGE_SIZE,
  call: QueryCallOptions = {},
) {
  return {
    queryKey: apiListKey(endpoint, { ...input, pageSize }),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      apiCall(endpoint, ...([{ ...input, page: pageParam, pageSize }, queryCall(call, signal)] as CallArgs<E>)) as Promise<Page<ListItemOf<E>>>,
    meta: queryMeta(endpoint, call),
    initialPageParam: 1,
    getNextPageParam: (last: Page<ListItemOf<E>>) => (last.hasMore ? last.page + 1 : undefined),
  };
}

/**
 * An infinitely scrolling list over a paged call (`{ list, page, pageSize, total, hasMore }`),
 * cached by endpoint and input so a reader who switches channels, or leaves and comes back, finds
 * the pages already loaded. Pair it with the ui-kit's `useScrollEnd` and `ListFooter`:
 *
 * @example
 * const list = useApiList(newsIndex, { categoryId });
 * useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
 * return <>{list.items.map(renderItem)}<ListFooter status={list.status} onRetry={list.loadMore} /></>;
 *
 * A list is not asked again when it is shown again (its pages would shift under the reader's
 * thumb); `refresh` and a change of reader (login, logout) start it over. An item that moved to the
 * next page while the reader scrolled is shown once.
 */
export function useApiList<E extends AnyEndpoint>(
  endpoint: E,
  input: ListInputOf<E> = {} as ListInputOf<E>,
  { pageSize = DEFAULT_PAGE_SIZE }: { pageSize?: number } = {},
): ApiList<ListItemOf<E>> {
  const options = apiListOptions(endpoint, input, pageSize);
  const query = useInfiniteQuery({ ...options, refetchOnMount: false }, apiQueryClient);
  const { data, hasNextPage, isFetching, isError, isPending, fetchNextPage, refetch } = query;
  const key = JSON.stringify(options.queryKey);

  const items = useMemo(() => {
    const seen = new Set<unknown>();
    const all: ListItemOf<E>[] = [];
    for (const page of data?.pages ?? []) {
      for (const item of page.list) {
        // Items of mixed kinds (favourites: news and videos) share ids: the kind is part of the name.
        const { id, kind } = item as { id?: unknown; kind?: unknown };
        const name = kind === undefined ? id : `${String(kind)}:${String(id)}`;
        if (id !== undefined && seen.has(name)) continue;
        seen.add(name);
        all.push(item);
      }
    }
    return all;
  }, [data]);

  let status: ApiListStatus;
  if (isFetching) status = 'loading';
  else if (isError) status = 'error';
  else if (isPending) status = 'loading';
  else if (hasNextPage) status = 'idle';
  else status = items.length === 0 ? 'empty' : 'end';

  const loadMore = useCallback(() => {
    if (isFetching) return;
    // A failed first page has nothing to continue from: ask for it again.
    if (!data) void refetch();
    else if (hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [isFetching, data, hasNextPage, fetchNextPage, refetch]);

  const refresh = useCallback(() => {
    void apiQueryClient.resetQueries({ queryKey: JSON.parse(key) as unknown[], exact: true });
  }, [key]);

  return { items, status, loadMore, refresh };
}
