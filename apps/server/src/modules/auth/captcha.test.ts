import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_CHARSET, captcha } from '@shqcb/api/contract/login';
import { createApp } from '../../app.ts';
import { captchaChallenges } from '../../db/schema.ts';
import { silentLogger } from '../../Logger.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let nextPhone = 13_500_200_000;
const newPhone = () => String(nextPhone++);
const challenge = async () => (await apiGet(t.app, 'captcha')).body.data as { id: string; text: string; expiresIn: number };
const send = (body: Record<string, unknown>) => apiPost(t.app, 'postSmsCode', body);
const sent = (phone: string) => t.sms.sent.filter((m) => m.phone === phone).length;

describe('the picture captcha', () => {
  it('should issue a 4-character challenge and keep only its hash', async () => {
    const answer = await apiGet(t.app, 'captcha');
    expectContractOutput(captcha, answer.body.data);
    const { id, text, expiresIn } = answer.body.data as { id: string; text: string; expiresIn: number };
    expect(text).toMatch(new RegExp(`^[${CAPTCHA_CHARSET}]{4}$`));
    expect(expiresIn).toBe(120);
    const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(text);
  });

  it('should text a code for the right answer, in any letter case', async () => {
    const phone = newPhone();
    const swapCase = (text: string) => [...text].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
    // A challenge with a letter in it, so that the answer really differs in case from what was drawn.
    let issued = await challenge();
    while (swapCase(issued.text) === issued.text) issued = await challenge();
    const { id, text } = issued;
    expect(await send({ phone, captchaId: id, captcha: ` ${swapCase(text)} ` })).toMatchObject({ status: 200, body: { code: 200 } });
    expect(sent(phone)).toBe(1);
  });

  it('should refuse a missing captcha or challenge in Chinese and text nothing', async () => {
    const phone = newPhone();
    const { id } = await challenge();
    expect((await send({ phone, captchaId: id })).body).toEqual({ code: 400, msg: '请输入图形验证码', data: null });
    expect((await send({ phone, captchaId: id, captcha: '  ' })).body.msg).toBe('请输入图形验证码');
    expect((await send({ phone, captcha: 'ABCD' })).body.msg).toBe('请点击图片刷新图形验证码');
    expect((await send({ phone, captchaId: '../etc', captcha: 'ABCD' })).body.msg).toBe('请点击图片刷新图形验证码');
    expect(sent(phone)).toBe(0);
  });

  it('should refuse a wrong answer, and then the right one too: a challenge is answered once', async () => {
    const phone = newPhone();
    const { id, text } = await challenge();
    const wrong = text.slice(1) + (text[0] === 'A' ? 'B' : 'A');
    expect(await send({ phone, captchaId: id, captcha: wrong })).toMatchObject({ status: 400, body: { msg: '图形验证码错误，请重新输入' } });
    expect(await send({ phone, captchaId: id, captcha: text })).toMatchObject({ status: 400, body: { msg: '图形验证码已失效，请点击图片刷新' } });
    expect(sent(phone)).toBe(0);
  });

  it('should refuse a reused challenge after a success', async () => {
    const phone = newPhone();
    const { id, text } = await challenge();
    expect((await send({ phone, captchaId: id, captcha: text })).status).toBe(200);
    t.clock.advance(61);
    expect(await send({ phone, captchaId: id, captcha: text })).toMatchObject({ status: 400, body: { msg: '图形验证码已失效，请点击图片刷新' } });
    expect(sent(phone)).toBe(1);
  });

  it('should refuse an expired challenge and an unknown one', async () => {
    const phone = newPhone();
    const { id, text } = await challenge();
    t.clock.advance(120);
    expect(await send({ phone, captchaId: id, captcha: text })).toMatchObject({ status: 400, body: { msg: '图形验证码已失效，请点击图片刷新' } });
    expect(await send({ phone, captchaId: 'A'.repeat(22), captcha: text })).toMatchObject({ status: 400, body: { msg: '图形验证码已失效，请点击图片刷新' } });
    expect(sent(phone)).toBe(0);
  });

  it('should let a network ask for a limited number of challenges per minute', async () => {
    const limited = createApp({ db: t.db, config: { ...t.config, captchaPerMinute: 3 }, clock: t.clock, providers: t.providers, logger: silentLogger });
    t.clock.set('2026-06-01T00:00:00Z');
    for (let i = 0; i < 3; i++) expect((await apiGet(limited, 'captcha', {}, { ip: '2001:db8:9::1' })).status).toBe(200);
    expect(await apiGet(limited, 'captcha', {}, { ip: '2001:db8:9::2' })).toMatchObject({ status: 429, body: { msg: '刷新过于频繁，请稍后再试' } });
    expect((await apiGet(limited, 'captcha', {}, { ip: '203.0.113.40' })).status).toBe(200);
    t.clock.advance(60);
    expect((await apiGet(limited, 'captcha', {}, { ip: '2001:db8:9::1' })).status).toBe(200);
  });
});
