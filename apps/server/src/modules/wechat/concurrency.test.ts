import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wechatUserLinks } from '../../db/schema.ts';
import { LocalWechatOAuth } from '../../providers/wechat/LocalWechatOAuth.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiPost, requestSmsCode } from '../../testing/requestHelpers.ts';
import { authorise, cookieFrom, startAuthorisation, wxLogin } from '../../testing/wechatFlow.ts';

// PGlite runs one query at a time and would hide these races, so they need a real server.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] WeChat concurrency tests need DATABASE_URL (real PostgreSQL)');

const N = 20;

describe.skipIf(!databaseUrl)('WeChat login concurrency on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db, seed: false });
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('should let exactly one of 20 concurrent wxLogins with the same code and state succeed', async () => {
    const flow = await authorise(t.app, 'bound');
    const answers = await Promise.all(Array.from({ length: N }, () => wxLogin(t.app, flow)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && a.body.msg === '授权已失效，请重新授权')).toHaveLength(N - 1);
  });

  it('should let exactly one of 20 concurrent wxLogins with one code under 20 different states succeed', async () => {
    const { code } = await authorise(t.app, 'bound');
    const states = await Promise.all(Array.from({ length: N }, () => startAuthorisation(t.app)));
    const answers = await Promise.all(states.map((started) => wxLogin(t.app, { ...started, code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && a.body.msg === '授权码已使用，请重新授权')).toHaveLength(N - 1);
  });

  it('should spend a simulator code exactly once under 20 concurrent exchanges', async () => {
    const oauth = new LocalWechatOAuth(pg.db, t.clock);
    const code = await oauth.issueCode({ openid: 'oRace', nickname: '赛车手', headimgurl: '' }, 'snsapi_userinfo');
    const results = await Promise.allSettled(Array.from({ length: N }, () => oauth.exchangeCode(code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('should bind a pending identity to exactly one of 20 concurrent SMS logins from its browser', async () => {
    const registered = await wxLogin(t.app, await authorise(t.app, 'random'));
    expect(registered.body.data.type).toBe('register');
    const cookie = cookieFrom(registered.headers, 'shqcb_wx_bind') ?? '';
    const phones = Array.from({ length: N }, (_, i) => String(15_100_000_000 + i));
    const codes = await Promise.all(
      phones.map(async (phone) => {
        await requestSmsCode(t.app, { phone });
        return t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
      }),
    );
    const answers = await Promise.all(phones.map((phone, i) => apiPost(t.app, 'login', { phone, code: codes[i] }, { headers: { Cookie: cookie } })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data.wxUserInfo !== null)).toHaveLength(1);
    expect(await pg.db.select().from(wechatUserLinks).where(eq(wechatUserLinks.openid, registered.body.data.wxUserInfo.openid))).toHaveLength(1);
  });
});
