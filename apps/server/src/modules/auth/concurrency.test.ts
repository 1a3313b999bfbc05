import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, smsCodes, users } from '../../db/schema.ts';
import { createApp } from '../../app.ts';
import { openDb } from '../../db/openDb.ts';
import { silentLogger } from '../../Logger.ts';
import { createPostgresTestDb, createScratchDatabase, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost, requestSmsCode } from '../../testing/requestHelpers.ts';
import { findOrCreateUser } from './registerUser.ts';

// PGlite runs one query at a time and would hide these races, so they need a real server.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] concurrency tests need DATABASE_URL (real PostgreSQL)');

const N = 20;

describe.skipIf(!databaseUrl)('concurrency on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db });
  });
  afterAll(async () => {
    await pg?.close();
  });

  const codeOf = (phone: string) => t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';

  it('should let exactly one of 20 concurrent logins with the same code succeed', async () => {
    const phone = '15000000001';
    expect((await requestSmsCode(t.app, { phone })).status).toBe(200);
    const code = codeOf(phone);
    const answers = await Promise.all(Array.from({ length: N }, () => apiPost(t.app, 'login', { phone, code })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.msg === '验证码已使用，请重新获取')).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('should create exactly one user for 20 concurrent first registrations of a phone', async () => {
    const phone = '15000000002';
    const results = await Promise.all(Array.from({ length: N }, () => pg.db.transaction((tx) => findOrCreateUser(tx, phone, t.clock.now()))));
    expect(results.filter((r) => r.isNewUser)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('should send exactly one code for 20 concurrent requests within the resend window', async () => {
    const phone = '15000000003';
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => requestSmsCode(t.app, { phone }, { ip: `10.7.0.${i}` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(N - 1);
    expect(t.sms.sent.filter((m) => m.phone === phone)).toHaveLength(1);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(1);
  });

  it('should let one challenge pass exactly one of 20 concurrent sends', async () => {
    const { id, text } = (await apiGet(t.app, 'captcha')).body.data as { id: string; text: string };
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => apiPost(t.app, 'postSmsCode', { phone: `1520000${String(i).padStart(4, '0')}`, captchaId: id, captcha: text }, { ip: `10.8.${i}.1` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.msg === '图形验证码已失效，请点击图片刷新')).toBe(true);
  });

  it('should hold the service-wide SMS cap across two instances on one database', async () => {
    const other = await openDb({ databaseUrl: pg.url, dataDir: 'memory://', poolSize: 10 });
    try {
      const sms = { ...t.config.sms, globalPerMinute: 5 };
      const instances = [
        createApp({ db: t.db, config: { ...t.config, sms }, clock: t.clock, providers: t.providers, logger: silentLogger }),
        createApp({ db: other.db, config: { ...t.config, sms }, clock: t.clock, providers: t.providers, logger: silentLogger }),
      ];
      t.clock.set('2026-05-01T03:00:10Z');
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => requestSmsCode(instances[i % 2]!, { phone: `1510000${String(i).padStart(4, '0')}` }, { ip: `10.9.${i}.1` })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 429).every((a) => a.body.msg === '当前获取验证码的人较多，请稍后再试')).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('should allow no more than 5 tries under a flood of concurrent wrong guesses', async () => {
    const phone = '15000000004';
    t.clock.advance(61);
    await requestSmsCode(t.app, { phone });
    const code = codeOf(phone);
    const guesses = Array.from({ length: N }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => apiPost(t.app, 'login', { phone, code: guess })));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(N - 4);
    expect((await apiPost(t.app, 'login', { phone, code })).status).toBe(429);
    const [row] = await t.db.select({ attempts: smsCodes.attempts }).from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.attempts).toBe(5);
  });

  it('should count every one of 20 concurrent views', async () => {
    const [before] = await t.db.select({ views: news.views }).from(news).where(eq(news.id, 7));
    await Promise.all(Array.from({ length: N }, () => apiGet(t.app, 'news/show', { id: 7 })));
    const [after] = await t.db.select({ views: news.views }).from(news).where(eq(news.id, 7));
    expect(after!.views - before!.views).toBe(N);
  });

  it('should let several instances migrate one fresh database at the same time', async () => {
    const scratch = await createScratchDatabase(databaseUrl ?? '');
    try {
      const opened = await Promise.all(Array.from({ length: 4 }, () => openDb({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 1 })));
      expect(await opened[0]!.db.select().from(users)).toEqual([]);
      await Promise.all(opened.map((o) => o.close()));
    } finally {
      await scratch.drop();
    }
  });
});
