import { http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, HOME_TAB_ID, TOKEN_HEADER, endpoints, envelopeSchema } from '../contract/index.ts';
import type { EndpointName, InputOf } from '../contract/index.ts';
import { createApiClient } from '../createApiClient.ts';
import { server } from '../test-setup.ts';
import {
  MOCK_SMS_CODE,
  MOCK_TOKEN,
  defaultResolvers,
  handlers,
  makeAdvertising,
  makeBreakingNews,
  makeNewsDetail,
  makeNewsItem,
  makeTab,
  makeUserProfile,
  mockEndpoint,
  mockEndpointError,
  mockNetworkError,
  mockPath,
  newsItems,
} from './index.ts';

const ORIGIN = 'https://mock.example.test';

/** A sample valid input of every endpoint: the mocks must answer each with contract-valid data. */
const samples: { [N in EndpointName]: InputOf<N> } = {
  postSmsCode: { phone: '13800138000' },
  login: { phone: '13800138000', code: MOCK_SMS_CODE },
  userShow: {},
  titleList: {},
  breakingNewsList: {},
  contentListTop5: {},
  contentListOther: { page: 2 },
  newsTop: { categoryId: 310 },
  newsIndex: {},
  newsShow: { id: 12 },
  advertisingList: { position: 'home-top' },
  pageStatistics: { path: '/index' },
  wxLogin: { code: 'any-code' },
  shareConfig: { url: 'https://reader.example.test/shqcb/?type=share' },
  generateQRCode: { url: 'https://reader.example.test/shqcb/#/text-detail/1?type=share' },
  shareController: { url: 'https://reader.example.test/shqcb/', channel: 'wechat-friend' },
  contentList: { page: 2 },
};

/** Raw call without the client, so the check does not depend on the client's own validation. */
async function raw(name: EndpointName, input: Record<string, unknown> = {}, token: string | null = MOCK_TOKEN): Promise<{ status: number; body: unknown }> {
  const { method, path } = endpoints[name];
  const url = new URL(`${ORIGIN}${API_PREFIX}${path}`);
  if (method === 'GET') for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { [TOKEN_HEADER]: token }) },
    body: method === 'POST' ? JSON.stringify(input) : null,
  });
  return { status: response.status, body: await response.json() };
}

const api = () =>
  createApiClient({ baseUrl: ORIGIN, getToken: () => MOCK_TOKEN, onToast: () => undefined, onUnauthorized: () => undefined });

describe('default handlers', () => {
  it('should cover every endpoint of the contract', () => {
    expect(Object.keys(defaultResolvers).sort()).toEqual(Object.keys(endpoints).sort());
    expect(handlers).toHaveLength(Object.keys(endpoints).length);
  });

  it.each(Object.keys(samples) as EndpointName[])('should answer %s with an envelope its output schema accepts', async (name) => {
    const { status, body } = await raw(name, samples[name] as Record<string, unknown>);
    expect(status).toBe(200);
    const checked = v.safeParse(envelopeSchema(endpoints[name].output), body);
    expect(checked.issues ?? []).toEqual([]);
    expect(body).toMatchObject({ code: 200 });
  });

  it('should answer whatever the origin', async () => {
    const client = createApiClient({ getToken: () => null, onToast: () => undefined, onUnauthorized: () => undefined });
    await expect(client.call('titleList')).resolves.toHaveLength(7);
    await expect(api().call('titleList')).resolves.toHaveLength(7);
  });

  it('should list the 推荐 tab (307) first', async () => {
    const tabs = await api().call('titleList');
    expect(tabs[0]).toMatchObject({ id: HOME_TAB_ID, name: '推荐' });
    expect(tabs.every((tab) => tab.name !== '')).toBe(true);
  });

  it('should page 25 news items as 10 + 10 + 5', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => api().call('newsIndex', { categoryId: HOME_TAB_ID, page })));
    expect(pages.map((page) => page.list.length)).toEqual([10, 10, 5, 0]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false, false]);
    expect(pages[0]).toMatchObject({ page: 1, pageSize: 10, total: 25 });
    expect(pages.flatMap((page) => page.list.map((item) => item.id))).toEqual(newsItems.map((item) => item.id));
  });

  it('should filter news by category and answer an unknown category with an empty page', async () => {
    const page = await api().call('contentListOther', { categoryId: 310 });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((item) => item.categoryId === 310)).toBe(true);
    await expect(api().call('newsIndex', { categoryId: 999 })).resolves.toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it('should answer news/show for ids 1..25 and 404 otherwise', async () => {
    await expect(api().call('newsShow', { id: '7' })).resolves.toEqual(makeNewsDetail({ id: 7 }));
    await expect(raw('newsShow', { id: 26 })).resolves.toEqual({ status: 404, body: { code: 404, msg: '新闻不存在', data: null } });
  });

  it('should give the profile 120 unread messages, and answer 401 without a token', async () => {
    await expect(api().call('userShow')).resolves.toMatchObject({ unreadMsgCount: 120 });
    await expect(raw('userShow', {}, null)).resolves.toMatchObject({ status: 401, body: { code: 401 } });
  });

  it('should log in with the SMS code 123456 and refuse another', async () => {
    await expect(api().call('login', { phone: '13800138000', code: '123456' })).resolves.toMatchObject({
      type: 'login',
      token: MOCK_TOKEN,
      username: '13800138000',
    });
    await expect(raw('login', { phone: '13800138000', code: '654321' })).resolves.toMatchObject({
      status: 400,
      body: { code: 400, msg: '验证码错误' },
    });
  });

  it('should refuse input the contract refuses, with the schema message', async () => {
    await expect(raw('postSmsCode', { phone: '12345' })).resolves.toMatchObject({ status: 400, body: { code: 400, msg: '请输入正确的手机号' } });
  });
});

