import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, isApiError } from './ApiError.ts';
import { breakingNewsList, newsIndex, newsShow, titleList } from './contract/content.ts';
import type { NewsDetail, TabItem } from './contract/content.ts';
import { TOKEN_HEADER, endpoint } from './contract/index.ts';
import { login } from './contract/login.ts';
import { pageStatistics } from './contract/other.ts';
import { userShow } from './contract/user.ts';
import { REQUEST_TIMEOUT_MS, createApiClient } from './createApiClient.ts';
import type { ApiClientOptions } from './createApiClient.ts';
import { LOGIN_REQUIRED_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages.ts';
import { mockEndpoint, mockEndpointError, mockNetworkError, mockPath, newsItems } from './mocks/index.ts';
import { server } from './test-setup.ts';

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const onToast = vi.fn<(message: string) => void>();
  const onUnauthorized = vi.fn<ApiClientOptions['onUnauthorized']>();
  const onLoading = vi.fn<(active: boolean) => void>();
  const state = { token: null as string | null };
  const api = createApiClient({
    baseUrl: 'https://api.example.test/',
    getToken: () => state.token,
    onToast,
    onUnauthorized,
    onLoading,
    ...overrides,
  });
  return { api, onToast, onUnauthorized, onLoading, state };
}

/** Records every request that reaches a path and answers with `body`. */
function capture(method: 'get' | 'post', path: string, body: unknown = { code: 0, msg: 'ok', data: null }) {
  const requests: Request[] = [];
  server.use(
    http[method](mockPath(path), ({ request }) => {
      requests.push(request);
      return HttpResponse.json(body as never);
    }),
  );
  return requests;
}

