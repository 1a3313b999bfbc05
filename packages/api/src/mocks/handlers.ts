import type { HttpHandler } from 'msw';
import { ErrorCode } from '../contract/index.ts';
import type { EndpointName } from '../contract/index.ts';
import {
  MOCK_SMS_CODE,
  MOCK_WX_REGISTER_CODE,
  MOCK_TOKEN,
  advertisements,
  audioItems,
  breakingNews,
  makeNewsDetail,
  makeUserProfile,
  newsItems,
  newsOfCategory,
  paginate,
  tabs,
} from './fixtures.ts';
import { MockApiError, endpointHandler } from './mockEndpoint.ts';
import type { MockResolver } from './mockEndpoint.ts';

/** The default answer of every contract endpoint; a test in this package checks none is missing. */
export const defaultResolvers: { [N in EndpointName]?: MockResolver<N> } = {
  postSmsCode: () => ({ expiresIn: 300, resendIn: 60 }),
  login: ({ input }) => {
    if (input.code !== MOCK_SMS_CODE) throw new MockApiError({ code: ErrorCode.badRequest, msg: '验证码错误' });
    return { type: 'login', token: MOCK_TOKEN, username: input.phone, wxUserInfo: null, isNewUser: false };
  },
  userShow: () => makeUserProfile(),
  titleList: () => tabs,
  breakingNewsList: () => breakingNews,
  contentListTop5: ({ input }) => newsOfCategory(input.categoryId).slice(0, 5),
  contentListOther: ({ input }) => paginate(newsOfCategory(input.categoryId), input.page, input.pageSize),
  newsTop: ({ input }) => newsOfCategory(input.categoryId).slice(0, 3),
  newsIndex: ({ input }) => paginate(newsOfCategory(input.categoryId), input.page, input.pageSize),
  newsShow: ({ input }) => {
    if (!newsItems.some((item) => item.id === input.id)) throw new MockApiError({ code: ErrorCode.notFound, msg: '新闻不存在' });
    return makeNewsDetail({ id: input.id });
  },
  advertisingList: ({ input }) => advertisements.filter((ad) => ad.position === input.position),
  pageStatistics: () => ({ recorded: true }),
  wxLogin: ({ input }) => {
    if (input.code === MOCK_WX_REGISTER_CODE) {
      return { type: 'register', wxUserInfo: { openid: 'mock-openid-2', nickname: '新车友', headimgurl: '/media/avatar/default.svg' } };
    }
    return {
      type: 'login',
      token: MOCK_TOKEN,
      username: '13800138000',
      wxUserInfo: { openid: 'mock-openid-1', nickname: '老车友', headimgurl: '/media/avatar/default.svg' },
    };
  },
  shareConfig: () => ({ appID: 'wx-mock-appid', timestamp: 1_795_000_000, nonceStr: 'mocknonce', signature: '0'.repeat(40) }),
  // A 1x1 transparent PNG: the mocks only need a valid base64 image.
  generateQRCode: () => ({ QR: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=' }),
  shareController: () => ({ recorded: true }),
  contentList: ({ input }) => paginate(audioItems, input.page, input.pageSize),
};

/**
 * Default msw handlers of every endpoint, answering like the reference server: input checked by the
 * contract (400 with the schema's message), 401 for a `required` endpoint called without a token.
 */
export const handlers: HttpHandler[] = (Object.keys(defaultResolvers) as EndpointName[]).map((name) =>
  endpointHandler(name, defaultResolvers[name] as MockResolver<typeof name>, { checkAuth: true }),
);
