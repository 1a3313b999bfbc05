import { http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { breakingNewsList, newsIndex, newsShow, titleList } from '../contract/content.ts';
import { API_PREFIX, TOKEN_HEADER, envelopeSchema, listEndpoints } from '../contract/index.ts';
import type { AnyEndpoint } from '../contract/index.ts';
import { login } from '../contract/login.ts';
import { isBlobLike, userShow } from '../contract/user.ts';
import { createApiClient } from '../createApiClient.ts';
import { server } from '../test-setup.ts';
import {
  MOCK_PHONE,
  MOCK_SMS_CODE,
  MOCK_TOKEN,
  contractMocks,
  handlers,
  makeNewsDetail,
  makeNewsItem,
  makeUserProfile,
  mockEndpoint,
  mockEndpointError,
  mockNetworkError,
  mockPath,
  newsItems,
} from './index.ts';

const ORIGIN = 'https://mock.example.test';

/** Raw call without the client, so the check does not depend on the client's own validation. */
async function raw(endpoint: AnyEndpoint, input: Record<string, unknown> = {}, token: string | null = MOCK_TOKEN) {
  // Path placeholders (marketModule/${id}) are filled from the input, as the client does.
  const path = endpoint.path.replace(/\$\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name])));
  const url = new URL(`${ORIGIN}${API_PREFIX}${path}`);
  if (endpoint.method === 'GET') for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value));
  const headers = { ...(token && { [TOKEN_HEADER]: token }) };
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...headers },
    body: endpoint.method === 'POST' ? JSON.stringify(input) : null,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

const api = () => createApiClient({ baseUrl: ORIGIN, getToken: () => MOCK_TOKEN, onToast: () => undefined, onUnauthorized: () => undefined });

describe('default handlers', () => {
  it('should have one handler per call of the contract', () => {
    const calls = listEndpoints().map(({ group, name }) => `${group}.${name}`);
    const mocked = Object.entries(contractMocks).flatMap(([group, mocks]) => Object.keys(mocks).map((name) => `${group}.${name}`));
    expect(mocked.sort()).toEqual(calls.sort());
    expect(handlers).toHaveLength(calls.length);
  });

  // Uploads are left to the server's mock-fidelity suite (Node): under the test DOM, undici cannot parse a
  // multipart body (it builds the DOM's File, which its own FormData refuses).
  it.each(listEndpoints().filter(({ endpoint }) => !Object.values(endpoint.example as object).some(isBlobLike)).map(({ name, endpoint }) => [name, endpoint] as const))(
    'should answer the contract example of %s with an envelope its output schema accepts',
    async (_name, endpoint) => {
      const { status, body } = await raw(endpoint, endpoint.example as Record<string, unknown>);
      expect(status).toBe(200);
      expect(v.safeParse(envelopeSchema(endpoint.output), body).issues ?? []).toEqual([]);
      expect(body).toMatchObject({ code: 200, msg: 'success' });
    },
  );

  it('should answer whatever the origin', async () => {
    const client = createApiClient({ getToken: () => null, onToast: () => undefined, onUnauthorized: () => undefined });
    const [fromPage, fromOther] = await Promise.all([client.call(titleList), api().call(titleList)]);
    expect(fromPage.length).toBeGreaterThan(1);
    expect(fromOther).toEqual(fromPage);
  });

  it('should page the recorded news 10 at a time until hasMore is false', async () => {
    const pages = [];
    for (let page = 1; page <= 10; page++) pages.push(await api().call(newsIndex, { page }));
    expect(pages.map((p) => p.list.length)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 0]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, true, true, true, true, true, true, false, false]);
    expect(new Set(pages.flatMap((p) => p.list.map((item) => item.id))).size).toBe(newsItems.length);
  });

  it('should refuse an unknown tab and an unknown news item with the contract’s words', async () => {
    await expect(raw(newsIndex, { categoryId: 999 })).resolves.toEqual({ status: 404, body: { code: 404, msg: '栏目不存在', data: null } });
    await expect(raw(newsShow, { id: 99_999 })).resolves.toEqual({ status: 404, body: { code: 404, msg: '新闻不存在', data: null } });
  });

  it('should answer 401 请登录... for a call that needs a token and has none', async () => {
    await expect(raw(userShow, {}, null)).resolves.toEqual({ status: 401, body: { code: 401, msg: '请登录...', data: null } });
  });

  it('should log in with the mock code and refuse another with the server’s first-wrong-try words', async () => {
    await expect(api().call(login, { phone: MOCK_PHONE, code: MOCK_SMS_CODE })).resolves.toEqual({
      type: 'login',
      token: MOCK_TOKEN,
      username: MOCK_PHONE,
      wxUserInfo: null,
      isNewUser: false,
    });
    await expect(raw(login, { phone: MOCK_PHONE, code: '654321' })).resolves.toMatchObject({
      status: 400,
      body: { code: 400, msg: '验证码错误，还可尝试 4 次' },
    });
  });

  it('should refuse input the contract refuses, with the schema message', async () => {
    const { postSmsCode } = await import('../contract/login.ts');
    await expect(raw(postSmsCode, { phone: '12345' })).resolves.toMatchObject({ status: 400, body: { code: 400, msg: '请输入正确的手机号' } });
    await expect(raw(postSmsCode, {})).resolves.toMatchObject({ status: 400, body: { msg: '请输入手机号' } });
  });
});