/** A call outside the contract's groups, to test what the client does with any endpoint. */
function testEndpoint(method: 'GET' | 'POST', path: string, setup: 'json' | 'long' = 'json') {
  return endpoint({ method, path, setup, summary: 'test', input: v.any(), output: v.unknown(), example: {} });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('requests', () => {
  it('should send the token in the Authori-zation header when there is one', async () => {
    const { api, state } = setup();
    state.token = 'token-abc';
    const requests = capture('get', 'titleList', { code: 0, msg: 'ok', data: [] });
    await api.call(titleList);
    expect(requests[0]?.headers.get(TOKEN_HEADER)).toBe('token-abc');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('should send no token header without a token and read the token anew for every request', async () => {
    const { api, state } = setup();
    const requests = capture('get', 'titleList', { code: 0, msg: 'ok', data: [] });
    await api.call(titleList);
    state.token = 'later';
    await api.call(titleList);
    expect(requests[0]?.headers.has(TOKEN_HEADER)).toBe(false);
    expect(requests[1]?.headers.get(TOKEN_HEADER)).toBe('later');
  });

  it('should wait for a token source that returns a promise before sending', async () => {
    let release: (token: string) => void = () => undefined;
    const token = new Promise<string>((resolve) => (release = resolve));
    const { api } = setup({ getToken: () => token });
    const requests = capture('get', 'titleList', { code: 0, msg: 'ok', data: [] });
    const pending = api.call(titleList);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    release('from-the-app');
    await pending;
    expect(requests[0]?.headers.get(TOKEN_HEADER)).toBe('from-the-app');
  });

  it('should send the request without a token when the token source rejects', async () => {
    const { api } = setup({ getToken: () => Promise.reject(new Error('bridge gone')) });
    const requests = capture('get', 'titleList', { code: 0, msg: 'ok', data: [] });
    await api.call(titleList);
    expect(requests[0]?.headers.has(TOKEN_HEADER)).toBe(false);
  });

  it('should put GET params in the query string and skip undefined and null', async () => {
    const { api } = setup();
    const requests = capture('get', 'things');
    await api.call(testEndpoint('GET', 'things'), { a: 1, b: undefined, c: null, d: '上海', e: [1, 2] });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://api.example.test/api/front/things');
    expect([...url.searchParams]).toEqual([['a', '1'], ['d', '上海'], ['e', '1'], ['e', '2']]);
    expect(requests[0]?.body).toBeNull();
  });

  it('should send POST params as a JSON body', async () => {
    const { api } = setup();
    const requests = capture('post', 'pageStatistics', { code: 0, msg: 'ok', data: { recorded: true, count: 1 } });
    await api.call(pageStatistics, { path: '/index', title: '首页' });
    expect(requests[0]?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(new URL(requests[0]?.url ?? '').search).toBe('');
    expect(await requests[0]?.json()).toEqual({ path: '/index', title: '首页' });
  });

  it('should send a FormData body as is', async () => {
    const { api } = setup();
    const requests = capture('post', 'users/uploadImg');
    const form = new FormData();
    form.append('name', 'avatar.png');
    await api.call(testEndpoint('POST', 'users/uploadImg', 'long'), form);
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect((await requests[0]?.formData())?.get('name')).toBe('avatar.png');
  });

  it('should fill ${name} placeholders with URL-encoded params and drop them from the query', async () => {
    const { api } = setup();
    const requests = capture('get', 'marketModule/${id}');
    await api.call(testEndpoint('GET', 'marketModule/${id}'), { id: 'a b/7', page: 2 });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/front/marketModule/a%20b%2F7');
    expect(url.search).toBe('?page=2');
  });

  it('should drop filled placeholders from a POST body', async () => {
    const { api } = setup();
    const requests = capture('post', 'lottery/${kind}/draw');
    await api.call(testEndpoint('POST', 'lottery/${kind}/draw'), { kind: 'daily', times: 1 });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/front/lottery/daily/draw');
    expect(await requests[0]?.json()).toEqual({ times: 1 });
  });

  it('should reject a missing placeholder param with a TypeError and no toast', async () => {
    const { api, onToast } = setup();
    await expect(api.call(testEndpoint('GET', 'marketModule/${id}'))).rejects.toThrow(TypeError);
    expect(onToast).not.toHaveBeenCalled();
  });

  it('should use the page origin when baseUrl is empty', async () => {
    const { api } = setup({ baseUrl: '' });
    const requests = capture('get', 'titleList', { code: 0, msg: 'ok', data: [] });
    await api.call(titleList);
    expect(requests[0]?.url).toBe(`${location.origin}/api/front/titleList`);
  });
});

describe('json setup', () => {
  it('should resolve the data of envelope code 200', async () => {
    const { api } = setup();
    const answer: NewsDetail = {
      id: 12,
      title: '上汽发布新车',
      thumbnail: '/media/news/12.svg',
      source: '上海汽车报',
      time: '2026-03-15T02:00:00.000Z',
      categoryId: 308,
      views: 41,
      content: '<p>正文</p>',
      author: '本报记者',
      categoryName: '新能源',
      reactions: { praises: 3, collects: 1, praised: false, collected: false },
    };
    server.use(http.get(mockPath('news/show'), () => HttpResponse.json({ code: 200, msg: 'success', data: answer })));
    const detail = await api.call(newsShow, { id: 12 });
    expect(detail).toEqual(answer);
    expectTypeOf(detail).toEqualTypeOf<NewsDetail>();
  });

  it('should resolve the data of envelope code 0', async () => {
    const { api, onToast } = setup();
    const tab: TabItem = { id: 307, name: '推荐', icon: '', isRed: true, isBold: true };
    server.use(http.get(mockPath('titleList'), () => HttpResponse.json({ code: 0, msg: 'ok', data: [tab] })));
    await expect(api.call(titleList)).resolves.toEqual([tab]);
    expect(onToast).not.toHaveBeenCalled();
  });

  it('should call onUnauthorized and reject without a toast on envelope code 401', async () => {
    const { api, onToast, onUnauthorized } = setup();
    const error = await rejection(api.call(userShow));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 401, status: 401, endpoint: 'users/show', message: LOGIN_REQUIRED_MESSAGE });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ setup: 'json', endpoint: 'users/show' });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('should treat HTTP 401 without an envelope as unauthorized', async () => {
    const { api, onToast, onUnauthorized } = setup();
    server.use(http.get(mockPath('users/show'), () => new HttpResponse('Unauthorized', { status: 401 })));
    const error = await rejection(api.call(userShow));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onToast).not.toHaveBeenCalled();
  });

  it('should toast the server msg and reject with its code', async () => {
    const { api, onToast } = setup();
    server.use(mockEndpointError(newsShow, { code: 4001, msg: '该新闻已下线' }));
    const error = await rejection(api.call(newsShow, { id: 3 }));
    expect(error).toMatchObject({ kind: 'server', code: 4001, status: 200, message: '该新闻已下线', endpoint: 'news/show' });
    expect(onToast).toHaveBeenCalledExactlyOnceWith('该新闻已下线');
  });

  it('should handle an HTTP 400 envelope as a server error with its msg', async () => {
    const { api, onToast } = setup();
    const error = await rejection(api.call(login, { phone: '13800138000', code: '000000' }));
    expect(error).toMatchObject({ kind: 'server', code: 400, status: 400, message: '验证码错误，还可尝试 4 次' });
    expect(onToast).toHaveBeenCalledExactlyOnceWith('验证码错误，还可尝试 4 次');
  });

  it('should handle an HTTP 500 envelope as a server error', async () => {
    const { api, onToast } = setup();
    server.use(mockEndpointError(titleList, { code: 500, msg: '服务繁忙' }));
    await expect(api.call(titleList)).rejects.toMatchObject({ kind: 'server', status: 500, message: '服务繁忙' });
    expect(onToast).toHaveBeenCalledWith('服务繁忙');
  });

  it('should accept `message` for `msg` and fall back to the network message when both are missing', async () => {
    const { api, onToast } = setup();
    server.use(http.get(mockPath('titleList'), () => HttpResponse.json({ code: 403, message: '无权访问' }), { once: true }));
    server.use(http.get(mockPath('breakingNewsList'), () => HttpResponse.json({ code: 403, data: null })));
    await expect(api.call(titleList)).rejects.toMatchObject({ message: '无权访问' });
    await expect(api.call(breakingNewsList)).rejects.toMatchObject({ kind: 'server', message: NETWORK_ERROR_MESSAGE });
    expect(onToast.mock.calls).toEqual([['无权访问'], [NETWORK_ERROR_MESSAGE]]);
  });

  it('should reject data that does not match the contract as invalid, with the network toast', async () => {
    const { api, onToast } = setup();
    server.use(mockEndpoint(newsShow, { id: 12, title: null } as never));
    const error = await rejection(api.call(newsShow, { id: 12 }));
    expect(error).toMatchObject({ kind: 'invalid', status: 200, message: NETWORK_ERROR_MESSAGE });
    expect(String(error.cause)).toMatch(/title|Invalid/);
    expect(onToast).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR_MESSAGE);
  });

  it('should reject JSON that is not an envelope as invalid', async () => {
    const { api, onToast } = setup();
    server.use(http.get(mockPath('titleList'), () => HttpResponse.json([{ id: 1 }])));
    await expect(api.call(titleList)).rejects.toMatchObject({ kind: 'invalid' });
    expect(onToast).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });

  it('should treat a body that is not JSON as a network error', async () => {
    const { api, onToast } = setup();
    server.use(http.get(mockPath('titleList'), () => HttpResponse.html('<html>502 Bad Gateway</html>')));
    const error = await rejection(api.call(titleList));
    expect(error).toMatchObject({ kind: 'network', status: 200, message: NETWORK_ERROR_MESSAGE });
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(onToast).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR_MESSAGE);
  });
});

