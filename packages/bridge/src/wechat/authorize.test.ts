import { describe, expect, it, vi } from 'vitest';
import { LocalKey, SessionKey, getLocal, getSession, setLocal, setSession } from '../storage.ts';
import { getToken } from '../token.ts';
import { buildAuthorizeUrl, completeWechatAuthorization, startWechatAuthorization } from './authorize.ts';

const USER = { openid: 'o1', nickname: '老车友', headimgurl: '/media/avatar/default.svg' };

describe('buildAuthorizeUrl', () => {
  it('should build the simulator address with redirect_uri, state and scope', () => {
    const url = new URL(buildAuthorizeUrl({ authorizeUrl: 'http://127.0.0.1:8080/dev/wechat/authorize', redirectUri: 'http://127.0.0.1:8080/shqcb/#/index', state: 's1' }));
    expect(url.pathname).toBe('/dev/wechat/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirect_uri: 'http://127.0.0.1:8080/shqcb/#/index', state: 's1', scope: 'snsapi_userinfo', response_type: 'code' });
  });

  it("should add appid and #wechat_redirect for WeChat's own page", () => {
    const url = buildAuthorizeUrl({ authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize', redirectUri: 'https://m.example.cn/shqcb/#/index', state: 's', appId: 'wx123' });
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fm.example.cn%2Fshqcb%2F%23%2Findex&state=s&scope=snsapi_userinfo&response_type=code#wechat_redirect',
    );
  });
});

describe('startWechatAuthorization', () => {
  it('should set isAuth to 1 just before leaving for the server, which brings its own state', () => {
    const go = vi.fn(() => {
      expect(getLocal(LocalKey.isAuth)).toBe('1');
    });
    const url = startWechatAuthorization({ authorizeUrl: '/api/front/wxAuthorize', href: 'https://m.example.cn/shqcb/?code=old#/authIndex', backRoute: '/text-detail/3', go });
    expect(go).toHaveBeenCalledExactlyOnceWith(url);
    const query = new URL(url, 'https://m.example.cn').searchParams;
    expect(query.get('redirect_uri')).toBe('https://m.example.cn/shqcb/#/text-detail/3');
    expect(query.get('state')).toBeNull();
    expect(getSession(SessionKey.wxAuthState)).toBeNull();
  });

  it('should bring and remember its own state when going to WeChat directly', () => {
    const url = startWechatAuthorization({ authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize', appId: 'wx1', href: 'https://m.example.cn/shqcb/#/authIndex', go: () => undefined });
    const state = new URL(url).searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{16}$/);
    expect(getSession(SessionKey.wxAuthState)).toBe(state);
  });

  it('should come back to the home route when the way back is unsafe', () => {
    const url = startWechatAuthorization({ authorizeUrl: '/api/front/wxAuthorize', href: 'https://m.example.cn/shqcb/#/authIndex', backRoute: '//evil.example', go: () => undefined });
    expect(new URL(url, 'https://m.example.cn').searchParams.get('redirect_uri')).toBe('https://m.example.cn/shqcb/#/index');
  });
});

describe('completeWechatAuthorization', () => {
  it('should store token, phone and user info for a login, then remove isAuth', async () => {
    setLocal(LocalKey.isAuth, '1');
    setSession(SessionKey.wxAuthState, 's1');
    const exchange = vi.fn(() => Promise.resolve({ type: 'login' as const, token: 'tok', username: '13800138000', wxUserInfo: USER }));
    await expect(completeWechatAuthorization({ code: 'C', state: 's1', exchange })).resolves.toBe('login');
    expect(exchange).toHaveBeenCalledWith({ code: 'C', state: 's1' });
    expect(getToken()).toBe('tok');
    expect(getLocal(LocalKey.phone)).toBe('13800138000');
    expect(JSON.parse(getLocal(LocalKey.registerUserInfo) ?? '')).toEqual(USER);
    expect(getLocal(LocalKey.isAuth)).toBeNull();
    expect(getSession(SessionKey.wxAuthState)).toBeNull();
  });

  it('should store only the user info for a register', async () => {
    setLocal(LocalKey.isAuth, '1');
    const exchange = () => Promise.resolve({ type: 'register' as const, wxUserInfo: USER });
    await expect(completeWechatAuthorization({ code: 'C', state: 's2', exchange })).resolves.toBe('register');
    expect(getToken()).toBeNull();
    expect(getLocal(LocalKey.phone)).toBeNull();
    expect(JSON.parse(getLocal(LocalKey.registerUserInfo) ?? '')).toEqual(USER);
    expect(getLocal(LocalKey.isAuth)).toBeNull();
  });

  it('should only log a failed exchange', async () => {
    setLocal(LocalKey.isAuth, '1');
    const log = vi.fn();
    await expect(completeWechatAuthorization({ code: 'C', state: 's3', exchange: () => Promise.reject(new Error('40029')), log })).resolves.toBe('failed');
    expect(log).toHaveBeenCalledWith('wxLogin failed', expect.any(Error));
    expect(getToken()).toBeNull();
    expect(getLocal(LocalKey.isAuth)).toBeNull();
  });

  it('should refuse a code whose state is not the one this page sent', async () => {
    setSession(SessionKey.wxAuthState, 'mine');
    const exchange = vi.fn();
    const log = vi.fn();
    await expect(completeWechatAuthorization({ code: 'C', state: 'forged', exchange, log })).resolves.toBe('failed');
    expect(exchange).not.toHaveBeenCalled();
  });

  it('should not send a code that came back without a state, which wxLogin would refuse', async () => {
    const exchange = vi.fn();
    const log = vi.fn();
    setLocal(LocalKey.isAuth, '1');
    await expect(completeWechatAuthorization({ code: 'C', state: null, exchange, log })).resolves.toBe('failed');
    expect(exchange).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('authorisation came back without a state; the code is not used');
    expect(getLocal(LocalKey.isAuth)).toBeNull();
  });
});

describe('authorizeWithWechat', () => {
  it('should use the configured authorisation page and the stored backUrl', async () => {
    const { authorizeWithWechat } = await import('./wechatAuth.ts');
    const { configureWechatAuthorization } = await import('./authConfig.ts');
    setLocal(LocalKey.backUrl, '/text-detail/8');
    configureWechatAuthorization({ authorizeUrl: 'https://api.example.cn/api/front/wxAuthorize' });
    const go = vi.fn();
    const url = new URL(authorizeWithWechat(undefined, go));
    expect(url.origin + url.pathname).toBe('https://api.example.cn/api/front/wxAuthorize');
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/#/text-detail/8`);
    expect(go).toHaveBeenCalledOnce();
  });
});
