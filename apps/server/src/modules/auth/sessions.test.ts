import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionList } from '@shqcb/api/contract/login';
import { sessions } from '../../db/schema.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost, requestSmsCode } from '../../testing/requestHelpers.ts';
import { revokeAllSessions } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const DAY = 86_400;
const IPHONE_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

let nextPhone = 13_600_100_000;
const newPhone = () => String(nextPhone++);

/** Logs `phone` in from a device; every login comes from its own network, as phones do. */
async function loginFrom(phone: string, userAgent = ANDROID_CHROME): Promise<string> {
  const ip = `10.${(nextPhone >> 8) & 255}.${nextPhone & 255}.${Math.floor(Math.random() * 250)}`;
  t.clock.advance(61);
  expect((await requestSmsCode(t.app, { phone }, { ip })).status).toBe(200);
  const code = t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
  const answer = await apiPost(t.app, 'login', { phone, code }, { ip, headers: { 'User-Agent': userAgent } });
  expect(answer.status).toBe(200);
  return answer.body.data.token as string;
}
const show = (token: string) => apiGet(t.app, 'users/show', {}, { token });

describe('sessions', () => {
  it('should end the session on logout, so the old token gets 401', async () => {
    const token = await loginFrom(newPhone());
    expect((await show(token)).status).toBe(200);
    expect(await apiPost(t.app, 'logout', {}, { token })).toMatchObject({ status: 200, body: { code: 200, data: { loggedOut: true } } });
    expect(await show(token)).toMatchObject({ status: 401, body: { msg: '请登录...' } });
    // Leaving again, or without a token, still succeeds: a reader can always log out.
    expect(await apiPost(t.app, 'logout', {}, { token })).toMatchObject({ status: 200, body: { data: { loggedOut: false } } });
    expect(await apiPost(t.app, 'logout', {})).toMatchObject({ status: 200, body: { data: { loggedOut: false } } });
  });

  it('should slide the idle expiry with use, up to 180 days after login', async () => {
    const token = await loginFrom(newPhone());
    for (let day = 20; day < 180; day += 20) {
      t.clock.advance(20 * DAY);
      expect((await show(token)).status, `day ${day}`).toBe(200);
    }
    t.clock.advance(20 * DAY); // day 180
    expect((await show(token)).status).toBe(401);
  });

  it('should write the last use at most every five minutes, so reading does not write on every request', async () => {
    const token = await loginFrom(newPhone());
    const lastUse = async () => (await t.db.select({ at: sessions.lastUsedAt }).from(sessions)).map((row) => row.at.getTime());
    const before = await lastUse();
    const loggedInAt = t.clock.now().getTime();
    expect(before).toContain(loggedInAt);
    t.clock.advance(299);
    expect((await show(token)).status).toBe(200);
    expect(await lastUse()).toEqual(before);
    t.clock.advance(1); // five minutes to the millisecond
    expect((await show(token)).status).toBe(200);
    const after = await lastUse();
    expect(after).toContain(loggedInAt + 300_000);
    expect(after).not.toContain(loggedInAt);
  });

  it('should list the reader’s own live sessions, the current one marked, the newest use first', async () => {
    const phone = newPhone();
    await loginFrom(phone, 'curl/8.5.0');
    const inWechat = await loginFrom(phone, IPHONE_WECHAT);
    const here = await loginFrom(phone, ANDROID_CHROME);
    const stranger = await loginFrom(newPhone());
    t.clock.advance(600);
    expect((await show(inWechat)).status).toBe(200);
    t.clock.advance(600);

    const listed = await apiGet(t.app, 'sessions/list', {}, { token: here });
    expectContractOutput(sessionList, listed.body.data);
    const rows = listed.body.data as { id: number; device: string; current: boolean; lastUsedAt: string; createdAt: string }[];
    expect(rows.map((row) => [row.device, row.current])).toEqual([
      ['Chrome · Android', true],
      ['微信 · iPhone', false],
      ['浏览器 · 其他系统', false],
    ]);
    expect(Date.parse(rows[1]!.lastUsedAt)).toBe(t.clock.now().getTime() - 600_000);
    expect((await apiGet(t.app, 'sessions/list', {}, { token: stranger })).body.data).toHaveLength(1);
    expect(await apiGet(t.app, 'sessions/list', {})).toMatchObject({ status: 401, body: { msg: '请登录...' } });
  });

  it('should end one session by id, never another reader’s', async () => {
    const phone = newPhone();
    const first = await loginFrom(phone);
    const second = await loginFrom(phone);
    const stranger = await loginFrom(newPhone());
    const [mine] = ((await apiGet(t.app, 'sessions/list', {}, { token: second })).body.data as { id: number; current: boolean }[]).filter((row) => !row.current);
    expect(await apiPost(t.app, 'sessions/revoke', { id: mine!.id }, { token: stranger })).toMatchObject({ status: 200, body: { data: { revoked: false } } });
    expect((await show(first)).status).toBe(200);
    expect(await apiPost(t.app, 'sessions/revoke', { id: mine!.id }, { token: second })).toMatchObject({ status: 200, body: { data: { revoked: true } } });
    expect((await show(first)).status).toBe(401);
    expect((await show(second)).status).toBe(200);
    expect(await apiPost(t.app, 'sessions/revoke', { id: 'x' }, { token: second })).toMatchObject({ status: 400, body: { msg: 'id 格式不正确' } });
  });

  it('should sign out everywhere else and keep this device', async () => {
    const phone = newPhone();
    const others = [await loginFrom(phone), await loginFrom(phone, IPHONE_WECHAT)];
    const here = await loginFrom(phone);
    const stranger = await loginFrom(newPhone());
    expect(await apiPost(t.app, 'sessions/revokeOthers', {}, { token: here })).toMatchObject({ status: 200, body: { data: { revoked: 2 } } });
    for (const token of others) expect((await show(token)).status).toBe(401);
    expect((await show(here)).status).toBe(200);
    expect((await show(stranger)).status).toBe(200);
  });

  it('should end every session of a reader at once (account cancellation)', async () => {
    const phone = newPhone();
    const tokens = [await loginFrom(phone), await loginFrom(phone, IPHONE_WECHAT)];
    const stranger = await loginFrom(newPhone());
    const userId = (await show(tokens[0]!)).body.data.id as number;
    expect(await revokeAllSessions(t.db, userId)).toBe(2);
    for (const token of tokens) expect((await show(token)).status).toBe(401);
    expect((await show(stranger)).status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });
});
