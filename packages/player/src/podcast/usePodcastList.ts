import { useCallback, useEffect, useRef, useState } from 'react';
import { apiCall } from '@shqcb/api';
import type { AudioItem } from '@shqcb/api/contract';
import type { ListStatus } from '@shqcb/ui-kit';

/** Episodes per page. */
export const PODCAST_PAGE_SIZE = 10;

interface ListState {
  items: AudioItem[];
  page: number;
  status: ListStatus;
}

/**
 * The podcast list (GET contentList), page by page. `loadMore` fetches the next page unless one is
 * on its way or the list has ended; after an error it tries the same page again.
 */
export function usePodcastList(): ListState & { loadMore: () => void } {
  const [state, setState] = useState<ListState>({ items: [], page: 0, status: 'loading' });
  const busy = useRef<AbortController | null>(null);
  const pageRef = useRef(0);
  const doneRef = useRef(false);

  const fetchPage = useCallback((page: number) => {
    const controller = new AbortController();
    busy.current = controller;
    setState((s) => ({ ...s, status: 'loading' }));
    apiCall('contentList', { type: 'audio', page, pageSize: PODCAST_PAGE_SIZE }, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        busy.current = null;
        pageRef.current = page;
        doneRef.current = !result.hasMore;
        setState((s) => {
          const known = new Set(s.items.map((i) => i.id));
          const items = [...s.items, ...result.list.filter((i) => !known.has(i.id))];
          return { items, page, status: items.length === 0 ? 'empty' : result.hasMore ? 'idle' : 'end' };
        });
      },
      () => {
        if (controller.signal.aborted) return;
        busy.current = null;
        setState((s) => ({ ...s, status: 'error' }));
      },
    );
  }, []);

  const loadMore = useCallback(() => {
    if (busy.current || doneRef.current) return;
    fetchPage(pageRef.current + 1);
  }, [fetchPage]);

  useEffect(() => {
    if (pageRef.current === 0 && !busy.current) fetchPage(1);
    return () => {
      busy.current?.abort();
      busy.current = null;
    };
  }, [fetchPage]);

  return { ...state, loadMore };
}
