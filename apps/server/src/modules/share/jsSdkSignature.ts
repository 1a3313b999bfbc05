import { createHash } from 'node:crypto';

export interface JsSdkSignatureInput {
  jsapiTicket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  /** The page address exactly as the page has it, without its #fragment. */
  url: string;
}

/**
 * The JS-SDK signature of WeChat's 附录1: SHA-1 (hex) over the four fields as
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, keys in ASCII order, values unencoded.
 *
 * @example
 * jsSdkSignature({ jsapiTicket, nonceStr: 'Wm3WZYTPz0wzccnW', timestamp: 1414587457, url: 'http://mp.weixin.qq.com?params=value' });
 */
export function jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }: JsSdkSignatureInput): string {
  const fields: [string, string][] = [
    ['noncestr', nonceStr],
    ['jsapi_ticket', jsapiTicket],
    ['timestamp', String(timestamp)],
    ['url', url],
  ];
  const text = fields
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHash('sha1').update(text).digest('hex');
}

/** The part of an address WeChat signs: everything before the first `#`. */
export function withoutFragment(url: string): string {
  const at = url.indexOf('#');
  return at < 0 ? url : url.slice(0, at);
}
