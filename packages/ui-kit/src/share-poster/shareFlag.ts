/** The flag a shared link carries (SPEC §9); start-up lets such links in without a login (SPEC §4). */
export const SHARE_FLAG = 'type=share';

/**
 * Adds `type=share` to an address, once. With a hash route (`…/shqcb/#/text-detail/5`) the flag goes
 * into the route's query, where the app reads its parameters; otherwise into the page query.
 *
 * @example
 * ```ts
 * addShareFlag('https://m.example.cn/shqcb/#/text-detail/5'); // '…/#/text-detail/5?type=share'
 * addShareFlag('https://m.example.cn/shqcb/#/video/9?id=9'); // '…/#/video/9?id=9&type=share'
 * ```
 */
export function addShareFlag(address: string): string {
  if (/[?&]type=share(?:[&#]|$)/.test(address)) return address;
  const hashAt = address.indexOf('#');
  if (hashAt >= 0) {
    return `${address}${address.slice(hashAt).includes('?') ? '&' : '?'}${SHARE_FLAG}`;
  }
  return `${address}${address.includes('?') ? '&' : '?'}${SHARE_FLAG}`;
}
