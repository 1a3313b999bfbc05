// What the auth modules promise beyond the round trips of login.test.ts and sms.test.ts: how a token
// may be sent, what a new reader finds in the inbox, what the SMS says, what a failed send logs, and
// the Shanghai day. Written to kill the mutants Stryker found alive (docs/testing/mutation.md).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '@shqcb/api/contract';
import { createApp } from '../../app.ts';
import { messages, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { recordingLogger } from '../../testing/fakeWechat.ts';
import { apiGet, apiPost, requestSmsCode } from '../../testing/requestHelpers.ts';
import { shanghaiDay } from './shanghaiDay.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let nextPhone = 13_600_000_000;
const newPhone = () => String(nextPhone++);
const lastTextTo = (phone: string) => t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text ?? '';

async function signIn(phone = newPhone()): Promise<string> {
  await requestSmsCode(t.app, { phone });
  const code = lastTextTo(phone).match(/\d{6}/)?.[0] ?? '';
  return (await apiPost(t.app, 'login', { phone, code })).body.data.token as string;
}

describe('the token header', () => {
  it('should take the token bare, with spaces around it, or as a Bearer token', async () => {
    const token = await signIn();
    for (const value of [token, `  ${token}  `, `Bearer ${token}`, `bearer    ${token}`]) {
      expect((await apiGet(t.app, 'users/show', {}, { headers: { [TOKEN_HEADER]: value } })).status, value).toBe(200);
    }
  });

  it('should answer 401 to a token with anything else around it', async () => {
    const token = await signIn();
    for (const value of [`Token ${token}`, `${token}!`, `${token} x`, `x Bearer ${token}`, `Bearer${token}`, `Bearer`, `Bearer ${token.slice(0, 19)}`, '']) {
      expect((await apiGet(t.app, 'users/show', {}, { headers: { [TOKEN_HEADER]: value } })).body.code, value).toBe(401);
    }
  });
});

describe('a new reader', () => {
  it('should find the three welcome messages, the first welcome newest', async () => {
    const phone = newPhone();
    await signIn(phone);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const inbox = await t.db.select().from(messages).where(eq(messages.userId, user!.id)).orderBy(asc(messages.createdAt));
    expect(inbox.map((m) => m.title).reverse()).toEqual(['欢迎加入上海汽车报', '订阅电子报', '签到领积分']);
    for (const message of inbox) expect(message.body.length).toBeGreaterThan(10);
    const times = inbox.map((m) => m.createdAt.getTime());
    expect(times[2]! - times[1]!).toBe(1000);
    expect(times[2]).toBe(t.clock.now().getTime());
  });
});

describe('the SMS', () => {
  it('should say how many minutes the code lives, at least one', async () => {
    const phone = newPhone();
    await requestSmsCode(t.app, { phone });
    expect(lastTextTo(phone)).toMatch(/^【上海汽车报】您的登录验证码为 \d{6}，5分钟内有效。/);
    const short = createApp({ db: t.db, config: { ...t.config, sms: { ...t.config.sms, codeTtlSeconds: 20 } }, clock: t.clock, providers: t.providers, logger: recordingLogger() });
    const other = newPhone();
    await requestSmsCode(short, { phone: other });
    expect(lastTextTo(other)).toContain('，1分钟内有效。');
  });

  it('should log a failed send with the phone masked', async () => {
    const logger = recordingLogger();
    const failing = { send: () => Promise.reject(new Error('gateway down')) };
    const app = createApp({ db: t.db, config: t.config, clock: t.clock, providers: { ...t.providers, sms: failing }, logger });
    const phone = newPhone();
    await requestSmsCode(app, { phone });
    const line = logger.lines.find((l) => l.startsWith('error sms send failed'));
    expect(line).toContain(`"phone":"${phone.slice(0, 3)}****${phone.slice(-4)}"`);
    expect(line).toContain('gateway down');
    expect(line).not.toContain(phone);
  });
});

describe('shanghaiDay', () => {
  it('should turn at midnight in Shanghai, eight hours before UTC', () => {
    expect(shanghaiDay(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(shanghaiDay(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
});
