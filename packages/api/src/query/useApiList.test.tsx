import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_TAB_ID, newsIndex } from '../contract/content.ts';
import { newsCollectionShow } from '../contract/engagement.ts';
import { mockPath, newsItems, paginate } from '../mocks/index.ts';
import { server } from '../test-setup.ts';
import { prefetchApiList } from './prefetchApi.ts';
import { useApiList } from './useApiList.ts';


/** Serves `items` in pages and records the page of every request. */
function servePages(items = newsItems, options: { delayMs?: number; failPage?: number } = {}): number[] {
  const asked: number[] = [];
  server.use(
    http.get(mockPath('news/index'), async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      asked.push(page);
      if (options.delayMs) await delay(options.delayMs);
      if (page === options.failPage) return HttpResponse.error();
      return HttpResponse.json({ code: 200, msg: 'success', data: paginate(items, page, Number(url.searchParams.get('pageSize'))) });
    }),
  );
  return asked;
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('useApiList', () => {
  it('should load the first page, then the next one on loadMore, until the end', async () => {
    const items = newsItems.slice(0, 15);
    const asked = servePages(items);
    const { result } = renderHook(() => useApiList(newsIndex, { categoryId: HOME_TAB_ID }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(ids(result.current.items)).toEqual(ids(items.slice(0, 10)));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('end'));
    expect(ids(result.current.items)).toEqual(ids(items));
    act(() => result.current.loadMore());
    expect(asked).toEqual([1, 2]);
  });

  it('should fetch a page once when loadMore is called again while it is on its way', async () => {
    const asked = servePages(newsItems, { delayMs: 50 });
    const { result } = renderHook(() => useApiList(newsIndex));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(asked).toEqual([1, 2]);
  });

  it('should say empty for a list without items', async () => {
    servePages([]);
    const { result } = renderHook(() => useApiList(newsIndex));
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.items).toEqual([]);
  });

  it('should show an error on a failed page, keep what was loaded, and try that page again', async () => {
    const asked = servePages(newsItems, { failPage: 2 });
    const { result } = renderHook(() => useApiList(newsIndex));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.items).toHaveLength(10);
    servePages(newsItems);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(asked.filter((page) => page === 2).length).toBeGreaterThanOrEqual(2);
  });

  it('should try the first page again after it failed', async () => {
    servePages(newsItems, { failPage: 1 });
    const { result } = renderHook(() => useApiList(newsIndex));
    await waitFor(() => expect(result.current.status).toBe('error'));
    servePages(newsItems);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.items).toHaveLength(10);
  });

  it('should keep items of different kinds that share an id (favourite news and videos)', async () => {
    const favourites = [
      { ...newsItems[0], id: 5, kind: 'video' as const, collectedAt: '' },
      { ...newsItems[1], id: 5, kind: 'news' as const, collectedAt: '' },
    ];
    server.use(http.get(mockPath('news-collection/show'), () => HttpResponse.json({ code: 200, msg: 'success', data: paginate(favourites) })));
    const { result } = renderHook(() => useApiList(newsCollectionShow));
    await waitFor(() => expect(result.current.status).toBe('end'));
    expect(result.current.items.map((item) => `${item.kind}:${item.id}`)).toEqual(['video:5', 'news:5']);
  });

  it('should show an item that moved to the next page while the reader scrolled only once', async () => {
    const shifting = [...newsItems];
    const asked: number[] = [];
    server.use(
      http.get(mockPath('news/index'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(page);
        // A new item arrives after page 1 was read: page 2 then starts with page 1's last item.
        const items = page === 1 ? shifting : [newsItems[0], ...shifting];
        return HttpResponse.json({ code: 200, msg: 'success', data: paginate(items, page, 10) });
      }),
    );
    const { result } = renderHook(() => useApiList(newsIndex));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(asked).toEqual([1, 2]));
    await waitFor(() => expect(result.current.items).toHaveLength(19));
    expect(new Set(ids(result.current.items)).size).toBe(19);
  });

  it('should keep its pages when the screen is hidden and shown again, without asking again', async () => {
    const asked = servePages();
    const shown = renderHook(() => useApiList(newsIndex));
    await waitFor(() => expect(shown.result.current.status).toBe('idle'));
    act(() => shown.result.current.loadMore());
    await waitFor(() => expect(shown.result.current.items).toHaveLength(20));
    shown.unmount();
    const back = renderHook(() => useApiList(newsIndex));
    expect(back.result.current.items).toHaveLength(20);
    expect(back.result.current.status).toBe('idle');
    expect(asked).toEqual([1, 2]);
  });

  it('should keep lists of different inputs apart', async () => {
    servePages();
    const a = renderHook(() => useApiList(newsIndex, { categoryId: HOME_TAB_ID }));
    const b = renderHook(() => useApiList(newsIndex, { categoryId: 308 }));
    await waitFor(() => expect(a.result.current.status).toBe('idle'));
    await waitFor(() => expect(b.result.current.status).toBe('idle'));
    act(() => a.result.current.loadMore());
    await waitFor(() => expect(a.result.current.items).toHaveLength(20));
    expect(b.result.current.items).toHaveLength(10);
  });

  it('should start over from page 1 on refresh', async () => {
    const asked = servePages();
    const { result } = renderHook(() => useApiList(newsIndex));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(asked).toEqual([1, 2, 1]);
  });

  it('should find a prefetched first page without asking again', async () => {
    const asked = servePages();
    prefetchApiList(newsIndex, { categoryId: HOME_TAB_ID });
    await waitFor(() => expect(asked).toEqual([1]));
    const { result } = renderHook(() => useApiList(newsIndex, { categoryId: HOME_TAB_ID }));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(asked).toEqual([1]);
  });
});
