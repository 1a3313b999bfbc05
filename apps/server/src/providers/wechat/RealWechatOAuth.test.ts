import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/ApiError.ts';
import { FakeWechat, recordingLogger } from '../../testing/fakeWechat.ts';
import { RealWechatOAuth } from './RealWechatOAuth.ts';

const APP_ID = 'wx1234567890abcdef';
const SECRET = '0123456789abcdef0123456789abcdef';
const OPENID = 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc';

function setup(timeoutMs?: number) {
  const wechat = new FakeWechat();
  const logger = recordingLogger();
  const oauth = new RealWechatOAuth({ appId: APP_ID, appSecret: SECRET, fetch: wechat.fetch, logger, timeoutMs });
  return { wechat, logger, oauth };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    throw error;
  }
  return 'no refusal';
}

const token = (scope = 'snsapi_userinfo', extra: Record<string, unknown> = {}) => ({
  access_token: 'ACCESS_TOKEN', expires_in: 7200, refresh_token: 'REFRESH_TOKEN', openid: OPENID, scope, ...extra,
});

describe('RealWechatOAuth', () => {
  it('should build WeChat’s authorisation URL with its parameter order and fragment', () => {
    const { oauth } = setup();
    expect(oauth.authorizeUrl('https://reader.example.test/shqcb/?a=1#/login', '0123abcd', 'snsapi_userinfo')).toBe(
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${APP_ID}&redirect_uri=https%3A%2F%2Freader.example.test%2Fshqcb%2F%3Fa%3D1%23%2Flogin&response_type=code&scope=snsapi_userinfo&state=0123abcd#wechat_redirect`,
    );
  });

  it('should exchange the code for the openid, then read the profile', async () => {
    const { wechat, oauth } = setup();
    wechat
      .answer('/sns/oauth2/access_token', token('snsapi_userinfo', { unionid: 'o6_bmasdasdsad6_2sgVt7hMZOPfL' }))
      .answer('/sns/userinfo', { openid: OPENID, nickname: '沪上车迷', sex: 1, province: '上海', city: '', country: '中国', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/abc/132', privilege: [] });
    expect(await oauth.exchangeCode('CODE_FROM_WECHAT')).toEqual({ openid: OPENID, unionid: 'o6_bmasdasdsad6_2sgVt7hMZOPfL', nickname: '沪上车迷', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/abc/132' });
    const [exchange, profile] = wechat.calls;
    expect(exchange?.origin).toBe('https://api.weixin.qq.com');
    expect(Object.fromEntries(exchange!.searchParams)).toEqual({ appid: APP_ID, secret: SECRET, code: 'CODE_FROM_WECHAT', grant_type: 'authorization_code' });
    expect(profile?.pathname).toBe('/sns/userinfo');
    expect(Object.fromEntries(profile!.searchParams)).toEqual({ access_token: 'ACCESS_TOKEN', openid: OPENID, lang: 'zh_CN' });
  });

  it('should not ask for a profile after a silent snsapi_base authorisation', async () => {
    const { wechat, oauth } = setup();
    wechat.answer('/sns/oauth2/access_token', token('snsapi_base'));
    expect(await oauth.exchangeCode('CODE')).toEqual({ openid: OPENID, unionid: undefined, nickname: '', headimgurl: '' });
    expect(wechat.calls).toHaveLength(1);
  });

  it('should turn errcodes about the code into 400s in Chinese', async () => {
    for (const [errcode, message] of [
      [40029, '400 授权码无效，请重新授权'],
      [40163, '400 授权码已使用，请重新授权'],
      [42003, '400 授权码已过期，请重新授权'],
    ] as const) {
      const { wechat, oauth, logger } = setup();
      wechat.answer('/sns/oauth2/access_token', { errcode, errmsg: `invalid code, rid: 6601-${errcode}` });
      expect(await refusal(oauth.exchangeCode('CODE'))).toBe(message);
      expect(logger.lines.join('\n')).toContain(`"errcode":${errcode}`);
    }
  });

  it('should answer 503 for our own misconfiguration or a busy WeChat, and log it without the secret', async () => {
    const { wechat, oauth, logger } = setup();
    wechat.answer('/sns/oauth2/access_token', { errcode: 40125, errmsg: 'invalid appsecret' }, { errcode: -1, errmsg: 'system error' });
    expect(await refusal(oauth.exchangeCode('CODE'))).toBe('503 微信登录暂不可用，请稍后重试');
    expect(await refusal(oauth.exchangeCode('CODE'))).toBe('503 微信服务繁忙，请稍后重试');
    expect(logger.lines.join('\n')).toMatch(/error wechat oauth failed .*40125.*invalid appsecret/);
    expect(logger.lines.join('\n')).not.toContain(SECRET);

    wechat.answer('/sns/oauth2/access_token', token()).answer('/sns/userinfo', { errcode: 40001, errmsg: 'invalid credential' });
    expect(await refusal(oauth.exchangeCode('CODE'))).toBe('503 微信登录暂不可用，请稍后重试');
  });

  it('should answer 503 when WeChat cannot be reached or answers nonsense', async () => {
    const { wechat, oauth, logger } = setup(50);
    wechat.answer(
      '/sns/oauth2/access_token',
      () => Promise.reject(new TypeError('fetch failed')),
      () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
      () => new Response('not json', { status: 200 }),
      () => new Response('[1,2]', { status: 200 }),
      { openid: OPENID }, // no access_token
      (_url, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    for (let i = 0; i < 6; i++) expect(await refusal(oauth.exchangeCode('CODE')), `answer ${i}`).toMatch(/^503 /);
    expect(logger.lines.filter((line) => line.startsWith('error'))).toHaveLength(6);
    expect(logger.lines.join('\n')).not.toContain(SECRET);
  });

  it('should refuse a profile of another openid', async () => {
    const { wechat, oauth } = setup();
    wechat.answer('/sns/oauth2/access_token', token()).answer('/sns/userinfo', { openid: 'someone-else', nickname: 'x', headimgurl: '' });
    expect(await refusal(oauth.exchangeCode('CODE'))).toBe('503 微信登录暂不可用，请稍后重试');
  });
});
