/** Path of the reference server's local authorisation simulator (below the API base). */
export const WECHAT_SIMULATOR_PATH = '/dev/wechat/authorize';

export interface WechatAuthConfig {
  /** The authorisation page; default the reference server's simulator on this origin. */
  authorizeUrl: string;
  /** The official account's app id (needed by WeChat's own page). */
  appId?: string | undefined;
}

// Apart from the authorisation code so the shell can configure it from its entry chunk.
let config: WechatAuthConfig = { authorizeUrl: WECHAT_SIMULATOR_PATH };

/**
 * Sets where authorisation goes; the shell calls it once at start from its build settings
 * (`VITE_WECHAT_AUTHORIZE_URL`, `VITE_WECHAT_APP_ID`).
 *
 * @example
 * configureWechatAuthorization({ authorizeUrl: `${API_BASE}/dev/wechat/authorize` });
 */
export function configureWechatAuthorization(next: Partial<WechatAuthConfig>): void {
  config = { ...config, ...next };
}

/** The configured authorisation page and app id. */
export function wechatAuthConfig(): WechatAuthConfig {
  return config;
}
