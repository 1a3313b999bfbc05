import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { smsCodes } from '../../db/schema.ts';
import { silentLogger } from '../../Logger.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiPost, requestSmsCode, type CallOptions } from '../../testing/requestHelpers.ts';
import { postSmsCode } from '@shqcb/api/contract/login';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let nextPhone = 13_900_000_000;
const newPhone = () => String(nextPhone++);
const requestCode = (phone: string, options?: CallOptions) => requestSmsCode(t.app, { phone }, options);
const lastCodeTo = (phone: string) => t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';

describe('postSmsCode', () => {
  it('should text a 6-digit code and say how long it lives', async () => {
    const phone = newPhone();
    const { status, body } = await requestCode(phone);
    expect(status).toBe(200);
    expectContractOutput(postSmsCode, body.data);
    expect(body).toEqual({ code: 200, msg: 'success', data: { expiresIn: 300, resendIn: 60 } });
    expect(lastCodeTo(phone)).toMatch(/^\d{6}$/);
    expect(t.sms.sent.at(-1)?.text).toContain('【上海汽车报】');
  });

  it('should store only a peppered hash of the code', async () => {
    const phone = newPhone();
    await requestCode(phone);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(lastCodeTo(phone));
  });

  it('should refuse a second send within 60 s and say how long to wait', async () => {
    const phone = newPhone();
    await requestCode(phone);
    t.clock.advance(15);
    const refused = await requestCode(phone);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, msg: '发送过于频繁，请 45 秒后再试', data: null });
    expect(refused.headers.get('retry-after')).toBe('45');
    t.clock.advance(45);
    expect((await requestCode(phone)).status).toBe(200);
  });

  it('should cap a phone at 20 codes per Shanghai day from all networks together', async () => {
    const phone = newPhone();
    t.clock.set('2026-03-20T01:00:00Z'); // 09:00 in Shanghai
    for (let i = 0; i < 20; i++) {
      expect((await requestCode(phone, { ip: `10.1.0.${i}` })).status).toBe(200);
      t.clock.advance(61);
    }
    const refused = await requestCode(phone, { ip: '10.1.0.99' });
    expect(refused).toMatchObject({ status: 429, body: { code: 429, msg: '该手机号今日获取验证码次数已达上限，请明天再试' } });
    t.clock.set('2026-03-20T16:00:30Z'); // just after midnight in Shanghai
    expect((await requestCode(phone, { ip: '10.1.0.99' })).status).toBe(200);
  });

  it('should stop a flood of one phone from one network while its owner still gets a code and logs in', async () => {
    const victim = newPhone();
    const attacker = { ip: '198.51.100.66' };
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(victim, attacker)).status).toBe(200);
      t.clock.advance(61);
    }
    expect(await requestCode(victim, attacker)).toMatchObject({ status: 429, body: { msg: '该手机号今日获取验证码次数已达上限，请明天再试' } });
    // Nor does the attacker's whole IPv6 /64 count as fresh networks.
    const v6 = (n: number) => ({ ip: `2001:db8:77:1::${n.toString(16)}` });
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(victim, v6(i + 1))).status).toBe(200);
      t.clock.advance(61);
    }
    expect((await requestCode(victim, v6(0xbeef))).status).toBe(429);

    const own = { ip: '203.0.113.20' };
    expect((await requestCode(victim, own)).status).toBe(200);
    expect((await apiPost(t.app, 'login', { phone: victim, code: lastCodeTo(victim) }, own)).body).toMatchObject({ code: 200, data: { type: 'login' } });
  });

  it('should count a whole IPv6 /64 as one network for the daily cap', async () => {
    const limited = createApp({ db: t.db, config: { ...t.config, sms: { ...t.config.sms, dailyIpLimit: 3 } }, clock: t.clock, providers: t.providers, logger: silentLogger });
    for (const ip of ['2001:db8:5:6::1', '2001:db8:5:6:a:b:c:d', '2001:0db8:0005:0006:ffff:ffff:ffff:ffff']) {
      expect((await requestSmsCode(limited, { phone: newPhone() }, { ip })).status, ip).toBe(200);
    }
    expect(await requestSmsCode(limited, { phone: newPhone() }, { ip: '2001:db8:5:6::99' })).toMatchObject({ status: 429, body: { msg: '当前网络今日获取验证码次数已达上限，请明天再试' } });
    expect((await requestSmsCode(limited, { phone: newPhone() }, { ip: '2001:db8:5:7::1' })).status).toBe(200);
  });

  it('should cap what the whole service sends per minute', async () => {
    const limited = createApp({ db: t.db, config: { ...t.config, sms: { ...t.config.sms, globalPerMinute: 2 } }, clock: t.clock, providers: t.providers, logger: silentLogger });
    t.clock.set('2026-03-21T02:00:05Z');
    const phones = [newPhone(), newPhone(), newPhone()];
    expect((await requestSmsCode(limited, { phone: phones[0] }, { ip: '192.0.2.201' })).status).toBe(200);
    expect((await requestSmsCode(limited, { phone: phones[1] }, { ip: '192.0.2.202' })).status).toBe(200);
    const refused = await requestSmsCode(limited, { phone: phones[2] }, { ip: '192.0.2.203' });
    expect(refused).toMatchObject({ status: 429, body: { code: 429, msg: '当前获取验证码的人较多，请稍后再试', data: null } });
    // The refusal took nothing: the same phone gets a code once the minute is over.
    t.clock.set('2026-03-21T02:01:00Z');
    expect((await requestSmsCode(limited, { phone: phones[2] }, { ip: '192.0.2.203' })).status).toBe(200);
  });

  it('should let wrong guesses burn the code, not the phone: its owner logs in with a fresh one', async () => {
    const phone = newPhone();
    await requestCode(phone);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await apiPost(t.app, 'login', { phone, code: '000000' === lastCodeTo(phone) ? '111111' : '000000' }, { ip: '198.51.100.7' })).body.msg);
    expect(guesses).toEqual(['验证码错误，还可尝试 4 次', '验证码错误，还可尝试 3 次', '验证码错误，还可尝试 2 次', '验证码错误，还可尝试 1 次', '验证码错误次数过多，请重新获取', '验证码错误次数过多，请重新获取']);
    t.clock.advance(61);
    await requestCode(phone, { ip: '203.0.113.21' });
    expect((await apiPost(t.app, 'login', { phone, code: lastCodeTo(phone) })).body).toMatchObject({ code: 200, data: { type: 'login' } });
  });

  it('should cap one IP at 50 codes per day across phones, without using up the phone', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 50; i++) expect((await requestCode(newPhone(), { ip })).status).toBe(200);
    const phone = newPhone();
    const refused = await requestCode(phone, { ip });
    expect(refused).toMatchObject({ status: 429, body: { msg: '当前网络今日获取验证码次数已达上限，请明天再试' } });
    // The refused request must not have started the phone's 60 s window.
    expect((await requestCode(phone, { ip: '192.0.2.51' })).status).toBe(200);
  });

  it('should read the client IP from X-Forwarded-For only behind a trusted proxy', async () => {
    const direct = createApp({ db: t.db, config: { ...t.config, sms: { ...t.config.sms, dailyIpLimit: 1 } }, clock: t.clock, providers: t.providers, logger: silentLogger });
    const proxied = createApp({ db: t.db, config: { ...t.config, trustProxy: true, sms: { ...t.config.sms, dailyIpLimit: 1 } }, clock: t.clock, providers: t.providers, logger: silentLogger });
    const spoof = { headers: { 'X-Forwarded-For': '203.0.113.7' } };
    expect((await requestSmsCode(direct, { phone: newPhone() }, { ip: '198.51.100.1', ...spoof })).status).toBe(200);
    // Same socket address, new spoofed header: still the same client when the proxy is not trusted.
    expect((await requestSmsCode(direct, { phone: newPhone() }, { ip: '198.51.100.1', headers: { 'X-Forwarded-For': '203.0.113.8' } })).status).toBe(429);
    expect((await requestSmsCode(proxied, { phone: newPhone() }, { ip: '198.51.100.2', headers: { 'X-Forwarded-For': '1.1.1.1, 203.0.113.9' } })).status).toBe(200);
    expect((await requestSmsCode(proxied, { phone: newPhone() }, { ip: '198.51.100.2', headers: { 'X-Forwarded-For': '203.0.113.10' } })).status).toBe(200);
  });

  it('should give the quota back when the SMS gateway fails', async () => {
    const failing = { send: () => Promise.reject(new Error('gateway down')) };
    const app = createApp({ db: t.db, config: t.config, clock: t.clock, providers: { ...t.providers, sms: failing }, logger: silentLogger });
    const phone = newPhone();
    expect(await requestSmsCode(app, { phone })).toMatchObject({ status: 503, body: { msg: '短信发送失败，请稍后重试' } });
    expect((await requestCode(phone)).status).toBe(200);
  });

  it('should refuse a missing or malformed phone in Chinese', async () => {
    expect((await requestSmsCode(t.app, {})).body).toEqual({ code: 400, msg: '请输入手机号', data: null });
    expect((await requestSmsCode(t.app, { phone: '' })).body.msg).toBe('请输入手机号');
    expect((await requestSmsCode(t.app, { phone: '12345678901' })).body.msg).toBe('请输入正确的手机号');
    expect((await requestSmsCode(t.app, { phone: 13800000000 })).body.msg).toBe('请输入手机号');
  });
});
