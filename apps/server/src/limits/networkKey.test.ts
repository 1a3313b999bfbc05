import { describe, expect, it } from 'vitest';
import { networkKey } from './networkKey.ts';

describe('networkKey', () => {
  it('should count an IPv6 address as its /64, however it is written', () => {
    expect(networkKey('2001:db8:1:2:aaaa::5')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkKey('::1')).toBe('::/64');
  });

  it('should keep IPv4 addresses whole, also when mapped into IPv6', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('should keep what is not an address as it is', () => {
    expect(networkKey('unknown')).toBe('unknown');
  });
});
