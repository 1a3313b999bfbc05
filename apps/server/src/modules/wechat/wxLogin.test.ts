import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@shqcb/api/contract';
import { createApp } from '../../app.ts';
import { users, wechatIdentities, wechatUserLinks } from '../../db/schema.ts';
import { silentLogger } from '../../Logger.ts';
import { RealWechatOAuth } from '../../providers/wechat/RealWechatOAuth.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { FakeWechat } from '../../testing/fakeWechat.ts';
import { apiGet, apiPost, requestSmsCode, send } from '../../testing/requestHelpers.ts';
import { authorise, cookieFrom, LOGIN_PAGE, LOOPBACK_ENV, pickOnSimulator, startAuthorisation, wxLogin } from '../../testing/wechatFlow.ts';
import { BOUND_TEST_PHONE } from './simulatorUsers.ts';
import { loginApi } from '@shqcb/api/contract/login';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let nextPhone = 13_500_000_000;
const newPhone = () => String(nextPhone++);

/** SMS login as the reader would bind a phone, with the browser's cookies. */
async function smsLogin(phone: string, cookie?: string) {
  expect((await requestSmsCode(t.app, { phone })).status).toBe(200);
  const code = t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
  return apiPost(t.app, 'login', { phone, code }, { headers: cookie ? { Cookie: cookie } : {} });
}