describe('fixture factories', () => {
  it('should build contract-valid, deterministic fixtures', () => {
    expect(makeNewsItem({ id: 5 })).toEqual(makeNewsItem({ id: 5 }));
    expect(makeNewsItem({ id: 5, title: '自定义' }).title).toBe('自定义');
    expect(v.is(endpoints.newsShow.output, makeNewsDetail({ id: 12 }))).toBe(true);
    expect(v.is(endpoints.titleList.output, [makeTab(), makeTab({ id: 307 })])).toBe(true);
    expect(v.is(endpoints.breakingNewsList.output, [makeBreakingNews()])).toBe(true);
    expect(v.is(endpoints.advertisingList.output, [makeAdvertising()])).toBe(true);
    expect(v.is(endpoints.userShow.output, makeUserProfile())).toBe(true);
    expect(v.is(endpoints.newsIndex.input, {})).toBe(true);
  });

  it('should vary thumbnails and audio across the list', () => {
    expect(newsItems.some((item) => item.thumbnail === '')).toBe(true);
    expect(newsItems.some((item) => item.voiceUrl !== undefined)).toBe(true);
    expect(new Set(newsItems.map((item) => item.title)).size).toBe(25);
  });
});

describe('helpers', () => {
  it('should override an endpoint with data or a resolver given the parsed input', async () => {
    server.use(mockEndpoint('userShow', makeUserProfile({ unreadMsgCount: 0 })));
    await expect(api().call('userShow')).resolves.toMatchObject({ unreadMsgCount: 0 });
    server.use(mockEndpoint('newsShow', ({ input }) => makeNewsDetail({ id: input.id, title: `第${input.id}条` })));
    await expect(api().call('newsShow', { id: '42' })).resolves.toMatchObject({ id: 42, title: '第42条' });
  });

  it('should answer once when asked to', async () => {
    server.use(mockEndpoint('titleList', [makeTab({ id: 1, name: '仅一次' })], { once: true }));
    await expect(api().call('titleList')).resolves.toHaveLength(1);
    await expect(api().call('titleList')).resolves.toHaveLength(7);
  });

  it('should answer an error envelope with the code as HTTP status by default', async () => {
    server.use(mockEndpointError('titleList', { code: 403, msg: '无权访问' }));
    await expect(raw('titleList')).resolves.toEqual({ status: 403, body: { code: 403, msg: '无权访问', data: null } });
    server.use(mockEndpointError('titleList', { code: 10086, msg: '业务错误' }));
    await expect(raw('titleList')).resolves.toMatchObject({ status: 200, body: { code: 10086 } });
    server.use(mockEndpointError('titleList', { code: 401, msg: '请先登录', status: 200 }));
    await expect(raw('titleList')).resolves.toMatchObject({ status: 200, body: { code: 401 } });
  });

  it('should fail an endpoint at the network level', async () => {
    server.use(mockNetworkError('breakingNewsList'));
    await expect(raw('breakingNewsList')).rejects.toThrow(TypeError);
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