describe('fixture factories', () => {
  it('should build from the recorded seed, with overrides', () => {
    const first = newsItems[0];
    expect(makeNewsItem({ id: first?.id })).toEqual(first);
    expect(makeNewsItem({ id: first?.id, title: '自定义' }).title).toBe('自定义');
    expect(v.is(newsShow.output, makeNewsDetail({ id: newsItems[4]?.id }))).toBe(true);
    expect(makeNewsDetail({ id: newsItems[4]?.id })).toMatchObject({ id: newsItems[4]?.id, title: newsItems[4]?.title });
    expect(makeUserProfile({ unreadMsgCount: 120 }).unreadMsgCount).toBe(120);
  });

  it('should carry the variety the server’s answers have: items with and without audio, pictures the server draws', () => {
    expect(newsItems.every((item) => item.thumbnail.startsWith('/media/news/'))).toBe(true);
    expect(newsItems.some((item) => item.voiceUrl !== undefined)).toBe(true);
    expect(newsItems.some((item) => item.voiceUrl === undefined)).toBe(true);
  });
});

describe('helpers', () => {
  it('should override an endpoint with data or a resolver given the parsed input', async () => {
    server.use(mockEndpoint(userShow, makeUserProfile({ unreadMsgCount: 0 })));
    await expect(api().call(userShow)).resolves.toMatchObject({ unreadMsgCount: 0 });
    server.use(mockEndpoint(newsShow, ({ input }) => makeNewsDetail({ id: input.id, title: `第${input.id}条` })));
    await expect(api().call(newsShow, { id: '42' })).resolves.toMatchObject({ id: 42, title: '第42条' });
  });

  it('should answer once when asked to', async () => {
    server.use(mockEndpoint(titleList, [{ id: 1, name: '仅一次', icon: '', isRed: false, isBold: false }], { once: true }));
    await expect(api().call(titleList)).resolves.toEqual([{ id: 1, name: '仅一次', icon: '', isRed: false, isBold: false }]);
    expect((await api().call(titleList)).length).toBeGreaterThan(1);
  });

  it('should answer an error envelope with the code as HTTP status when it is one', async () => {
    server.use(mockEndpointError(titleList, { code: 403, msg: '无权访问' }));
    await expect(raw(titleList)).resolves.toEqual({ status: 403, body: { code: 403, msg: '无权访问', data: null } });
    server.use(mockEndpointError(titleList, { code: 10086, msg: '业务错误' }));
    await expect(raw(titleList)).resolves.toMatchObject({ status: 200, body: { code: 10086 } });
  });

  it('should fail an endpoint at the network level', async () => {
    server.use(mockNetworkError(breakingNewsList));
    await expect(raw(breakingNewsList)).rejects.toThrow(TypeError);
  });

  it('should turn ${name} placeholders into msw path params', () => {
    expect(mockPath('marketModule/${id}')).toBe('*/api/front/marketModule/:id');
    expect(mockPath('/news/show')).toBe('*/api/front/news/show');
    expect(http.get(mockPath('marketModule/${id}'), () => undefined).info.path).toBe('*/api/front/marketModule/:id');
  });

  it('should record unhandled requests for the afterEach check', async () => {
    await expect(fetch(`${ORIGIN}/nowhere`)).rejects.toThrow();
    expect(server.takeUnhandledRequests()).toEqual([`GET ${ORIGIN}/nowhere`]);
    expect(server.takeUnhandledRequests()).toEqual([]);
  });
});
