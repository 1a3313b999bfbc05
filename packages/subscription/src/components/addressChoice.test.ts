import { describe, expect, it } from 'vitest';
import { chooseAddressPath, withParam } from './addressChoice.ts';

describe('choosing an address by route', () => {
  it('should open the address list in select mode with the way back', () => {
    expect(chooseAddressPath('/annual-pass-write/1?renew=3', { shanghaiOnly: true })).toBe('/address-list?select=1&back=%2Fannual-pass-write%2F1%3Frenew%3D3&shanghai=1');
    expect(chooseAddressPath('/mall-text-detail/7')).toBe('/address-list?select=1&back=%2Fmall-text-detail%2F7');
  });

  it('should return to the page with the chosen id, replacing an older one, and never leave the site', () => {
    expect(withParam('/annual-pass-write/1?renew=3&addressId=1', 'addressId', 9)).toBe('/annual-pass-write/1?renew=3&addressId=9');
    expect(withParam('/order-write/post', 'addressId', 9)).toBe('/order-write/post?addressId=9');
    expect(withParam('https://evil.example/', 'addressId', 9)).toBe('/index?addressId=9');
    expect(withParam('//evil.example/x', 'addressId', 9)).toBe('/index?addressId=9');
  });
});
