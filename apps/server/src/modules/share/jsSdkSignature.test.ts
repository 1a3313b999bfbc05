import { describe, expect, it } from 'vitest';
import { jsSdkSignature, withoutFragment } from './jsSdkSignature.ts';

describe('jsSdkSignature', () => {
  it('should reproduce the worked example of WeChat’s JS-SDK documentation (附录1)', () => {
    expect(
      jsSdkSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('should sign the exact characters of the address', () => {
    const base = { jsapiTicket: 't', nonceStr: 'n', timestamp: 1 };
    expect(jsSdkSignature({ ...base, url: 'https://a.example/?x=1' })).not.toBe(jsSdkSignature({ ...base, url: 'https://a.example/?x=1&' }));
  });
});

describe('withoutFragment', () => {
  it('should cut at the first #', () => {
    expect(withoutFragment('https://a.example/shqcb/?type=share#/text-detail/1?x=#y')).toBe('https://a.example/shqcb/?type=share');
    expect(withoutFragment('https://a.example/shqcb/')).toBe('https://a.example/shqcb/');
  });
});
