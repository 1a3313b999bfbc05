/**
 * msw mocks of the contract for unit tests: one answer per call, recorded from the reference
 * server's demo seed and proven against the server by its mock-fidelity suite; fixture factories,
 * per-test overrides and a node server. `createMockServer` needs Node (`msw/node`).
 */
export { createMockServer } from './createMockServer.ts';
export { demoAnswers } from './recorded/demoAnswers.ts';
export type { DemoAnswers } from './recorded/demoAnswers.ts';
export type { MockServer } from './createMockServer.ts';
export {
  MOCK_CAPTCHA,
  MOCK_PHONE,
  MOCK_SMS_CODE,
  MOCK_STALE_STATE,
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
  pinnedNews,
  tabs,
} from './demoData.ts';
// Issue 12 part B
export { HOT_KEYWORDS, MOCK_SENSITIVE_WORDS, categories, commentsOf, epaperIssues, makeComment, reactionsOfNews, specialTopics } from './demoData.ts';
export { commentsOfLive, commentsOfVideo, liveVideos, makeVideoDetail, moduleVideos, pinnedVideos, reactionsOfVideo, videoCategories, videoItems } from './demoData.ts';
export { contractMocks, handlers, mockEntryOf } from './handlers.ts';
// Issue 13: the account's fixtures.
export { makeAvatarSizes, makeFeedback, makeFeedbackReply, makeMessage, makeUploadedImage } from './accountData.ts';
export {
  MOCK_MISSING_ID,
  MOCK_MISSING_ORDER_NO,
  MOCK_ORDER_NO,
  makeAddress,
  makeOrder,
  makePaidOrder,
  makePrintSubscription,
  makeSubscription,
  regions,
  subscribeTypes,
} from './subscriptionData.ts';
export {
  MOCK_DELIVERY,
  MOCK_POOR_KEY,
  demoActivity,
  demoSurvey,
  lotteryPrizes,
  makeChances,
  makeDraw,
  makeDrawsOfEachKind,
  makeExchange,
  makeLedgerEntry,
  makePointsSummary,
  mallGoods,
  mallGoodsDetails,
  pointsRules,
} from './mallData.ts';
export {
  MockRefusal,
  endpointHandler,
  envelopeResponse,
  errorResponse,
  mockEndpoint,
  mockEndpointError,
  mockNetworkError,
  mockPath,
} from './endpointHandler.ts';
export type { MockOptions } from './endpointHandler.ts';
export type { GroupMocks, MockEntry, MockResolver, MockResolverInfo } from './mockTypes.ts';
