/**
 * The API contract shared by the reader and the reference server: paths, methods, request setups,
 * and valibot schemas of every input and output. Import it as `@shqcb/api/contract`.
 *
 * @example
 * import { endpoints, type OutputOf } from '@shqcb/api/contract';
 * const { path, method } = endpoints.newsShow; // 'news/show', 'GET'
 */
export { API_PREFIX, ErrorCode, SUCCESS_CODES, TOKEN_HEADER, UNAUTHORIZED_CODE, envelopeSchema, isSuccessCode } from './envelope.ts';
export type { Envelope } from './envelope.ts';
export { PHONE_PATTERN, idSchema, pageOf, pageSchema, pageSizeSchema, phoneSchema, smsCodeSchema } from './common.ts';
export type { Page } from './common.ts';
export { loginInput, loginOutput, postSmsCodeInput, postSmsCodeOutput, userProfileSchema, wxUserInfoSchema } from './auth.ts';
export type { LoginResult, UserProfile, WxUserInfo } from './auth.ts';
export {
  HOME_TAB_ID,
  advertisingInput,
  advertisingListOutput,
  advertisingSchema,
  breakingNewsListOutput,
  breakingNewsSchema,
  categoryInput,
  categoryPageInput,
  newsDetailSchema,
  newsItemSchema,
  newsListOutput,
  newsPageOutput,
  newsShowInput,
  pageStatisticsInput,
  pageStatisticsOutput,
  tabItemSchema,
  titleListOutput,
} from './content.ts';
export type { Advertising, BreakingNews, NewsDetail, NewsItem, TabItem } from './content.ts';
export {
  generateQRCodeInput,
  generateQRCodeOutput,
  pageUrlSchema,
  shareConfigInput,
  shareConfigOutput,
  shareControllerInput,
  shareControllerOutput,
  wxLoginInput,
  wxLoginOutput,
} from './share.ts';
export type { ShareConfig } from './share.ts';
export { audioItemSchema, contentListInput, contentListOutput } from './audio.ts';
export type { AudioItem } from './audio.ts';
export { endpoints } from './endpoints.ts';
export type { AuthRule, Endpoint, EndpointName, Endpoints, InputOf, OutputOf, ParsedInputOf, RequestSetup } from './endpoints.ts';
