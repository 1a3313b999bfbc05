/**
 * 网页授权 scopes: `snsapi_base` gives only the openid, silently; `snsapi_userinfo` asks the
 * reader and also gives nickname and avatar.
 */
export type WechatScope = 'snsapi_base' | 'snsapi_userinfo';

export const WECHAT_SCOPES: readonly WechatScope[] = ['snsapi_base', 'snsapi_userinfo'];

/** What an authorisation code is worth: the reader's WeChat identity. */
export interface WechatUser {
  openid: string;
  unionid?: string;
  /** Empty for snsapi_base. */
  nickname: string;
  /** Avatar URL; empty for snsapi_base. */
  headimgurl: string;
}

/**
 * WeChat web authorisation (OAuth 2.0 of official accounts). The local implementation is a
 * simulator page served by this server; the real one talks to WeChat's servers.
 */
export interface WechatOAuth {
  /**
   * The page to send the reader to. After the reader agrees it redirects to `redirectUri` with
   * `code` and `state` added to the query (only `state` when the reader refuses).
   */
  authorizeUrl(redirectUri: string, state: string, scope: WechatScope): string;
  /**
   * Exchanges a code (single use, 5 minutes) for the identity.
   *
   * @throws {ApiError} 400 for an unknown, used or expired code; 503 when WeChat cannot answer.
   */
  exchangeCode(code: string): Promise<WechatUser>;
}
