/**
 * msw mocks of the contract for unit tests: default handlers with deterministic fixtures, fixture
 * factories, per-test overrides and a node server. `createMockServer` needs Node (`msw/node`).
 */
export { createMockServer } from './createMockServer.ts';
export type { MockServer } from './createMockServer.ts';
export {
  MOCK_PHONE,
  MOCK_SMS_CODE,
  MOCK_TOKEN,
  MOCK_WX_REGISTER_CODE,
  advertisements,
  audioItems,
  breakingNews,
  makeAdvertising,
  makeAudioItem,
  makeBreakingNews,
  makeNewsDetail,
  makeNewsItem,
  makeTab,
  makeUserProfile,
  newsItems,
  newsOfCategory,
  paginate,
  tabs,
} from './fixtures.ts';
export { defaultResolvers, handlers } from './handlers.ts';
export {
  MockApiError,
  endpointHandler,
  envelopeResponse,
  errorResponse,
  mockEndpoint,
  mockEndpointError,
  mockNetworkError,
  mockPath,
} from './mockEndpoint.ts';
export type { MockErrorInit, MockOptions, MockResolver, MockResolverInfo } from './mockEndpoint.ts';
