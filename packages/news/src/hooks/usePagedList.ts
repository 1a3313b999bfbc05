import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@shqcb/api/contract';

export type PagedStatus = 'idle' | 'loading' | 'end' | 'empty' | 'error';

export interface PagedList<T> {
  items: T[];
  status: PagedStatus;
  /** Loads the next page unless one is loading or the list has ended. */
  loadMore: () => void;
  /** Clears the list and loads from page 1. */
  refresh: () => void;
}

interface Store<T> {
  items: T[];
  page: number;
  status: PagedStatus;
}

/**
 * An infinitely scrolling list over a paginated call. Lists are cached per `key`, so a reader who
 * switches tabs and comes back finds the pages already loaded.
 */
export function usePagedList<T extends { id: number }>(
  key: string,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
): PagedList<T> {
  const cache = useRef(new Map<string, Store<T>>());
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const inFlight = useRef<AbortController | null>(null);
  const [, force] = useState(0);

  const store = cache.current.get(key) ?? { items: [], page: 0, status: 'idle' as PagedStatus };
  if (!cache.current.has(key)) cache.current.set(key, store);

  const update = useCallback((k: string, patch: Partial<Store<T>>) => {
    const current = cache.current.get(k);
    if (!current) return;
    cache.current.set(k, { ...current, ...patch });
    force((n) => n + 1);
  }, []);

  const loadMore = useCallback(() => {
    const current = cache.current.get(key);
    if (!current || current.status === 'loading' || current.status === 'end' || current.status === 'empty') return;
    const controller = new AbortController();
    inFlight.current = controller;
    update(key, { status: 'loading' });
    const nextPage = current.page + 1;
    fetchRef.current(nextPage, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        const known = new Set(current.items.map((i) => i.id));
        // Items can shift between pages while a reader scrolls; never show one twice.
        const items = [...current.items, ...page.list.filter((i) => !known.has(i.id))];
        const status: PagedStatus = items.length === 0 ? 'empty' : page.hasMore ? 'idle' : 'end';
        update(key, { items, page: nextPage, status });
      },
      () => {
        if (!controller.signal.aborted) update(key, { status: 'error' });
      },
    );
  }, [key, update]);

  const refresh = useCallback(() => {
    inFlight.current?.abort();
    cache.current.set(key, { items: [], page: 0, status: 'idle' });
    force((n) => n + 1);
  }, [key]);

  // The first page of a list loads as soon as it is shown.
  useEffect(() => {
    if (store.page === 0 && store.status === 'idle') loadMore();
  }, [store.page, store.status, loadMore]);

  useEffect(() => () => inFlight.current?.abort(), [key]);

  return { items: store.items, status: store.status, loadMore, refresh };
}
