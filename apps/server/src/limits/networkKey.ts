import ipaddr from 'ipaddr.js';

/**
 * The key per-address limits count on: an IPv4 address as it is, an IPv6 address as its /64.
 * One subscriber line or one cloud machine usually gets a whole /64, so counting single IPv6
 * addresses would give it 2^64 fresh counters. Anything unparsable counts as itself.
 *
 * @example networkKey('2001:db8:1:2:aaaa::5') === '2001:db8:1:2::/64'
 */
export function networkKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.fromByteArray([...parts.flatMap((part) => [part >> 8, part & 0xff]), ...new Array<number>(8).fill(0)]).toString()}/64`;
}
