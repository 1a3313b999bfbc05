import { describe, expect, it, vi } from 'vitest';
import { LocalKey, getLocal, getToken, setLocal, setToken } from '@shqcb/bridge';
import type { Runtime } from '@shqcb/bridge';
import { runHostStartup } from './host-startup.ts';
import type { HostStartupDeps } from './host-startup.ts';

const WECHAT: Runtime = { host: 'wechat', os: 'android', inWeChat: true, inApp: false };
const BASE = 'https://m.example.cn/shqcb/';

function deps(landingUrl: string, overrides: Partial<HostStartupDeps> = {}) {
  const d = {
    runtime: WECHAT,
    landingUrl,
    leave: vi.fn(),
    replace: vi.fn(),
    wxLogin: vi.fn<HostStartupDeps['wxLogin']>(() => Promise.resolve({ type: 'login', token: 'wx-token', username: '13800138000' })),
    shareConfig: vi.fn(),
    startShare: vi.fn(() => null),
    ...overrides,
  };
  return d;
}

describe('runHostStartup in WeChat', () => {
  it('should redirect a path parameter and hold the first route', () => {
    const d = deps(`${BASE}?path=text-detail/3&id=3`);
    expect(runHostStartup(d)).toBeInstanceOf(Promise);
    expect(d.leave).toHaveBeenCalledWith(`${BASE}#/text-detail/3?id=3`);
  });

  it('should open login for a visitor and keep the route as backUrl, without sharing', () => {
    const d = deps(`${BASE}#/text-detail/3`);
    expect(runHostStartup(d)).toBeNull();
    expect(d.replace).toHaveBeenCalledWith('/shqcb/#/login');
    expect(getLocal(LocalKey.backUrl)).toBe('/text-detail/3');
    expect(d.startShare).not.toHaveBeenCalled();
  });

  it('should let a share link in and start sharing with a token', () => {
    const visitor = deps(`${BASE}#/text-detail/3?type=share`);
    expect(runHostStartup(visitor)).toBeNull();
    expect(visitor.replace).not.toHaveBeenCalled();
    setToken('t');
    const reader = deps(`${BASE}#/index`);
    runHostStartup(reader);
    expect(reader.startShare).toHaveBeenCalledWith({ landingUrl: `${BASE}#/index`, fetchConfig: reader.shareConfig });
  });

  it('should exchange a returned code, store the login and drop the code from the address', async () => {
    setLocal(LocalKey.isAuth, '1');
    const d = deps(`${BASE}?code=C&state=S#/text-detail/3`);
    await runHostStartup(d);
    expect(d.wxLogin).toHaveBeenCalledWith({ code: 'C', state: 'S' });
    expect(getToken()).toBe('wx-token');
    expect(getLocal(LocalKey.isAuth)).toBeNull();
    expect(d.replace).toHaveBeenCalledWith('/shqcb/#/text-detail/3');
    expect(d.startShare).toHaveBeenCalled();
  });

  it('should send a register result to login to bind a phone, returning to the route afterwards', async () => {
    setLocal(LocalKey.isAuth, '1');
    const d = deps(`${BASE}?code=C&state=S#/text-detail/3`, {
      wxLogin: () => Promise.resolve({ type: 'register', wxUserInfo: { openid: 'o', nickname: '新车友', headimgurl: '' } }),
    });
    await runHostStartup(d);
    expect(getToken()).toBeNull();
    expect(getLocal(LocalKey.registerUserInfo)).toContain('新车友');
    expect(getLocal(LocalKey.backUrl)).toBe('/text-detail/3');
    expect(d.replace).toHaveBeenCalledWith('/shqcb/#/login');
  });

  it('should only log a failed exchange and not open the route', async () => {
    setLocal(LocalKey.isAuth, '1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const d = deps(`${BASE}?code=C#/my`, { wxLogin: () => Promise.reject(new Error('invalid code')) });
    await runHostStartup(d);
    expect(warn).toHaveBeenCalled();
    expect(d.replace).toHaveBeenCalledWith('/shqcb/#/login');
  });
});

describe('runHostStartup elsewhere', () => {
  it('should do nothing in the apps and in a browser', () => {
    const app = deps(BASE, { runtime: { host: 'app', os: 'ios', inWeChat: false, inApp: true } });
    expect(runHostStartup(app)).toBeNull();
    expect(app.replace).not.toHaveBeenCalled();
    const browser = deps(`${BASE}#/my`, { runtime: { host: 'browser', os: 'android', inWeChat: false, inApp: false } });
    expect(runHostStartup(browser)).toBeNull();
    expect(browser.replace).not.toHaveBeenCalled();
  });
});
