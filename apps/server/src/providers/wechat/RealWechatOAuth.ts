import type { Logger } from '../../Logger.ts';
import { ApiError } from '../../http/ApiError.ts';
import { callWechatApi, isWechatError, type FetchLike, type WechatCall, type WechatReply } from './callWechatApi.ts';
import type { WechatOAuth, WechatScope, WechatUser } from './WechatOAuth.ts';
import { wechatRefusal } from './wechatRefusal.ts';

const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
const API_BASE = 'https://api.weixin.qq.com';
const UNAVAILABLE = '微信登录暂不可用，请稍后重试';

export interface RealWechatOAuthOptions {
  appId: string;
  appSecret: string;
  fetch: FetchLike;
  logger: Logger;
  /** Per WeChat call (default 5000 ms). */
  timeoutMs?: number;
}

/**
 * 网页授权 against WeChat's servers: the authorisation page of open.weixin.qq.com, then
 * `sns/oauth2/access_token` (code → openid and a user access token) and, for snsapi_userinfo,
 * `sns/userinfo` (nickname and avatar). The user access token is used once and dropped.
 */
export class RealWechatOAuth implements WechatOAuth {
  readonly #appId: string;
  readonly #appSecret: string;
  readonly #call: WechatCall;

  constructor(options: RealWechatOAuthOptions) {
    this.#appId = options.appId;
    this.#appSecret = options.appSecret;
    this.#call = { fetch: options.fetch, logger: options.logger, timeoutMs: options.timeoutMs ?? 5000 };
  }

  authorizeUrl(redirectUri: string, state: string, scope: WechatScope): string {
    // WeChat wants exactly this parameter order and the #wechat_redirect fragment.
    const query = [
      `appid=${this.#appId}`,
      `redirect_uri=${encodeURIComponent(redirectUri)}`,
      'response_type=code',
      `scope=${scope}`,
      `state=${encodeURIComponent(state)}`,
    ].join('&');
    return `${AUTHORIZE_URL}?${query}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatUser> {
    const token = this.#check(
      'sns/oauth2/access_token',
      await callWechatApi(
        this.#call,
        'sns/oauth2/access_token',
        `${API_BASE}/sns/oauth2/access_token?${new URLSearchParams({ appid: this.#appId, secret: this.#appSecret, code, grant_type: 'authorization_code' })}`,
      ),
    );
    const openid = text(token.openid);
    const accessToken = text(token.access_token);
    if (!openid || !accessToken) return this.#nonsense('sns/oauth2/access_token');
    const unionid = text(token.unionid) || undefined;
    // snsapi_base grants no profile; asking would only earn errcode 48001.
    if (text(token.scope) === 'snsapi_base') return { openid, unionid, nickname: '', headimgurl: '' };

    const info = this.#check(
      'sns/userinfo',
      await callWechatApi(this.#call, 'sns/userinfo', `${API_BASE}/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' })}`),
    );
    if (text(info.openid) !== openid) return this.#nonsense('sns/userinfo');
    return { openid, unionid: text(info.unionid) || unionid, nickname: text(info.nickname), headimgurl: text(info.headimgurl) };
  }

  /** Passes a success reply through; an error reply becomes the reader's refusal and a log line. */
  #check(api: string, reply: WechatReply): WechatReply {
    if (!isWechatError(reply)) return reply;
    const refusal = wechatRefusal(reply.errcode, UNAVAILABLE);
    const details = { api, errcode: reply.errcode, errmsg: reply.errmsg };
    if (refusal.status === 400) this.#call.logger.warn('wechat oauth refused the code', details);
    else this.#call.logger.error('wechat oauth failed', details);
    throw refusal;
  }

  #nonsense(api: string): never {
    this.#call.logger.error('wechat oauth answered without the expected fields', { api });
    throw new ApiError(503, UNAVAILABLE);
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
