import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { smsCodes } from '../../db/schema.ts';
import { silentLogger } from '../../Logger.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiPost, type CallOptions } from '../../testing/requestHelpers.ts';
import { postSmsCode } from '@shqcb/api/contract/login';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let nextPhone = 13_900_000_000;
const newPhone = () => String(nextPhone++);
const requestCode = (phone: string, options?: CallOptions) => apiPost(t.app, 'postSmsCode', { phone }, options);
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

  it('should cap a phone at 10 codes per Shanghai day', async () => {
    const phone = newPhone();
    t.clock.set('2026-03-20T01:00:00Z'); // 09:00 in Shanghai
    for (let i = 0; i < 10; i++) {
      expect((await requestCode(phone, { ip: `10.1.0.${i}` })).status).toBe(200);
      t.clock.advance(61);
    }
    const refused = await requestCode(phone, { ip: '10.1.0.99' });
    expect(refused).toMatchObject({ status: 429, body: { code: 429, msg: '该手机号今日获取验证码次数已达上限，请明天再试' } });
    t.clock.set('2026-03-20T16:00:30Z'); // just after midnight in Shanghai
    expect((await requestCode(phone, { ip: '10.1.0.99' })).status).toBe(200);
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
    expect((await apiPost(direct, 'postSmsCode', { phone: newPhone() }, { ip: '198.51.100.1', ...spoof })).status).toBe(200);
    // Same socket address, new spoofed header: still the same client when the proxy is not trusted.
    expect((await apiPost(direct, 'postSmsCode', { phone: newPhone() }, { ip: '198.51.100.1', headers: { 'X-Forwarded-For': '203.0.113.8' } })).status).toBe(429);
    expect((await apiPost(proxied, 'postSmsCode', { phone: newPhone() }, { ip: '198.51.100.2', headers: { 'X-Forwarded-For': '1.1.1.1, 203.0.113.9' } })).status).toBe(200);
    expect((await apiPost(proxied, 'postSmsCode', { phone: newPhone() }, { ip: '198.51.100.2', headers: { 'X-Forwarded-For': '203.0.113.10' } })).status).toBe(200);
  });

  it('should give the quota back when the SMS gateway fails', async () => {
    const failing = { send: () => Promise.reject(new Error('gateway down')) };
    const app = createApp({ db: t.db, config: t.config, clock: t.clock, providers: { ...t.providers, sms: failing }, logger: silentLogger });
    const phone = newPhone();
    expect(await apiPost(app, 'postSmsCode', { phone })).toMatchObject({ status: 503, body: { msg: '短信发送失败，请稍后重试' } });
    expect((await requestCode(phone)).status).toBe(200);
  });

  it('should refuse a missing or malformed phone in Chinese', async () => {
    expect((await apiPost(t.app, 'postSmsCode', {})).body).toEqual({ code: 400, msg: '请输入手机号', data: null });
    expect((await apiPost(t.app, 'postSmsCode', { phone: '' })).body.msg).toBe('请输入手机号');
    expect((await apiPost(t.app, 'postSmsCode', { phone: '12345678901' })).body.msg).toBe('请输入正确的手机号');
    expect((await apiPost(t.app, 'postSmsCode', { phone: 13800000000 })).body.msg).toBe('请输入手机号');
  });
});
