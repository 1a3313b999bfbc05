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

const FRESH: Store<never> = { items: [], page: 0, status: 'idle' };

/**
 * An infinitely scrolling list over a paginated call. Lists are kept per `key`, so a reader who
 * switches channels and comes back finds the pages already loaded. `fetchPage` should be stable
 * (wrap it in useCallback): a new function starts a new list.
 */
export function usePagedList<T extends { id: number }>(
  key: string,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
): PagedList<T> {
  const [stores, setStores] = useState<ReadonlyMap<string, Store<T>>>(() => new Map());
  const busy = useRef(new Map<string, AbortController>());
  const store: Store<T> = stores.get(key) ?? FRESH;

  const put = useCallback((k: string, change: (s: Store<T>) => Store<T>) => {
    setStores((m) => new Map(m).set(k, change(m.get(k) ?? FRESH)));
  }, []);

  /** Fetches page `nextPage` of list `k`; state changes only when the answer arrives. */
  const fetchInto = useCallback(
    (k: string, nextPage: number) => {
      const controller = new AbortController();
      busy.current.set(k, controller);
      const done = () => {
        if (busy.current.get(k) === controller) busy.current.delete(k);
      };
      fetchPage(nextPage, controller.signal).then(
        (page) => {
          done();
          if (controller.signal.aborted) return;
          put(k, (s) => {
            const known = new Set(s.items.map((i) => i.id));
            // Items can shift between pages while a reader scrolls; never show one twice.
            const items = [...s.items, ...page.list.filter((i) => !known.has(i.id))];
            const status: PagedStatus = items.length === 0 ? 'empty' : page.hasMore ? 'idle' : 'end';
            return { items, page: nextPage, status };
          });
        },
        () => {
          done();
          if (!controller.signal.aborted) put(k, (s) => ({ ...s, status: 'error' }));
        },
      );
    },
    [fetchPage, put],
  );

  const loadMore = useCallback(() => {
    if (busy.current.has(key) || store.status === 'end' || store.status === 'empty') return;
    put(key, (s) => ({ ...s, status: 'loading' }));
    fetchInto(key, store.page + 1);
  }, [key, store.page, store.status, fetchInto, put]);

  const refresh = useCallback(() => {
    busy.current.get(key)?.abort();
    busy.current.delete(key);
    put(key, () => FRESH);
  }, [key, put]);

  // The first page loads as soon as the list is shown; it counts as loading while page is 0.
  useEffect(() => {
    if (store.page === 0 && store.status === 'idle' && !busy.current.has(key)) fetchInto(key, 1);
  }, [key, store.page, store.status, fetchInto]);

  useEffect(() => {
    const controllers = busy.current;
    return () => {
      controllers.forEach((c) => c.abort());
      controllers.clear();
    };
  }, []);

  const status: PagedStatus = store.page === 0 && store.status === 'idle' ? 'loading' : store.status;
  return { items: store.items, status, loadMore, refresh };
}