describe('long setup', () => {
  it('should resolve the body as is, without an envelope check', async () => {
    const { api, onToast } = setup();
    capture('get', 'dateList', { code: 500, errcode: 0, list: ['2025-06-18'] });
    await expect(api.call(testEndpoint('GET', 'dateList', 'long'))).resolves.toEqual({
      code: 500,
      errcode: 0,
      list: ['2025-06-18'],
    });
    server.use(http.get(mockPath('help'), () => HttpResponse.text('纯文本')));
    await expect(api.call(testEndpoint('GET', 'help', 'long'))).resolves.toBe('纯文本');
    expect(onToast).not.toHaveBeenCalled();
  });

  it('should call onUnauthorized and reject on body errcode 401 or code 401', async () => {
    const { api, onToast, onUnauthorized } = setup();
    capture('get', 'dateList', { errcode: 401, errmsg: 'token expired' });
    capture('post', 'shareController', { code: 401 });
    await expect(api.call(testEndpoint('GET', 'dateList', 'long'))).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(api.call(testEndpoint('POST', 'shareController', 'long'))).rejects.toMatchObject({
      kind: 'unauthorized',
      endpoint: 'shareController',
    });
    expect(onUnauthorized.mock.calls).toEqual([[{ setup: 'long', endpoint: 'dateList' }], [{ setup: 'long', endpoint: 'shareController' }]]);
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('transport errors', () => {
  it('should toast and reject with kind network when the connection fails', async () => {
    const { api, onToast } = setup();
    server.use(mockNetworkError(pageStatistics));
    const error = await rejection(api.call(pageStatistics, { path: '/index' }));
    expect(error).toMatchObject({ kind: 'network', status: undefined, message: NETWORK_ERROR_MESSAGE, endpoint: 'pageStatistics' });
    expect(onToast).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR_MESSAGE);
  });

  it('should retry a GET once after a connection failure, and a POST never', async () => {
    const { api, onToast } = setup();
    let gets = 0;
    let posts = 0;
    server.use(
      http.get(mockPath('titleList'), () => {
        gets += 1;
        return HttpResponse.error();
      }),
      http.post(mockPath('pageStatistics'), () => {
        posts += 1;
        return HttpResponse.error();
      }),
    );
    await expect(api.call(titleList)).rejects.toMatchObject({ kind: 'network' });
    await expect(api.call(pageStatistics, { path: '/index' })).rejects.toMatchObject({ kind: 'network' });
    expect([gets, posts]).toEqual([2, 1]);
    expect(onToast).toHaveBeenCalledTimes(2);
  });

  it('should resolve when the GET retry succeeds, without a toast', async () => {
    const { api, onToast } = setup();
    server.use(mockNetworkError(titleList, { once: true }));
    await expect(api.call(titleList)).resolves.toContainEqual(expect.objectContaining({ id: 307, name: '推荐' }));
    expect(onToast).not.toHaveBeenCalled();
  });

  it('should treat an HTTP status above 500 as a network error, without a retry', async () => {
    const { api, onToast } = setup();
    let calls = 0;
    server.use(
      http.get(mockPath('titleList'), () => {
        calls += 1;
        return HttpResponse.json({ code: 502, msg: 'bad gateway' }, { status: 502 });
      }),
    );
    await expect(api.call(titleList)).rejects.toMatchObject({ kind: 'network', status: 502, message: NETWORK_ERROR_MESSAGE });
    expect(calls).toBe(1);
    expect(onToast).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR_MESSAGE);
  });

  it('should time out with kind timeout and the network toast', async () => {
    const { api, onToast } = setup({ timeouts: { json: 30 } });
    server.use(mockEndpoint(titleList, [], { delay: 2_000 }));
    const error = await rejection(api.call(titleList));
    expect(error).toMatchObject({ kind: 'timeout', message: NETWORK_ERROR_MESSAGE });
    expect(onToast).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR_MESSAGE);
  });

  describe('default time-outs', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A fetch that never answers but honours its abort signal. */
    const hangingFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });

    it.each([
      ['json', REQUEST_TIMEOUT_MS.json, 20_000],
      ['long', REQUEST_TIMEOUT_MS.long, 100_000],
    ] as const)('should give up a %s call after %i ms', async (setupName, timeout, expected) => {
      expect(timeout).toBe(expected);
      vi.useFakeTimers();
      const { api } = setup({ fetch: hangingFetch });
      const settled = vi.fn();
      const pending = api.call(testEndpoint('POST', 'slow', setupName)).catch((error: unknown) => {
        settled(error);
      });
      await vi.advanceTimersByTimeAsync(timeout - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }));
    });
  });
});

