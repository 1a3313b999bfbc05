import { describe, expect, it, vi } from 'vitest';
import { LocalKey, getLocal, getToken, setLocal, setToken } from '@shqcb/bridge';
import { continueWechatStartup } from './continueWechatStartup.ts';
import type { ContinueWechatDeps } from './continueWechatStartup.ts';
import { applyWechatPlan, needsWechatModule } from './applyWechatPlan.ts';

const BASE = 'https://m.example.cn/shqcb/';

/** Both halves of the WeChat start-up, as main.tsx runs them. */
function start(landingUrl: string, overrides: Partial<ContinueWechatDeps> = {}) {
  const leave = vi.fn();
  const replace = vi.fn();
  const startShare = vi.fn(() => null);
  const deps: ContinueWechatDeps = {
    landingUrl,
    replace,
    wxLogin: vi.fn<ContinueWechatDeps['wxLogin']>(() => Promise.resolve({ type: 'login', token: 'wx-token', username: '13800138000' })),
    shareConfig: vi.fn(),
    startShare,
    ...overrides,
  };
  const plan = applyWechatPlan({ landingUrl, leave, replace });
  const pending = needsWechatModule(plan) ? continueWechatStartup(plan, deps) : null;
  return { plan, pending, leave, replace, startShare, deps };
}

describe('WeChat start-up', () => {
  it('should leave for the route a path parameter names', () => {
    const { plan, leave, pending } = start(`${BASE}?path=text-detail/3&id=3`);
    expect(plan.kind).toBe('redirect');
    expect(leave).toHaveBeenCalledWith(`${BASE}#/text-detail/3?id=3`);
    expect(pending).toBeNull();
  });

  it('should open login for a visitor and keep the route as backUrl, without loading sharing', () => {
    const { replace, startShare, pending } = start(`${BASE}#/text-detail/3`);
    expect(replace).toHaveBeenCalledWith('/shqcb/#/login');
    expect(getLocal(LocalKey.backUrl)).toBe('/text-detail/3');
    expect(startShare).not.toHaveBeenCalled();
    expect(pending).toBeNull();
  });

  it('should let a share link in, and start sharing with a token without holding the route', () => {
    const visitor = start(`${BASE}#/text-detail/3?type=share`);
    expect(visitor.replace).not.toHaveBeenCalled();
    expect(visitor.startShare).not.toHaveBeenCalled();
    setToken('t');
    const reader = start(`${BASE}#/index`);
    expect(reader.pending).toBeNull();
    expect(reader.startShare).toHaveBeenCalledWith({ landingUrl: `${BASE}#/index`, fetchConfig: reader.deps.shareConfig });
  });

  it('should exchange a returned code, store the login and drop the code from the address', async () => {
    setLocal(LocalKey.isAuth, '1');
    const { pending, deps, replace, startShare } = start(`${BASE}?code=C&state=S#/text-detail/3`);
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(deps.wxLogin).toHaveBeenCalledWith({ code: 'C', state: 'S' });
    expect(getToken()).toBe('wx-token');
    expect(getLocal(LocalKey.isAuth)).toBeNull();
    expect(replace).toHaveBeenCalledWith('/shqcb/#/text-detail/3');
    expect(startShare).toHaveBeenCalled();
  });

  it('should send a register result to login to bind a phone, returning to the route afterwards', async () => {
    setLocal(LocalKey.isAuth, '1');
    const { pending, replace } = start(`${BASE}?code=C&state=S#/text-detail/3`, {
      wxLogin: () => Promise.resolve({ type: 'register', wxUserInfo: { openid: 'o', nickname: '新车友', headimgurl: '' } }),
    });
    await pending;
    expect(getToken()).toBeNull();
    expect(getLocal(LocalKey.registerUserInfo)).toContain('新车友');
    expect(getLocal(LocalKey.backUrl)).toBe('/text-detail/3');
    expect(replace).toHaveBeenCalledWith('/shqcb/#/login');
  });

  it('should only log a failed exchange and not open the route', async () => {
    setLocal(LocalKey.isAuth, '1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { pending, replace } = start(`${BASE}?code=C#/my`, { wxLogin: () => Promise.reject(new Error('invalid code')) });
    await pending;
    expect(warn).toHaveBeenCalled();
    expect(replace).toHaveBeenCalledWith('/shqcb/#/login');
  });
});
