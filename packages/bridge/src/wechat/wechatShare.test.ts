import { describe, expect, it, vi } from 'vitest';
import { applyDefaultShareData, setShareData, wechatShare } from './activeShare.ts';
import { startWechatShare } from './wechatShare.ts';

describe('startWechatShare', () => {
  it('should load nothing and share nothing outside WeChat', () => {
    const fetchConfig = vi.fn();
    expect(startWechatShare({ landingUrl: location.href, fetchConfig })).toBeNull();
    expect(wechatShare()).toBeNull();
    expect(() => {
      setShareData({ title: 't' });
      applyDefaultShareData();
    }).not.toThrow();
    expect(fetchConfig).not.toHaveBeenCalled();
  });
});
