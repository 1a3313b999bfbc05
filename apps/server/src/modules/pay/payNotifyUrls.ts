import type { Context } from 'hono';
import { API_PREFIX } from '@shqcb/api/contract';
import type { Config } from '../../config.ts';
import { siteOrigins } from '../../http/siteOrigins.ts';

/** Where WeChat Pay posts payment notifications (not in SPEC §7: WeChat Pay calls it, not the reader). */
export const PAY_NOTIFY_PATH = 'wechat/pay/notify';
/** Where WeChat Pay posts refund notifications. */
export const REFUND_NOTIFY_PATH = 'wechat/pay/refundNotify';

/**
 * The absolute notification address: the configured notify origin (real WeChat Pay needs an https
 * origin reachable from the internet), else the site's own origin.
 */
export function notifyUrl(config: Config, c: Context | null, path: string): string {
  const origin = (config.pay.mode === 'real' ? config.pay.notifyOrigin : null) ?? config.publicOrigins[0] ?? (c ? siteOrigins(c, config)[0] : undefined) ?? 'http://localhost';
  return `${origin}${API_PREFIX}${path}`;
}
