import * as v from 'valibot';
import { contentListInput, contentListOutput } from './audio.ts';
import {
  loginInput,
  loginOutput,
  postSmsCodeInput,
  postSmsCodeOutput,
  userProfileSchema,
} from './auth.ts';
import {
  advertisingInput,
  advertisingListOutput,
  breakingNewsListOutput,
  categoryInput,
  categoryPageInput,
  newsDetailSchema,
  newsListOutput,
  newsPageOutput,
  newsShowInput,
  pageStatisticsInput,
  pageStatisticsOutput,
  titleListOutput,
} from './content.ts';
import {
  generateQRCodeInput,
  generateQRCodeOutput,
  shareConfigInput,
  shareConfigOutput,
  shareControllerInput,
  shareControllerOutput,
  wxLoginInput,
  wxLoginOutput,
} from './share.ts';

/**
 * Which request setup of SPEC §8 a call uses.
 * - `json`: 20 000 ms, JSON body, envelope checked (code 0/200), other codes toast `msg` and reject.
 * - `long`: 100 000 ms, body returned as is; errcode 401 clears storage (and re-authorises in WeChat).
 */
export type RequestSetup = 'json' | 'long';

/** Whether a call needs the reader's token: `required` answers 401 without one. */
export type AuthRule = 'required' | 'optional';

export interface Endpoint<I extends v.GenericSchema = v.GenericSchema, O extends v.GenericSchema = v.GenericSchema> {
  method: 'GET' | 'POST';
  /** Path below API_PREFIX, may hold `${name}` placeholders. */
  path: string;
  setup: RequestSetup;
  auth: AuthRule;
  input: I;
  output: O;
}

function endpoint<I extends v.GenericSchema, O extends v.GenericSchema>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}

const empty = v.object({});

/** Every call of the reader, keyed by a stable name. Client and server both read this table. */
export const endpoints = {
  postSmsCode: endpoint({ method: 'POST', path: 'postSmsCode', setup: 'json', auth: 'optional', input: postSmsCodeInput, output: postSmsCodeOutput }),
  login: endpoint({ method: 'POST', path: 'login', setup: 'json', auth: 'optional', input: loginInput, output: loginOutput }),
  userShow: endpoint({ method: 'GET', path: 'users/show', setup: 'json', auth: 'required', input: empty, output: userProfileSchema }),
  titleList: endpoint({ method: 'GET', path: 'titleList', setup: 'json', auth: 'optional', input: empty, output: titleListOutput }),
  breakingNewsList: endpoint({ method: 'GET', path: 'breakingNewsList', setup: 'json', auth: 'optional', input: empty, output: breakingNewsListOutput }),
  contentListTop5: endpoint({ method: 'GET', path: 'contentListTop5', setup: 'json', auth: 'optional', input: categoryInput, output: newsListOutput }),
  contentListOther: endpoint({ method: 'GET', path: 'contentListOther', setup: 'json', auth: 'optional', input: categoryPageInput, output: newsPageOutput }),
  newsTop: endpoint({ method: 'GET', path: 'news/top', setup: 'json', auth: 'optional', input: categoryInput, output: newsListOutput }),
  newsIndex: endpoint({ method: 'GET', path: 'news/index', setup: 'json', auth: 'optional', input: categoryPageInput, output: newsPageOutput }),
  newsShow: endpoint({ method: 'GET', path: 'news/show', setup: 'json', auth: 'optional', input: newsShowInput, output: newsDetailSchema }),
  advertisingList: endpoint({ method: 'GET', path: 'advertising/list', setup: 'json', auth: 'optional', input: advertisingInput, output: advertisingListOutput }),
  wxLogin: endpoint({ method: 'POST', path: 'wxLogin', setup: 'json', auth: 'optional', input: wxLoginInput, output: wxLoginOutput }),
  shareConfig: endpoint({ method: 'GET', path: 'shareConfig', setup: 'json', auth: 'optional', input: shareConfigInput, output: shareConfigOutput }),
  generateQRCode: endpoint({ method: 'GET', path: 'generateQRCode', setup: 'json', auth: 'optional', input: generateQRCodeInput, output: generateQRCodeOutput }),
  shareController: endpoint({ method: 'POST', path: 'shareController', setup: 'json', auth: 'optional', input: shareControllerInput, output: shareControllerOutput }),
  contentList: endpoint({ method: 'GET', path: 'contentList', setup: 'json', auth: 'optional', input: contentListInput, output: contentListOutput }),
  pageStatistics: endpoint({ method: 'POST', path: 'pageStatistics', setup: 'json', auth: 'optional', input: pageStatisticsInput, output: pageStatisticsOutput }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What a caller passes (before parsing: ids may be numbers or strings). */
export type InputOf<N extends EndpointName> = v.InferInput<Endpoints[N]['input']>;
/** What the server receives after parsing. */
export type ParsedInputOf<N extends EndpointName> = v.InferOutput<Endpoints[N]['input']>;
/** The `data` of a successful envelope. */
export type OutputOf<N extends EndpointName> = v.InferOutput<Endpoints[N]['output']>;