describe('options', () => {
  it('should count loading calls: true on the first start, false when the last ends', async () => {
    const { api, onLoading } = setup();
    server.use(mockEndpoint(titleList, [], { delay: 30 }));
    const first = api.call(titleList, undefined, { loading: true });
    const second = api.call(newsShow, { id: newsItems[0]?.id ?? 0 }, { loading: true });
    const uncounted = api.call(breakingNewsList);
    await Promise.all([first, second, uncounted]);
    expect(onLoading.mock.calls).toEqual([[true], [false]]);
    await expect(api.call(newsShow, { id: 999 }, { loading: true })).rejects.toThrow(ApiError);
    expect(onLoading.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('should not toast a silent call but still reject and report 401', async () => {
    const { api, onToast, onUnauthorized } = setup();
    server.use(mockNetworkError(pageStatistics));
    await expect(api.call(pageStatistics, { path: '/x' }, { silent: true })).rejects.toMatchObject({ kind: 'network' });
    await expect(api.call(newsShow, { id: 999 }, { silent: true })).rejects.toMatchObject({ kind: 'server', code: 404 });
    await expect(api.call(userShow, undefined, { silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onToast).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('should reject with the abort reason and no toast when the signal aborts', async () => {
    const { api, onToast, onLoading } = setup();
    server.use(mockEndpoint(titleList, [], { delay: 'infinite' }));
    const controller = new AbortController();
    const pending = api.call(titleList, undefined, { signal: controller.signal, loading: true });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(api.call(titleList, undefined, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(onToast).not.toHaveBeenCalled();
    expect(onLoading.mock.calls).toEqual([[true], [false]]);
  });

  it('should type call inputs and outputs from the contract', () => {
    const { api } = setup();
    // The calls really run: each is settled here, so none rejects after the test (users/show has no token).
    const settled = <T,>(promise: Promise<T>) => {
      promise.catch(() => undefined);
      return promise;
    };
    expectTypeOf(settled(api.call(titleList))).resolves.toEqualTypeOf<TabItem[]>();
    // Inputs whose fields are all optional may be left out.
    expectTypeOf(settled(api.call(newsIndex))).resolves.toHaveProperty('hasMore').toEqualTypeOf<boolean>();
    expectTypeOf(api.call).toBeCallableWith(newsIndex, { categoryId: '308', page: 2 });
    // @ts-expect-error newsShow needs an id
    void api.call(newsShow).catch(() => undefined);
    expectTypeOf(settled(api.call(userShow))).resolves.toHaveProperty('unreadMsgCount').toEqualTypeOf<number>();
  });
});

describe('requests that outlive the page', () => {
  it('should send keepalive only when the call asks for it', async () => {
    const seen: boolean[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(input instanceof Request ? input.keepalive : init?.keepalive === true);
      return Response.json({ code: 200, msg: 'success', data: { recorded: true, count: 1 } });
    });
    const { api } = setup({ fetch: fetch as typeof globalThis.fetch });
    await api.call(pageStatistics, { path: '/x' }, { keepalive: true });
    await api.call(pageStatistics, { path: '/x' });
    expect(seen).toEqual([true, false]);
  });

  it('should give the absolute URL of an endpoint for a beacon', () => {
    expect(setup().api.urlOf(pageStatistics)).toBe('https://api.example.test/api/front/pageStatistics');
  });
});

