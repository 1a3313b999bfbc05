/**
 * The API contract shared by the reader, the reference server, the msw mocks and the OpenAPI
 * document. This barrel holds what every group shares and the groups as tables; import single calls
 * from their group's subpath so that a bundle keeps only the calls it uses.
 *
 * @example
 * import { newsShow } from '@shqcb/api/contract/content';
 * const detail = await apiCall(newsShow, { id: 12 });
 */
export { API_PREFIX, ErrorCode, SUCCESS_CODES, TOKEN_HEADER, UNAUTHORIZED_CODE, UNAUTHORIZED_MESSAGE, envelopeSchema, isSuccessCode } from './envelope.ts';
export type { Envelope } from './envelope.ts';
export { MAX_ID, PHONE_PATTERN, idSchema, pageOf, pageSchema, pageSizeSchema, phoneSchema, smsCodeSchema } from './common.ts';
export type { Page } from './common.ts';
export { endpoint } from './endpoint.ts';
export type {
  AnyEndpoint,
  AuthRule,
  Endpoint,
  EndpointGroup,
  InputOf,
  OutputOf,
  ParsedInputOf,
  Refusal,
  RefusalName,
  RequestSetup,
} from './endpoint.ts';
export { refusalMessage } from './refusalMessage.ts';
export { parseEndpointInput } from './parseEndpointInput.ts';
export type { ParsedInput } from './parseEndpointInput.ts';
export { ARTICLE_HTML_POLICY, acceptsArticleValue } from './articleHtmlPolicy.ts';

export { MEDIA_IMAGE_WIDTHS, mediaSrcSet } from './mediaVariants.ts';
export type { MediaImageWidth } from './mediaVariants.ts';
export type { ArticleHtmlPolicy } from './articleHtmlPolicy.ts';
export { contract, listEndpoints } from './contract.ts';
export type { Contract, GroupName, ListedEndpoint } from './contract.ts';
