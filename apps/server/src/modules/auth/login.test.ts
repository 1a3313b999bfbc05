import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, smsCodes, users } from '../../db/schema.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost, requestSmsCode } from '../../testing/requestHelpers.ts';
import { loginApi } from '@shqcb/api/contract/login';
import { userShow } from '@shqcb/api/contract/user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let nextPhone = 13_700_000_000;
const newPhone = () => String(nextPhone++);

/** Asks for a code and reads it from the outbox. */
async function codeFor(phone: string): Promise<string> {
  expect((await requestSmsCode(t.app, { phone })).status).toBe(200);
  return t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const login = (phone: string, code: string) => apiPost(t.app, 'login', { phone, code });

describe('login', () => {
  it('should register on the first login and log in on the next', async () => {
    const phone = newPhone();
    const first = await login(phone, await codeFor(phone));
    expect(first.status).toBe(200);
    expectContractOutput(loginApi.login, first.body.data);
    expect(first.body.data).toEqual({ type: 'login', token: expect.stringMatching(/^[\w-]{43}$/), username: phone, wxUserInfo: null, isNewUser: true });
    t.clock.advance(60);
    const second = await login(phone, await codeFor(phone));
    expect(second.body.data).toMatchObject({ isNewUser: false, username: phone });
    expect(second.body.data.token).not.toBe(first.body.data.token);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('should store only the token’s hash', async () => {
    const phone = newPhone();
    const { token } = (await login(phone, await codeFor(phone))).body.data;
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('should refuse a wrong code, count the try, and still accept the right one', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    expect(await login(phone, wrong(code))).toMatchObject({ status: 400, body: { code: 400, msg: '验证码错误，还可尝试 4 次', data: null } });
    expect((await login(phone, code)).status).toBe(200);
  });

  it('should refuse an expired code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    t.clock.advance(300);
    expect(await login(phone, code)).toMatchObject({ status: 400, body: { msg: '验证码已过期，请重新获取' } });
  });

  it('should accept a code just before it expires', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    t.clock.advance(299);
    expect((await login(phone, code)).status).toBe(200);
  });

  it('should refuse a code used once already', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    expect((await login(phone, code)).status).toBe(200);
    expect(await login(phone, code)).toMatchObject({ status: 400, body: { msg: '验证码已使用，请重新获取' } });
  });

  it('should ask for a code first when none was sent', async () => {
    expect(await login(newPhone(), '123456')).toMatchObject({ status: 400, body: { msg: '请先获取验证码' } });
  });

  it('should kill a code after 5 wrong tries, even for the right code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    for (const left of [4, 3, 2, 1]) {
      expect((await login(phone, wrong(code))).body.msg).toBe(`验证码错误，还可尝试 ${left} 次`);
    }
    expect(await login(phone, wrong(code))).toMatchObject({ status: 429, body: { msg: '验证码错误次数过多，请重新获取' } });
    expect(await login(phone, code)).toMatchObject({ status: 429, body: { msg: '验证码错误次数过多，请重新获取' } });
    const [row] = await t.db.select({ attempts: smsCodes.attempts }).from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.attempts).toBe(5);
    t.clock.advance(60);
    expect((await login(phone, await codeFor(phone))).status).toBe(200);
  });

  it('should accept only the newest code of a phone', async () => {
    const phone = newPhone();
    const old = await codeFor(phone);
    // Codes are random: ask again until the new one differs (one in a million repeats), so the
    // refusal of the old code is always checked.
    let fresh = old;
    for (let tries = 0; tries < 3 && fresh === old; tries += 1) {
      t.clock.advance(60);
      fresh = await codeFor(phone);
    }
    expect(fresh).not.toBe(old);
    expect(await login(phone, old)).toMatchObject({ status: 400, body: { code: 400 } });
    expect((await login(phone, fresh)).status).toBe(200);
  });

  it('should refuse missing or malformed fields in Chinese', async () => {
    expect((await apiPost(t.app, 'login', { phone: '13800000000' })).body).toEqual({ code: 400, msg: '请输入验证码', data: null });
    expect((await apiPost(t.app, 'login', { code: '123456' })).body.msg).toBe('请输入手机号');
    expect((await apiPost(t.app, 'login', { phone: '13800000000', code: '12345' })).body.msg).toBe('验证码为6位数字');
    expect((await apiPost(t.app, 'login', { phone: '1380000', code: '123456' })).body.msg).toBe('请输入正确的手机号');
  });
});

describe('users/show', () => {
  it('should show the masked phone, default nickname and avatar, and the unread welcome messages', async () => {
    const phone = '13812345678';
    const { token } = (await login(phone, await codeFor(phone))).body.data;
    const { status, body } = await apiGet(t.app, 'users/show', {}, { token });
    expect(status).toBe(200);
    expectContractOutput(userShow, body.data);
    expect(body.data).toEqual({ id: expect.any(Number), phone: '138****5678', nickname: '车友5678', avatar: '/media/avatar/default.svg', unreadMsgCount: 3 });
  });

  it('should accept the token as Bearer too', async () => {
    const phone = newPhone();
    const { token } = (await login(phone, await codeFor(phone))).body.data;
    expect((await apiGet(t.app, 'users/show', {}, { token: `Bearer ${token}` })).status).toBe(200);
  });

  it('should answer 401 请登录... without a valid token', async () => {
    const expected = { status: 401, body: { code: 401, msg: '请登录...', data: null } };
    expect(await apiGet(t.app, 'users/show')).toMatchObject(expected);
    expect(await apiGet(t.app, 'users/show', {}, { token: 'not-a-real-token-but-long-enough-0000000000' })).toMatchObject(expected);
    expect(await apiGet(t.app, 'users/show', {}, { token: 'x' })).toMatchObject(expected);
    expect(await apiGet(t.app, 'users/show', {}, { token: 'Bearer ' })).toMatchObject(expected);
  });

  it('should answer 401 once the session was left unused for 30 days', async () => {
    const phone = newPhone();
    const { token } = (await login(phone, await codeFor(phone))).body.data;
    t.clock.advance(30 * 86_400 - 1);
    expect((await apiGet(t.app, 'users/show', {}, { token })).status).toBe(200);
    t.clock.advance(30 * 86_400);
    expect(await apiGet(t.app, 'users/show', {}, { token })).toMatchObject({ status: 401, body: { msg: '请登录...' } });
  });
});
