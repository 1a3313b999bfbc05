import { getBackUrl } from '../back-url.ts';
import { WECHAT_SIMULATOR_PATH, startWechatAuthorization } from './authorize.ts';

interface WechatAuthConfig {
  /** The authorisation page; default the reference server's simulator on this origin. */
  authorizeUrl: string;
  /** The official account's app id (needed by WeChat's own page). */
  appId?: string | undefined;
}

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

/**
 * Leaves for the WeChat authorisation page (the /authIndex screen, a 401 in WeChat), coming back to
 * `backRoute` (default: the stored backUrl). Returns the address it went to.
 *
 * @example
 * authorizeWithWechat('/text-detail/3');
 */
export function authorizeWithWechat(backRoute: string = getBackUrl(), go?: (url: string) => void): string {
  return startWechatAuthorization({ ...config, href: globalThis.location.href, backRoute, ...(go && { go }) });
}
