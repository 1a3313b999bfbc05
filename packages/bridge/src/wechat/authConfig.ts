/**
 * Where WeChat authorisation starts (below the API base): the server issues `state`, keeps it in an
 * httpOnly cookie and redirects to WeChat's page or, locally, to its simulator (decision 6).
 */
export const WECHAT_AUTHORIZE_PATH = '/api/front/wxAuthorize';

export interface WechatAuthConfig {
  /** Where authorisation starts; default the server's wxAuthorize on this origin. */
  authorizeUrl: string;
  /** The official account's app id (needed by WeChat's own page). */
  appId?: string | undefined;
}

// Apart from the authorisation code so the shell can configure it from its entry chunk.
let config: WechatAuthConfig = { authorizeUrl: WECHAT_AUTHORIZE_PATH };

/**
 * Sets where authorisation goes; the shell calls it once at start from its build settings
 * (`VITE_WECHAT_AUTHORIZE_URL`, `VITE_WECHAT_APP_ID`).
 *
 * @example
 * configureWechatAuthorization({ authorizeUrl: `${API_BASE}${WECHAT_AUTHORIZE_PATH}` });
 */
export function configureWechatAuthorization(next: Partial<WechatAuthConfig>): void {
  config = { ...config, ...next };
}

/** The configured authorisation page and app id. */
export function wechatAuthConfig(): WechatAuthConfig {
  return config;
}
