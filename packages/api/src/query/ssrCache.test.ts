import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { newsIndex, newsShow, titleList } from '../contract/content.ts';
import { mockPath, newsItems, tabs } from '../mocks/index.ts';
import { server } from '../test-setup.ts';
import { STALE_MS, apiQueryClient } from './apiQueryClient.ts';
import { apiListKey, apiQueryKey } from './apiQueryKey.ts';
import { prefetchApi, prefetchApiList } from './prefetchApi.ts';
import { apiCacheHasFailures, clearApiCache, refreshApiCache, restoreApiCache, settleApiCache, snapshotApiCache } from './ssrCache.ts';
import { DEFAULT_PAGE_SIZE } from './useApiList.ts';

const listeners: Array<(event: { request: Request }) => void> = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) server.events.removeListener('request:start', listener);
});

/** The paths of the requests that start from now on (until the test ends). */
function recordRequests(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname.replace(/^.*\/api\/front\//, ''));
  listeners.push(listener);
  server.events.on('request:start', listener);
  return paths;
}

const id = newsItems[0]?.id ?? 1;

describe('the cache of a server-rendered page (decision 0051)', () => {
  it('should settle once every prefetch has its answer, and carry them across as JSON', async () => {
    prefetchApi(titleList);
    prefetchApi(newsShow, { id });
    prefetchApiList(newsIndex, { categoryId: 307 });
    await settleApiCache();
    expect(apiQueryClient.isFetching()).toBe(0);
    const page = JSON.parse(JSON.stringify(snapshotApiCache())) as ReturnType<typeof snapshotApiCache>;
    clearApiCache();
    expect(apiQueryClient.getQueryData(apiQueryKey(titleList))).toBeUndefined();
    const requests = recordRequests();
    restoreApiCache(page);
    expect(apiQueryClient.getQueryData(apiQueryKey(titleList))).toEqual(tabs);
    expect(apiQueryClient.getQueryData<{ id: number }>(apiQueryKey(newsShow, { id }))?.id).toBe(id);
    expect(apiQueryClient.getQueryData(apiListKey(newsIndex, { categoryId: 307, pageSize: DEFAULT_PAGE_SIZE }))).toBeDefined();
    // Fresh answers are not asked for again.
    prefetchApi(titleList);
    await settleApiCache();
    expect(requests).toEqual([]);
  });

  it('should count a page’s answers as received when the page opens, however long ago the server fetched them', async () => {
    prefetchApiList(newsIndex, { categoryId: 307 });
    await settleApiCache();
    const page = snapshotApiCache();
    // The server kept the page for 59 s and the phone took two more to open it: older than STALE_MS.
    const key = apiListKey(newsIndex, { categoryId: 307, pageSize: DEFAULT_PAGE_SIZE });
    const old = { ...page, queries: page.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: Date.now() - STALE_MS - 1_000 } })) };
    clearApiCache();
    const requests = recordRequests();
    restoreApiCache(old);
    expect(apiQueryClient.getQueryCache().find({ queryKey: key })?.isStaleByTime(STALE_MS)).toBe(false);
    // A list mounting now (the hydrating home) shows what the page carries, not a fetch.
    prefetchApiList(newsIndex, { categoryId: 307 });
    await settleApiCache();
    expect(requests).toEqual([]);
  });

  it('should ask a signed-in reader’s page again only for the answers that may differ for them', async () => {
    prefetchApi(titleList);
    prefetchApi(newsShow, { id });
    prefetchApiList(newsIndex, { categoryId: 307 });
    await settleApiCache();
    const page = snapshotApiCache();
    clearApiCache();
    restoreApiCache(page);
    await refreshApiCache();
    // Invalidated answers are asked again while a screen shows them; the others stay as they are.
    expect(apiQueryClient.getQueryState(apiQueryKey(newsShow, { id }))?.isInvalidated).toBe(true);
    expect(apiQueryClient.getQueryState(apiQueryKey(titleList))?.isInvalidated).toBe(false);
    expect(apiQueryClient.getQueryState(apiListKey(newsIndex, { categoryId: 307, pageSize: DEFAULT_PAGE_SIZE }))?.isInvalidated).toBe(false);
  });

  it('should tell when an answer failed (the server then renders no page)', async () => {
    server.use(http.get(mockPath(newsShow.path), () => HttpResponse.json({ code: 404, msg: '新闻不存在', data: null }, { status: 404 })));
    prefetchApi(titleList);
    await settleApiCache();
    expect(apiCacheHasFailures()).toBe(false);
    prefetchApi(newsShow, { id: 999_999 });
    await settleApiCache();
    expect(apiCacheHasFailures()).toBe(true);
  });
});
