import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { newsShow, titleList } from '../contract/content.ts';
import { configureApi } from '../defaultClient.ts';
import { mockPath, newsItems, tabs } from '../mocks/index.ts';
import { server } from '../test-setup.ts';
import { prefetchApi } from './prefetchApi.ts';
import { resetApiCache } from './resetApiCache.ts';
import { useApiQuery } from './useApiQuery.ts';


/** Counts the requests that reach a path (the default mocks still answer them). */
function countRequests(path: string): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/api/front/${path}`)) seen.count += 1;
  });
  return seen;
}

describe('useApiQuery', () => {
  it('should load a call’s answer and share it between screens asking with the same input', async () => {
    const requests = countRequests('titleList');
    const first = renderHook(() => useApiQuery(titleList));
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => expect(first.result.current.data).toEqual(tabs));
    const second = renderHook(() => useApiQuery(titleList));
    expect(second.result.current.data).toEqual(tabs);
    expect(requests.count).toBe(1);
  });

  it('should keep answers of different inputs apart', async () => {
    const [a, b] = newsItems;
    const one = renderHook(() => useApiQuery(newsShow, { id: a?.id ?? 0 }));
    const two = renderHook(() => useApiQuery(newsShow, { id: b?.id ?? 0 }));
    await waitFor(() => expect(one.result.current.data?.title).toBe(a?.title));
    await waitFor(() => expect(two.result.current.data?.title).toBe(b?.title));
  });

  it('should keep the answer when the screen goes away and comes back (keep-alive), without asking again', async () => {
    const requests = countRequests('titleList');
    const shown = renderHook(() => useApiQuery(titleList));
    await waitFor(() => expect(shown.result.current.isSuccess).toBe(true));
    shown.unmount();
    const back = renderHook(() => useApiQuery(titleList));
    expect(back.result.current.data).toEqual(tabs);
    expect(back.result.current.isFetching).toBe(false);
    expect(requests.count).toBe(1);
  });

  it('should ask nothing while not enabled', async () => {
    const requests = countRequests('news/show');
    const { result } = renderHook(() => useApiQuery(newsShow, { id: 1 }, { enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests.count).toBe(0);
  });

  it('should show the error once, toasted by the client, and recover on refetch', async () => {
    const onToast = vi.fn();
    configureApi({ getToken: () => null, onToast, onUnauthorized: () => undefined });
    server.use(http.get(mockPath('titleList'), () => HttpResponse.json({ code: 500, msg: '服务繁忙', data: null }, { status: 500 }), { once: true }));
    const { result } = renderHook(() => useApiQuery(titleList));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onToast.mock.calls).toEqual([['服务繁忙']]);
    await result.current.refetch();
    await waitFor(() => expect(result.current.data).toEqual(tabs));
    configureApi({ getToken: () => null, onUnauthorized: () => undefined, onToast: () => undefined });
  });
});

describe('prefetchApi', () => {
  it('should start a call that a screen asking later finds answered, with one request', async () => {
    const requests = countRequests('titleList');
    prefetchApi(titleList);
    await waitFor(() => expect(requests.count).toBe(1));
    const { result } = renderHook(() => useApiQuery(titleList));
    await waitFor(() => expect(result.current.data).toEqual(tabs));
    expect(requests.count).toBe(1);
  });

  it('should fail silently and leave the screen’s own call to ask and toast', async () => {
    const onToast = vi.fn();
    configureApi({ getToken: () => null, onToast, onUnauthorized: () => undefined });
    server.use(http.get(mockPath('titleList'), () => HttpResponse.error()));
    prefetchApi(titleList);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onToast).not.toHaveBeenCalled();
    const { result } = renderHook(() => useApiQuery(titleList));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onToast).toHaveBeenCalledTimes(1);
    configureApi({ getToken: () => null, onUnauthorized: () => undefined, onToast: () => undefined });
  });

  it('should tell a screen that joined a prefetch still on its way when it fails, once', async () => {
    const onToast = vi.fn();
    configureApi({ getToken: () => null, onToast, onUnauthorized: () => undefined });
    server.use(http.get(mockPath('titleList'), async () => (await new Promise((resolve) => setTimeout(resolve, 50)), HttpResponse.error())));
    prefetchApi(titleList);
    const { result } = renderHook(() => useApiQuery(titleList));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onToast.mock.calls).toEqual([['网络错误，请稍后重试']]);
    configureApi({ getToken: () => null, onUnauthorized: () => undefined, onToast: () => undefined });
  });

  it('should not toast the failure of a query the screen asked to keep silent', async () => {
    const onToast = vi.fn();
    configureApi({ getToken: () => null, onToast, onUnauthorized: () => undefined });
    server.use(http.get(mockPath('titleList'), () => HttpResponse.json({ code: 500, msg: '服务繁忙', data: null }, { status: 500 })));
    const { result } = renderHook(() => useApiQuery(titleList, undefined, { silent: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onToast).not.toHaveBeenCalled();
    configureApi({ getToken: () => null, onUnauthorized: () => undefined, onToast: () => undefined });
  });
});

describe('resetApiCache', () => {
  it('should forget answers and ask again for what is on screen (a change of reader)', async () => {
    const requests = countRequests('titleList');
    const { result } = renderHook(() => useApiQuery(titleList));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.use(http.get(mockPath('titleList'), () => HttpResponse.json({ code: 200, msg: 'success', data: [] })));
    await resetApiCache();
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(requests.count).toBe(2);
  });
});
