import { getBackUrl } from '../backUrl.ts';
import { wechatAuthConfig } from './authConfig.ts';
import { startWechatAuthorization } from './authorize.ts';

/**
 * Leaves for the WeChat authorisation page configured by `configureWechatAuthorization` (the
 * /authIndex screen), coming back to `backRoute` (default: the stored backUrl). Returns the address
 * it went to.
 *
 * @example
 * authorizeWithWechat('/text-detail/3');
 */
export function authorizeWithWechat(backRoute: string = getBackUrl(), go?: (url: string) => void): string {
  return startWechatAuthorization({ ...wechatAuthConfig(), href: globalThis.location.href, backRoute, ...(go && { go }) });
}