describe('wxAuthorize', () => {
  it('should issue a state in an httpOnly cookie and send the browser to the simulator', async () => {
    const res = await t.app.request(`${API_PREFIX}wxAuthorize?redirect_uri=${encodeURIComponent(LOGIN_PAGE)}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/dev/wechat/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({ redirect_uri: LOGIN_PAGE, response_type: 'code', scope: 'snsapi_userinfo', state: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('shqcb_wx_state='));
    expect(cookie).toContain(`shqcb_wx_state=${location.searchParams.get('state')}`);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api\/front\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('should use a __Host- cookie over https and read back only that one', async () => {
    const app = createApp({ db: t.db, config: { ...t.config, trustProxy: true }, clock: t.clock, providers: t.providers, logger: silentLogger });
    const https = { 'X-Forwarded-Proto': 'https' };
    const res = await app.request(`${API_PREFIX}wxAuthorize?redirect_uri=${encodeURIComponent('https://localhost/shqcb/')}`, { headers: https });
    expect(res.status).toBe(302);
    const state = new URL(res.headers.get('location') ?? '', 'http://localhost').searchParams.get('state') ?? '';
    expect(res.headers.getSetCookie()).toEqual([`__Host-shqcb_wx_state=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`]);

    const login = (cookie: string) => apiPost(app, 'wxLogin', { code: 'not-a-simulator-code', state }, { headers: { ...https, Cookie: cookie } });
    // A plain cookie of that name (set by a plain-http page or a subdomain) is not ours over https.
    expect((await login(`shqcb_wx_state=${state}`)).body.msg).toBe('授权已失效，请重新授权');
    const again = await app.request(`${API_PREFIX}wxAuthorize?redirect_uri=${encodeURIComponent('https://localhost/shqcb/')}`, { headers: https });
    const fresh = new URL(again.headers.get('location') ?? '', 'http://localhost').searchParams.get('state') ?? '';
    const answer = await apiPost(app, 'wxLogin', { code: 'not-a-simulator-code', state: fresh }, { headers: { ...https, Cookie: `__Host-shqcb_wx_state=${fresh}` } });
    // Past the state check: the code itself is what WeChat (here the simulator) refuses.
    expect(answer.body.msg).toBe('授权码无效，请重新授权');
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/^__Host-shqcb_wx_state=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax/);
  });

  it('should drop a code and state left in the address by an earlier round', async () => {
    const { location } = await startAuthorisation(t.app, 'http://localhost/shqcb/?code=old&state=old&from=home#/login');
    expect(new URL(location, 'http://localhost').searchParams.get('redirect_uri')).toBe('http://localhost/shqcb/?from=home#/login');
  });

  it('should ask for the scope it is given', async () => {
    const { location } = await startAuthorisation(t.app, LOGIN_PAGE, 'snsapi_base');
    expect(new URL(location, 'http://localhost').searchParams.get('scope')).toBe('snsapi_base');
  });

  it('should refuse addresses of other sites and bad input in Chinese', async () => {
    const authorize = (query: Record<string, string>) => apiGet(t.app, 'wxAuthorize', query);
    for (const uri of ['https://evil.example/shqcb/', 'http://localhost.evil.example/', 'https://localhost/shqcb/', 'http://user:pw@localhost/', 'javascript:alert(1)', '/shqcb/']) {
      expect(await authorize({ redirect_uri: uri }), uri).toMatchObject({ status: 400, body: { code: 400, msg: 'redirect_uri 必须是本站页面地址', data: null } });
    }
    expect(await authorize({})).toMatchObject({ status: 400, body: { msg: 'redirect_uri 不能为空' } });
    expect(await authorize({ redirect_uri: LOGIN_PAGE, scope: 'snsapi_login' })).toMatchObject({ status: 400, body: { msg: 'scope 只能是 snsapi_base 或 snsapi_userinfo' } });
    const post = await send(t.app, `${API_PREFIX}wxAuthorize`, { method: 'POST' });
    expect(post).toMatchObject({ status: 405, body: { msg: '请求方法不被允许' } });
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the local authorisation simulator', () => {
  it('should list the test users and 拒绝授权 on a script-free page', async () => {
    const { location } = await startAuthorisation(t.app);
    const res = await t.app.request(location, {}, LOOPBACK_ENV);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    for (const text of ['老车友', '已绑定手机号 138****8000', '新车友', '未绑定手机号', '随机新用户', '拒绝授权', 'lang="zh-CN"', 'name="viewport"']) expect(html).toContain(text);
    expect(html).not.toMatch(/<script|\son\w+=|javascript:|https?:\/\/(?!localhost)/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(csp).toContain("form-action 'self' http://localhost");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('should redirect back with code and state, after the query and before the fragment', async () => {
    const { location, state } = await startAuthorisation(t.app, 'http://localhost/shqcb/?from=home#/login?x=1');
    const back = await pickOnSimulator(t.app, location, 'new');
    expect(back.origin + back.pathname).toBe('http://localhost/shqcb/');
    expect(back.searchParams.get('from')).toBe('home');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{32}$/);
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.hash).toBe('#/login?x=1');
  });

  it('should send only the state back when the tester refuses', async () => {
    const { location, state } = await startAuthorisation(t.app);
    const back = await pickOnSimulator(t.app, location, 'deny');
    expect(back.searchParams.has('code')).toBe(false);
    expect(back.searchParams.get('state')).toBe(state);
  });

  it('should escape what it echoes', async () => {
    const uri = 'http://localhost/shqcb/?q="><script>alert(1)</script>';
    const res = await t.app.request(`/dev/wechat/authorize?${new URLSearchParams({ redirect_uri: uri, state: 'abc' })}`, {}, LOOPBACK_ENV);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('should refuse a foreign redirect_uri, a bad state or scope, and an unknown user with a page', async () => {
    const get = (query: Record<string, string>) => t.app.request(`/dev/wechat/authorize?${new URLSearchParams(query)}`, {}, LOOPBACK_ENV);
    for (const [query, message] of [
      [{ redirect_uri: 'https://evil.example/', state: 'a' }, 'redirect_uri 参数错误'],
      [{ state: 'a' }, 'redirect_uri 参数错误'],
      [{ redirect_uri: LOGIN_PAGE, state: 'a&b' }, 'state 参数错误'],
      [{ redirect_uri: LOGIN_PAGE, state: 'x'.repeat(129) }, 'state 参数错误'],
      [{ redirect_uri: LOGIN_PAGE, scope: 'snsapi_login' }, 'scope 参数错误'],
    ] as const) {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    const form = new URLSearchParams({ redirect_uri: LOGIN_PAGE, state: 'abc', user: 'admin' });
    const res = await t.app.request('/dev/wechat/authorize', { method: 'POST', body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, LOOPBACK_ENV);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('请选择一个测试用户');
    expect((await t.app.request('/dev/wechat/authorize', { method: 'PUT' }, LOOPBACK_ENV)).status).toBe(405);
  });

  it('should answer only this machine, also behind a trusted proxy', async () => {
    const page = `/dev/wechat/authorize?${new URLSearchParams({ redirect_uri: LOGIN_PAGE, state: 'abc' })}`;
    for (const ip of ['10.0.0.1', '192.168.1.20', '2001:db8::1', '::ffff:10.0.0.1']) {
      const res = await t.app.request(page, {}, { incoming: { socket: { remoteAddress: ip } } });
      expect(res.status, ip).toBe(403);
      expect(await res.json(), ip).toMatchObject({ code: 403, msg: '演示功能仅限本机访问' });
    }
    expect((await t.app.request(page)).status).toBe(403);
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.request(page, {}, { incoming: { socket: { remoteAddress: ip } } })).status, ip).toBe(200);
    }
    // Behind a proxy on this machine the reader's own address decides, not the proxy's.
    const proxied = createApp({ db: t.db, config: { ...t.config, trustProxy: true }, clock: t.clock, providers: t.providers, logger: silentLogger });
    expect((await proxied.request(page, { headers: { 'X-Forwarded-For': '203.0.113.9' } }, LOOPBACK_ENV)).status).toBe(403);
    expect((await proxied.request(page, { headers: { 'X-Forwarded-For': '127.0.0.1' } }, LOOPBACK_ENV)).status).toBe(200);
  });

  it('should not exist in production mode', async () => {
    const production = { ...t.config, mode: 'production' as const, wechat: { ...t.config.wechat, simulator: false } };
    const app = createApp({ db: t.db, config: production, clock: t.clock, providers: t.providers, logger: silentLogger });
    expect((await app.request(`/dev/wechat/authorize?redirect_uri=${encodeURIComponent(LOGIN_PAGE)}`, {}, LOOPBACK_ENV)).status).toBe(404);
    expect(await apiGet(app, 'wxAuthorize', { redirect_uri: LOGIN_PAGE })).toMatchObject({ status: 503, body: { msg: '微信登录暂未开放' } });
    expect(await apiPost(app, 'wxLogin', { code: 'x', state: 'y' })).toMatchObject({ status: 503, body: { msg: '微信登录暂未开放' } });

    // Even a configuration that asks for the simulator gets none in production.
    const asked = createApp({ db: t.db, config: { ...production, wechat: { ...production.wechat, simulator: true } }, clock: t.clock, providers: t.providers, logger: silentLogger });
    expect((await asked.request(`/dev/wechat/authorize?redirect_uri=${encodeURIComponent(LOGIN_PAGE)}`, {}, LOOPBACK_ENV)).status).toBe(404);
  });
});

describe('wxLogin', () => {
  it('should log in the test user bound to a phone', async () => {
    const answer = await wxLogin(t.app, await authorise(t.app, 'bound'));
    expect(answer.status).toBe(200);
    expectContractOutput(loginApi.wxLogin, answer.body.data);
    expect(answer.body.data).toEqual({
      type: 'login',
      token: expect.stringMatching(/^[\w-]{43}$/),
      username: BOUND_TEST_PHONE,
      wxUserInfo: { openid: 'oShqcbLocalBoundReader00001', nickname: '老车友', headimgurl: '/media/avatar/default.svg' },
      isNewUser: false,
    });
    const profile = await apiGet(t.app, 'users/show', {}, { token: answer.body.data.token });
    expect(profile).toMatchObject({ status: 200, body: { data: { phone: '138****8000' } } });
    // The state cookie is spent.
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/shqcb_wx_state=;.*Max-Age=0/);
  });

  it('should answer register for an unbound WeChat user, then bind it at the next SMS login in the same browser', async () => {
    const registered = await wxLogin(t.app, await authorise(t.app, 'random'));
    expect(registered.status).toBe(200);
    expectContractOutput(loginApi.wxLogin, registered.body.data);
    const { wxUserInfo } = registered.body.data;
    expect(registered.body.data).toEqual({ type: 'register', wxUserInfo: { openid: expect.stringMatching(/^oShqcbLocal/), nickname: expect.stringMatching(/^车友\d{4}$/), headimgurl: '/media/avatar/default.svg' } });
    const bindCookie = cookieFrom(registered.headers, 'shqcb_wx_bind');
    expect(registered.headers.getSetCookie().join('\n')).toMatch(/shqcb_wx_bind=[\w-]{43}; Max-Age=900; Path=\/api\/front\/; HttpOnly; SameSite=Lax/);

    const phone = newPhone();
    const bound = await smsLogin(phone, bindCookie);
    expect(bound.status).toBe(200);
    expectContractOutput(loginApi.login, bound.body.data);
    expect(bound.body.data).toMatchObject({ type: 'login', username: phone, wxUserInfo, isNewUser: true });
    expect(bound.headers.getSetCookie().join('\n')).toMatch(/shqcb_wx_bind=;.*Max-Age=0/);

    // The next authorisation of that WeChat user logs straight in as the phone's reader.
    const [link] = await t.db.select().from(wechatUserLinks).where(eq(wechatUserLinks.openid, wxUserInfo.openid));
    const [reader] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(link?.userId).toBe(reader?.id);
    // The same browser keeps no pending identity: a later SMS login binds nothing more.
    expect((await smsLogin(newPhone(), bindCookie)).body.data.wxUserInfo).toBeNull();
  });

  it('should let the fixed new test user register, bind, and then log in', async () => {
    const first = await wxLogin(t.app, await authorise(t.app, 'new'));
    expect(first.body.data.type).toBe('register');
    const phone = newPhone();
    await smsLogin(phone, cookieFrom(first.headers, 'shqcb_wx_bind'));
    const second = await wxLogin(t.app, await authorise(t.app, 'new'));
    expect(second.body.data).toMatchObject({ type: 'login', username: phone, wxUserInfo: { nickname: '新车友' } });
    // The simulator page now says so.
    const { location } = await startAuthorisation(t.app);
    expect(await (await t.app.request(location, {}, LOOPBACK_ENV)).text()).toContain(`已绑定手机号 ${phone.slice(0, 3)}****${phone.slice(-4)}`);
  });

  it('should refuse a used, an unknown and an expired code', async () => {
    const flow = await authorise(t.app, 'bound');
    expect((await wxLogin(t.app, flow)).status).toBe(200);
    const again = await startAuthorisation(t.app);
    expect(await wxLogin(t.app, { ...again, code: flow.code })).toMatchObject({ status: 400, body: { code: 400, msg: '授权码已使用，请重新授权', data: null } });

    const unknown = await startAuthorisation(t.app);
    expect(await wxLogin(t.app, { ...unknown, code: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).toMatchObject({ status: 400, body: { msg: '授权码无效，请重新授权' } });

    const late = await authorise(t.app, 'bound');
    t.clock.advance(301);
    const fresh = await startAuthorisation(t.app);
    expect(await wxLogin(t.app, { ...fresh, code: late.code })).toMatchObject({ status: 400, body: { msg: '授权码已过期，请重新授权' } });
  });

  it('should accept only the unused, unexpired state this browser was given', async () => {
    const flow = await authorise(t.app, 'bound');
    expect(await apiPost(t.app, 'wxLogin', { code: flow.code })).toMatchObject({ status: 400, body: { msg: '缺少 state 参数，请重新授权' } });
    expect(await wxLogin(t.app, { ...flow, cookie: '' })).toMatchObject({ status: 400, body: { msg: '授权已失效，请重新授权' } });
    const other = await startAuthorisation(t.app);
    expect(await wxLogin(t.app, { ...flow, cookie: other.cookie })).toMatchObject({ status: 400, body: { msg: '授权已失效，请重新授权' } });
    expect(await wxLogin(t.app, { ...flow, state: other.state })).toMatchObject({ status: 400, body: { msg: '授权已失效，请重新授权' } });
    // None of those spent the code or the state: the real pair still works, once.
    expect((await wxLogin(t.app, flow)).status).toBe(200);
    expect(await wxLogin(t.app, flow)).toMatchObject({ status: 400, body: { msg: '授权已失效，请重新授权' } });

    const slow = await authorise(t.app, 'bound');
    t.clock.advance(601);
    expect(await wxLogin(t.app, slow)).toMatchObject({ status: 400, body: { msg: '授权已失效，请重新授权' } });
  });

  it('should keep the stored profile when a silent snsapi_base login brings none', async () => {
    const answer = await wxLogin(t.app, await authorise(t.app, 'bound', LOGIN_PAGE, 'snsapi_base'));
    expect(answer.body.data).toMatchObject({ type: 'login', wxUserInfo: { nickname: '老车友', headimgurl: '/media/avatar/default.svg' } });
    const silentNewcomer = await wxLogin(t.app, await authorise(t.app, 'random', LOGIN_PAGE, 'snsapi_base'));
    expect(silentNewcomer.body.data).toMatchObject({ type: 'register', wxUserInfo: { nickname: '', headimgurl: '' } });
  });

  it('should not bind an expired pending identity, nor move a reader to a second WeChat account', async () => {
    const stale = await wxLogin(t.app, await authorise(t.app, 'random'));
    t.clock.advance(901);
    const late = await smsLogin(newPhone(), cookieFrom(stale.headers, 'shqcb_wx_bind'));
    expect(late).toMatchObject({ status: 200, body: { data: { wxUserInfo: null } } });
    expect(await t.db.select().from(wechatUserLinks).where(eq(wechatUserLinks.openid, stale.body.data.wxUserInfo.openid))).toEqual([]);

    const phone = newPhone();
    const first = await wxLogin(t.app, await authorise(t.app, 'random'));
    await smsLogin(phone, cookieFrom(first.headers, 'shqcb_wx_bind'));
    const second = await wxLogin(t.app, await authorise(t.app, 'random'));
    t.clock.advance(61);
    const again = await smsLogin(phone, cookieFrom(second.headers, 'shqcb_wx_bind'));
    expect(again.body.data.wxUserInfo).toEqual(first.body.data.wxUserInfo);
    const [identity] = await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, second.body.data.wxUserInfo.openid));
    expect(identity).toBeDefined();
    expect(await t.db.select().from(wechatUserLinks).where(eq(wechatUserLinks.openid, second.body.data.wxUserInfo.openid))).toEqual([]);
  });

  it('should refuse malformed input in Chinese', async () => {
    expect(await apiPost(t.app, 'wxLogin', {})).toMatchObject({ status: 400, body: { msg: 'code 不能为空' } });
    expect(await apiPost(t.app, 'wxLogin', { code: 'x'.repeat(300), state: 'a' })).toMatchObject({ status: 400, body: { msg: 'code 过长' } });
    expect(await apiPost(t.app, 'wxLogin', { code: 'abc', state: 'a'.repeat(200) })).toMatchObject({ status: 400, body: { msg: 'state 过长' } });
  });
});

describe('wxLogin with the real adapter (WeChat intercepted)', () => {
  const APP_ID = 'wx1234567890abcdef';
  const SITE = 'https://reader.example.test';
  const OPENID = 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc';

  function realApp(wechat: FakeWechat) {
    const config = {
      ...t.config,
      publicOrigins: [SITE],
      wechat: { mode: 'real' as const, simulator: false, appId: APP_ID, appSecret: '0123456789abcdef0123456789abcdef' },
    };
    const wechatOAuth = new RealWechatOAuth({ appId: APP_ID, appSecret: config.wechat.appSecret, fetch: wechat.fetch, logger: silentLogger });
    return createApp({ db: t.db, config, clock: t.clock, providers: { ...t.providers, wechatOAuth }, logger: silentLogger });
  }

  it('should send the reader to WeChat and exchange the code WeChat sends back', async () => {
    const wechat = new FakeWechat()
      .answer('/sns/oauth2/access_token', { access_token: 'UAT', expires_in: 7200, refresh_token: 'R', openid: OPENID, scope: 'snsapi_userinfo' }, { errcode: 40163, errmsg: 'code been used' })
      .answer('/sns/userinfo', { openid: OPENID, nickname: '沪上车迷', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/x/132' });
    const app = realApp(wechat);
    const started = await startAuthorisation(app, `${SITE}/shqcb/#/login`);
    expect(started.location).toBe(
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${APP_ID}&redirect_uri=${encodeURIComponent(`${SITE}/shqcb/#/login`)}&response_type=code&scope=snsapi_userinfo&state=${started.state}#wechat_redirect`,
    );
    // No simulator in real mode, and only the configured site is a valid return address.
    expect((await app.request(`/dev/wechat/authorize?redirect_uri=${encodeURIComponent(SITE)}`, {}, LOOPBACK_ENV)).status).toBe(404);
    expect((await apiGet(app, 'wxAuthorize', { redirect_uri: LOGIN_PAGE })).status).toBe(400);

    const answer = await wxLogin(app, { ...started, code: '061Xyz0w3ReKtQ2QXU2w3k5Y6O0Xyz0A' });
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { type: 'register', wxUserInfo: { openid: OPENID, nickname: '沪上车迷', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/x/132' } } });
    expect(wechat.callsTo('/sns/oauth2/access_token')[0]?.searchParams.get('code')).toBe('061Xyz0w3ReKtQ2QXU2w3k5Y6O0Xyz0A');

    const again = await startAuthorisation(app, `${SITE}/shqcb/`);
    expect(await wxLogin(app, { ...again, code: '061Xyz0w3ReKtQ2QXU2w3k5Y6O0Xyz0A' })).toMatchObject({ status: 400, body: { msg: '授权码已使用，请重新授权' } });
  });

  it('should not ask WeChat anything without the right state', async () => {
    const wechat = new FakeWechat();
    const app = realApp(wechat);
    const started = await startAuthorisation(app, `${SITE}/shqcb/`);
    expect((await wxLogin(app, { ...started, code: 'CODE', cookie: '' })).status).toBe(400);
    expect((await apiPost(app, 'wxLogin', { code: 'CODE', state: 'forged' })).status).toBe(400);
    expect(wechat.calls).toEqual([]);
  });
});
