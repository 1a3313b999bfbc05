// Shared answers (decision 0049): the first screens' content calls are cached per content version,
// sent with a strong ETag, 304 and the compressed bytes made once. Every kind of write is seen at
// once by this instance and by a second one on the same database (a second createApp; on PostgreSQL
// with a pool of its own, as another process would have). Runs on PGlite, and on PostgreSQL too when
// DATABASE_URL is set.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, TOKEN_HEADER } from '@shqcb/api/contract';
import { HOME_TAB_ID } from '@shqcb/api/contract/content';
import { createApp } from '../app.ts';
import type { Db } from '../db/Db.ts';
import { openDb } from '../db/openDb.ts';
import { advertising, breakingNews, categories, contentVersion, news } from '../db/schema.ts';
import type { AppEnv } from '../http/AppEnv.ts';
import { silentLogger } from '../Logger.ts';
import { createLocalProviders } from '../providers/createLocalProviders.ts';
import { seedDemo } from '../seed/seedDemo.ts';
import { createPostgresTestDb } from '../testing/createPostgresTestDb.ts';
import { FakeClock } from '../testing/FakeClock.ts';
import { openTestDb } from '../testing/pgliteTemplates.ts';
import { signedInReaders } from '../testing/signedInReaders.ts';
import { testConfig } from '../testing/testConfig.ts';
import type { TestApp } from '../testing/createTestApp.ts';
import { CONTENT_VERSION_CHANNEL, followContentVersion, type ContentVersion } from './contentVersion.ts';
import { createSharedAnswers, SHARED_ANSWER_FRESH_MS } from './sharedAnswers.ts';

type App = Hono<AppEnv>;

/** Two instances of the server on one database, and the database itself for writes from outside. */
interface Instances {
  engine: 'PGlite' | 'PostgreSQL';
  /** What the first instance runs on; writes go here. */
  db: Db;
  /** What the second instance runs on (the same handle on PGlite). */
  other: Db;
  a: App;
  b: App;
  clock: FakeClock;
  /** A TestApp view of instance a, for helpers that want one. */
  t: TestApp;
  close(): Promise<void>;
}

function appOn(db: Db, clock: FakeClock): App {
  return createApp({ db, config: testConfig(), clock, providers: createLocalProviders(db, clock), logger: silentLogger });
}

/** Notifications alone keep PostgreSQL instances up to date in these tests: the safety read waits an hour. */
const NOTIFIED_ONLY = { checkEveryMs: 3_600_000 };

async function instancesOn(engine: Instances['engine'], seed = true): Promise<Instances> {
  const clock = new FakeClock();
  if (engine === 'PGlite') {
    // PGlite is opened by one process: the second instance is a second app on the same engine.
    const opened = await openTestDb(seed ? 'seeded' : 'migrated');
    await followContentVersion(opened.db, silentLogger).ready;
    const a = appOn(opened.db, clock);
    const t: TestApp = { app: a, db: opened.db, clock, sms: createLocalProviders(opened.db, clock).sms, providers: createLocalProviders(opened.db, clock), config: testConfig(), close: opened.close };
    return { engine, db: opened.db, other: opened.db, a, b: appOn(opened.db, clock), clock, t, close: opened.close };
  }
  const scratch = await createPostgresTestDb(process.env.DATABASE_URL!, 10);
  if (seed) await seedDemo(scratch.db, clock);
  // Another process would have its own pool: the second instance gets one.
  const other = await openDb({ databaseUrl: scratch.url, dataDir: 'memory://', migrate: false, poolSize: 5 });
  await Promise.all([scratch.db, other.db].map((db) => followContentVersion(db, silentLogger, NOTIFIED_ONLY).ready));
  const a = appOn(scratch.db, clock);
  const providers = createLocalProviders(scratch.db, clock);
  const t: TestApp = { app: a, db: scratch.db, clock, sms: providers.sms, providers, config: testConfig(), close: scratch.close };
  return {
    engine,
    db: scratch.db,
    other: other.db,
    a,
    b: appOn(other.db, clock),
    clock,
    t,
    close: async () => {
      await other.close();
      await scratch.close();
    },
  };
}

interface Got {
  status: number;
  headers: Headers;
  /** The body as sent (maybe compressed). */
  raw: Buffer;
  /** The body decoded, parsed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

async function get(app: App, path: string, headers: Record<string, string> = {}): Promise<Got> {
  const res = await app.request(`${API_PREFIX}${path}`, { headers }, { incoming: { socket: { remoteAddress: '10.0.0.9' } } });
  const raw = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('content-encoding');
  const text = coding === 'br' ? brotliDecompressSync(raw).toString() : coding === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
  return { status: res.status, headers: res.headers, raw, json: text ? JSON.parse(text) : null };
}

const FIRST_PAGE = `news/index?categoryId=${HOME_TAB_ID}&page=1&pageSize=10`;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const listIds = (got: Got): number[] => (got.json.data.list ?? got.json.data).map((item: { id: number }) => item.id);
const versionOf = async (db: Db) => (await db.select({ v: contentVersion.version }).from(contentVersion))[0]!.v;

/**
 * Waits until both instances know the version the database has now: at once on PGlite, when the
 * notification arrives (milliseconds) on PostgreSQL. Fails after 2 s.
 */
async function settled(s: Pick<Instances, 'db' | 'other'>): Promise<void> {
  const target = await versionOf(s.db);
  await expect
    .poll(async () => Math.min(...(await Promise.all([s.db, s.other].map(async (db) => (await followContentVersion(db, silentLogger).current()) ?? -1)))), { timeout: 2000, interval: 5 })
    .toBeGreaterThanOrEqual(target);
}

const engines: Instances['engine'][] = ['PGlite', ...(process.env.DATABASE_URL ? (['PostgreSQL'] as const) : [])];
if (!process.env.DATABASE_URL) console.info('[skip] shared answers on PostgreSQL need DATABASE_URL (real PostgreSQL)');

describe.each(engines)('shared answers on %s', (engine) => {
  let s: Instances;
  beforeAll(async () => {
    s = await instancesOn(engine);
  });
  afterAll(() => s.close());

  describe('HTTP', () => {
    it('should send the first page with a strong ETag, no-cache, and 304 when If-None-Match names it', async () => {
      const first = await get(s.a, FIRST_PAGE, BROWSER);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ code: 200, msg: 'success', data: { page: 1, pageSize: 10 } });
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{27}-br"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toBe('Accept-Encoding');

      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(s.a, FIRST_PAGE, { ...BROWSER, 'if-none-match': tag });
        expect(again.status, tag).toBe(304);
        expect(again.raw.length).toBe(0);
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('no-cache');
      }
      expect((await get(s.a, FIRST_PAGE, { ...BROWSER, 'if-none-match': '"someone-else"' })).status).toBe(200);
      // The other instance computes the same tag from the same content.
      expect((await get(s.b, FIRST_PAGE, { ...BROWSER, 'if-none-match': etag })).status).toBe(304);
    });

    it('should take the defaults and unknown fields as the same request', async () => {
      const plain = await get(s.a, 'news/index', BROWSER);
      const extra = await get(s.a, `${FIRST_PAGE}&_=12345`, BROWSER);
      expect(plain.headers.get('etag')).toBe((await get(s.a, FIRST_PAGE, BROWSER)).headers.get('etag'));
      expect(extra.headers.get('etag')).toBe(plain.headers.get('etag'));
    });

    it('should negotiate brotli, gzip or none, and send the same content under a tag per coding', async () => {
      const identity = await get(s.a, FIRST_PAGE);
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(Number(identity.headers.get('content-length'))).toBe(identity.raw.length);
      const tag = identity.headers.get('etag')!.slice(1, -1);
      const cases: [string, string | null, string][] = [
        ['gzip, deflate, br', 'br', `"${tag}-br"`],
        ['br;q=0, gzip', 'gzip', `"${tag}-gz"`],
        ['gzip', 'gzip', `"${tag}-gz"`],
        ['x-gzip', 'gzip', `"${tag}-gz"`],
        ['*', 'br', `"${tag}-br"`],
        ['identity', null, `"${tag}"`],
        ['br;q=0, gzip;q=0', null, `"${tag}"`],
      ];
      for (const [accept, coding, etag] of cases) {
        const got = await get(s.a, FIRST_PAGE, { 'accept-encoding': accept });
        expect(got.headers.get('content-encoding'), accept).toBe(coding);
        expect(got.headers.get('etag'), accept).toBe(etag);
        expect(got.json, accept).toEqual(identity.json);
        if (coding) expect(got.raw.length, accept).toBeLessThan(identity.raw.length);
      }
      // A tag of one coding revalidates the answer in another: the content is the same.
      expect((await get(s.a, FIRST_PAGE, { 'accept-encoding': 'br', 'if-none-match': `"${tag}-gz"` })).status).toBe(304);
    });

    it('should compress answers made per request with gzip from 1 KB, and leave small ones and refusals alone', async () => {
      const detail = await get(s.a, 'news/show?id=3', BROWSER);
      expect(detail.status).toBe(200);
      expect(detail.headers.get('content-encoding')).toBe('gzip');
      expect(detail.headers.get('vary')).toContain('Accept-Encoding');
      expect(Number(detail.headers.get('content-length'))).toBe(detail.raw.length);
      expect(detail.json.data.id).toBe(3);
      expect((await get(s.a, 'news/show?id=3', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull();
      const refusal = await get(s.a, 'news/show?id=999999', BROWSER);
      expect(refusal.headers.get('content-encoding')).toBeNull();
      expect(refusal.json).toEqual({ code: 404, msg: '新闻不存在', data: null });
    });

    it('should keep refusing bad input in Chinese, with or without If-None-Match, and not keep a refusal', async () => {
      const etag = (await get(s.a, FIRST_PAGE, BROWSER)).headers.get('etag')!;
      for (const headers of [BROWSER, { ...BROWSER, 'if-none-match': etag }, { ...BROWSER, 'if-none-match': '*' }]) {
        expect((await get(s.a, 'news/index?page=0', headers)).json).toEqual({ code: 400, msg: 'page 格式不正确', data: null });
        expect((await get(s.a, 'news/index?pageSize=51', headers)).json).toEqual({ code: 400, msg: 'pageSize 最多为 50', data: null });
        expect((await get(s.a, 'news/top?categoryId=abc', headers)).json).toEqual({ code: 400, msg: 'id 格式不正确', data: null });
        expect((await get(s.a, 'advertising/list?position=sidebar', headers)).status).toBe(400);
      }
      const unknown = await get(s.a, 'news/index?categoryId=998', BROWSER);
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({ code: 404, msg: '栏目不存在', data: null });
      expect(unknown.headers.get('cache-control')).toBe('no-store');
      await s.db.insert(categories).values({ id: 998, name: '临时', sortOrder: 998 });
      await settled(s);
      expect((await get(s.a, 'news/index?categoryId=998', BROWSER)).json).toMatchObject({ code: 200, data: { total: 0 } });
      expect((await get(s.b, 'news/index?categoryId=998', BROWSER)).json).toMatchObject({ code: 200, data: { total: 0 } });
      await s.db.delete(categories).where(eq(categories.id, 998));
      await settled(s);
      expect((await get(s.b, 'news/index?categoryId=998', BROWSER)).status).toBe(404);
    });
  });

  describe('readers', () => {
    it('should give every reader the same shared bytes, marked private when a token came along', async () => {
      const [reader] = await signedInReaders(s.t, 1, engine === 'PGlite' ? 13900000001 : 13900000101);
      const visitor = await get(s.a, FIRST_PAGE, BROWSER);
      const signedIn = await get(s.a, FIRST_PAGE, { ...BROWSER, [TOKEN_HEADER]: reader!.token });
      expect(signedIn.raw.equals(visitor.raw)).toBe(true);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
      expect((await get(s.a, 'titleList', { ...BROWSER, [TOKEN_HEADER]: 'not-a-live-token' })).status).toBe(200);
    });

    it('should never share an answer that depends on the reader: news/show carries each reader’s own likes, no-store', async () => {
      const [liker, other] = await signedInReaders(s.t, 2, engine === 'PGlite' ? 13900000011 : 13900000111);
      const praise = await s.a.request(`${API_PREFIX}news-collection/praises`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: liker!.token },
        body: JSON.stringify({ id: 5, praised: true }),
      });
      expect(praise.status).toBe(200);
      const mine = await get(s.a, 'news/show?id=5', { ...BROWSER, [TOKEN_HEADER]: liker!.token });
      const theirs = await get(s.b, 'news/show?id=5', { ...BROWSER, [TOKEN_HEADER]: other!.token });
      const nobody = await get(s.a, 'news/show?id=5', BROWSER);
      expect(mine.json.data.reactions).toMatchObject({ praised: true });
      expect(theirs.json.data.reactions).toMatchObject({ praised: false, praises: mine.json.data.reactions.praises });
      expect(nobody.json.data.reactions).toMatchObject({ praised: false });
      for (const got of [mine, theirs, nobody]) {
        expect(got.headers.get('cache-control')).toBe('no-store');
        expect(got.headers.get('etag')).toBeNull();
      }
    });
  });

  describe('invalidation: every kind of write is seen at once by both instances', () => {
    /** Reads on both instances (filling both caches), runs the write, reads again on both. */
    async function acrossWrite(path: string, write: () => Promise<unknown>): Promise<{ before: Got[]; after: Got[] }> {
      const before = [await get(s.a, path, BROWSER), await get(s.b, path, BROWSER)];
      // Served from the caches: the same bytes again.
      expect((await get(s.a, path, BROWSER)).raw.equals(before[0]!.raw)).toBe(true);
      await write();
      await settled(s);
      const after = [await get(s.a, path, BROWSER), await get(s.b, path, BROWSER)];
      expect(after[1]!.raw.equals(after[0]!.raw)).toBe(true);
      return { before, after };
    }

    it('should show a news item published now at the top of the home feed, and its edit, and its removal', async () => {
      let id = 0;
      const added = await acrossWrite(FIRST_PAGE, async () => {
        const [row] = await s.db
          .insert(news)
          .values({ categoryId: 308, title: '刚刚发布的新闻', source: '上海汽车报', author: '本报记者 王敏', content: '<p>x</p>', publishedAt: s.clock.now() })
          .returning({ id: news.id });
        id = row!.id;
      });
      for (const got of added.after) expect(listIds(got)[0]).toBe(id);
      expect(added.after[0]!.json.data.total).toBe(added.before[0]!.json.data.total + 1);

      const edited = await acrossWrite(FIRST_PAGE, () => s.db.update(news).set({ title: '改过的标题' }).where(eq(news.id, id)));
      for (const got of edited.after) expect(got.json.data.list[0].title).toBe('改过的标题');

      const removed = await acrossWrite(FIRST_PAGE, () => s.db.delete(news).where(eq(news.id, id)));
      for (const got of removed.after) expect(listIds(got)).not.toContain(id);
    });

    it('should follow a renamed tab, a new headline, a withdrawn advertisement and a change of pinned news', async () => {
      const renamed = await acrossWrite('titleList', () => s.db.update(categories).set({ name: '新能源车' }).where(eq(categories.id, 308)));
      for (const got of renamed.after) expect(got.json.data.find((tab: { id: number }) => tab.id === 308).name).toBe('新能源车');

      const headline = await acrossWrite('breakingNewsList', () => s.db.insert(breakingNews).values({ newsId: 1, title: '快讯：新的标题', sortOrder: -1, createdAt: s.clock.now() }));
      for (const got of headline.after) expect(got.json.data[0]).toEqual({ id: 1, title: '快讯：新的标题' });

      const ads = await acrossWrite('advertising/list?position=home-list', async () => {
        const [first] = await s.db.select({ id: advertising.id }).from(advertising).where(eq(advertising.position, 'home-list')).limit(1);
        await s.db.update(advertising).set({ active: false }).where(eq(advertising.id, first!.id));
      });
      for (const got of ads.after) expect(got.json.data).toHaveLength(ads.before[0]!.json.data.length - 1);

      const pinned = await acrossWrite('news/top', () => s.db.update(news).set({ isTop: false }).where(eq(news.isTop, true)));
      for (const got of pinned.after) expect(got.json.data).toEqual([]);
    });

    it('should keep an article’s sanitised text between writes, and show an edit at once on both instances', async () => {
      const before = await get(s.a, 'news/show?id=7', BROWSER);
      await get(s.b, 'news/show?id=7', BROWSER);
      // A write the triggers do not see: the article comes from the cache, views still count.
      await s.db.execute(sql`alter table news disable trigger news_content_version_update`);
      try {
        await s.db.update(news).set({ content: '<p>悄悄改的正文</p>' }).where(eq(news.id, 7));
        const cached = await get(s.a, 'news/show?id=7', BROWSER);
        expect(cached.json.data.content).toBe(before.json.data.content);
        expect(cached.json.data.views).toBe(before.json.data.views + 2);
      } finally {
        await s.db.execute(sql`alter table news enable trigger news_content_version_update`);
      }
      await s.db.update(news).set({ content: '<p>改过的正文<script>steal()</script></p>', author: '本报记者 李华' }).where(eq(news.id, 7));
      await settled(s);
      for (const app of [s.a, s.b]) {
        const got = await get(app, 'news/show?id=7', BROWSER);
        expect(got.json.data).toMatchObject({ id: 7, content: '<p>改过的正文</p>', author: '本报记者 李华', categoryName: before.json.data.categoryName });
      }
      await s.db.update(news).set({ publishedAt: new Date(s.clock.now().getTime() + 3_600_000) }).where(eq(news.id, 7));
      await settled(s);
      expect((await get(s.b, 'news/show?id=7', BROWSER)).json).toEqual({ code: 404, msg: '新闻不存在', data: null });
    });

    it('should show a scheduled item when its time comes, with no write at all', async () => {
      const at = new Date(s.clock.now().getTime() + 60_000);
      const [row] = await s.db
        .insert(news)
        .values({ categoryId: 309, title: '定时发布', source: '上海汽车报', author: '本报记者 王敏', content: '<p>x</p>', publishedAt: at })
        .returning({ id: news.id });
      const path = 'news/index?categoryId=309';
      expect(listIds(await get(s.a, path, BROWSER))).not.toContain(row!.id);
      expect(listIds(await get(s.b, path, BROWSER))).not.toContain(row!.id);
      s.clock.advance(59);
      expect(listIds(await get(s.a, path, BROWSER))).not.toContain(row!.id);
      s.clock.advance(1);
      expect(listIds(await get(s.a, path, BROWSER))[0]).toBe(row!.id);
      expect(listIds(await get(s.b, path, BROWSER))[0]).toBe(row!.id);
    });

    it('should change nothing for a write that is rolled back', async () => {
      const before = await versionOf(s.db);
      const page = await get(s.a, FIRST_PAGE, BROWSER);
      await expect(
        s.db.transaction(async (tx) => {
          await tx.update(news).set({ title: '不会留下的标题' });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await versionOf(s.db)).toBe(before);
      expect((await get(s.b, FIRST_PAGE, BROWSER)).json).toEqual(page.json);
    });

    it('should not bump the version for a view, and show view counts at most one renewal late', async () => {
      s.clock.advance((2 * SHARED_ANSWER_FRESH_MS) / 1000 + 1);
      const first = await get(s.a, FIRST_PAGE, BROWSER);
      const id = listIds(first)[0]!;
      const views = first.json.data.list[0].views as number;
      const version = await versionOf(s.db);
      expect((await get(s.a, `news/show?id=${id}`, BROWSER)).status).toBe(200);
      await s.db.update(news).set({ views: sql`${news.views} + 1000` }).where(eq(news.id, id));
      expect(await versionOf(s.db)).toBe(version);
      // Cached: still the count as it was read.
      expect((await get(s.a, FIRST_PAGE, BROWSER)).json.data.list[0].views).toBe(views);
      // Past the fresh time the old answer is served once more while it is renewed in the background.
      s.clock.advance(SHARED_ANSWER_FRESH_MS / 1000 + 1);
      expect((await get(s.a, FIRST_PAGE, BROWSER)).json.data.list[0].views).toBe(views);
      await expect.poll(async () => (await get(s.a, FIRST_PAGE, BROWSER)).json.data.list[0].views).toBe(views + 1001);
      // Past twice the fresh time nothing older is served at all.
      await s.db.update(news).set({ views: sql`${news.views} + 1` }).where(eq(news.id, id));
      s.clock.advance((2 * SHARED_ANSWER_FRESH_MS) / 1000 + 1);
      expect((await get(s.b, FIRST_PAGE, BROWSER)).json.data.list[0].views).toBe(views + 1002);
      expect((await get(s.a, FIRST_PAGE, BROWSER)).json.data.list[0].views).toBe(views + 1002);
    });
  });

  it('should serve what the seed wrote into an empty database to an instance that started before it', async () => {
    const empty = await instancesOn(engine, false);
    try {
      expect((await get(empty.a, 'titleList', BROWSER)).json.data).toEqual([]);
      expect((await get(empty.b, FIRST_PAGE, BROWSER)).status).toBe(404);
      await seedDemo(empty.db, empty.clock);
      await settled(empty);
      expect((await get(empty.a, 'titleList', BROWSER)).json.data[0]).toMatchObject({ id: HOME_TAB_ID, name: '推荐' });
      expect((await get(empty.b, FIRST_PAGE, BROWSER)).json.data.list).toHaveLength(10);
    } finally {
      await empty.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the content version on PostgreSQL', () => {
  it('should catch up by its periodic read with a change no notification told', async () => {
    const scratch = await createPostgresTestDb(process.env.DATABASE_URL!, 3);
    const checking = await openDb({ databaseUrl: scratch.url, dataDir: 'memory://', migrate: false, poolSize: 2 });
    try {
      const notified = followContentVersion(scratch.db, silentLogger, NOTIFIED_ONLY);
      const reading = followContentVersion(checking.db, silentLogger, { checkEveryMs: 50 });
      await Promise.all([notified.ready, reading.ready]);
      expect(notified.kind).toBe('listen');
      const before = await versionOf(scratch.db);
      expect(notified.current()).toBe(before);
      // As if the notification had been lost: the row moves without a trigger.
      await scratch.db.update(contentVersion).set({ version: before + 5 });
      await expect.poll(() => reading.current(), { timeout: 2000, interval: 10 }).toBe(before + 5);
      expect(notified.current()).toBe(before);
      // The next write's notification carries the number past it.
      await scratch.db.update(categories).set({ name: '再来' }).where(eq(categories.id, -1));
      await expect.poll(() => notified.current(), { timeout: 2000, interval: 5 }).toBe(before + 6);
    } finally {
      await checking.close();
      await scratch.close();
    }
  });
});

describe('the triggers of content_version', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb('migrated'));
  });
  afterAll(() => close());

  it('should watch every column of news but views, and every table the shared answers read', async () => {
    const pglite = (db as unknown as { $client: PGlite }).$client;
    const names = async (query: string) => (await pglite.query<{ name: string }>(query)).rows.map((row) => row.name).sort();
    const columns = await names(`select column_name as name from information_schema.columns where table_name = 'news'`);
    const watched = await names(
      `select event_object_column as name from information_schema.triggered_update_columns where event_object_table = 'news' and trigger_name = 'news_content_version_update'`,
    );
    expect(watched).toEqual(columns.filter((name) => name !== 'views'));
    const events = await names(
      `select event_object_table || ' ' || event_manipulation as name from information_schema.triggers where trigger_name like '%content_version%'`,
    );
    for (const table of ['categories', 'news', 'breaking_news', 'advertising']) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) expect(events, `${table} ${event}`).toContain(`${table} ${event}`);
    }
  });

  it('should bump the version once per writing statement and notify the new value', async () => {
    const pglite = (db as unknown as { $client: PGlite }).$client;
    const seen: string[] = [];
    const unlisten = await pglite.listen(CONTENT_VERSION_CHANNEL, (payload) => seen.push(payload));
    const before = await versionOf(db);
    await pglite.exec(`insert into categories (id, name, sort_order) values (1, 'a', 1), (2, 'b', 2)`);
    await pglite.exec(`update categories set name = 'c' where id = 1`);
    await pglite.exec(`update categories set name = 'd' where id = -1`);
    await pglite.exec(`update news set views = views + 1`);
    expect(seen).toEqual([String(before + 1), String(before + 2), String(before + 3)]);
    expect(await versionOf(db)).toBe(before + 3);
    await unlisten();
  });

  it('should not count the version among what a reader can change', async () => {
    // Readers' writes (views, likes, comments) touch none of the watched tables' watched columns.
    const before = await versionOf(db);
    await db.execute(sql`insert into categories (id, name, sort_order) values (5, 'x', 5)`);
    await db.insert(news).values({ categoryId: 5, title: 't', source: 's', author: 'a', content: 'c', publishedAt: new Date() });
    const after = await versionOf(db);
    await db.update(news).set({ views: sql`${news.views} + 1` }).where(and(eq(news.categoryId, 5)));
    expect(await versionOf(db)).toBe(after);
    expect(after).toBe(before + 2);
  });
});

describe('createSharedAnswers', () => {
  const versionAt = (value: { now: number | null }): ContentVersion => ({
    kind: 'in-process',
    current: () => value.now,
    read: async () => value.now ?? 0,
    ready: Promise.resolve(),
  });

  it('should read once for requests that miss together, and again after a new version', async () => {
    const clock = new FakeClock();
    const version = { now: 1 as number | null };
    let loads = 0;
    const cache = createSharedAnswers({ version: versionAt(version), clock, nextPublishAfter: async () => null });
    const load = async () => ({ n: ++loads });
    const answers = await Promise.all([cache.answer('k', load), cache.answer('k', load), cache.answer('k', load)]);
    expect(loads).toBe(1);
    expect(new Set(answers.map((answer) => answer.tag)).size).toBe(1);
    expect((await cache.answer('k', load)).body.toString()).toBe('{"code":200,"msg":"success","data":{"n":1}}');
    version.now = 2;
    expect((await cache.answer('k', load)).body.toString()).toContain('"n":2');
    expect(cache.size).toBe(1);
  });

  it('should answer from the database, gzip only, while the version is unknown', async () => {
    const version = { now: null as number | null };
    let loads = 0;
    const cache = createSharedAnswers({ version: versionAt(version), clock: new FakeClock(), nextPublishAfter: async () => null });
    const load = async () => ({ list: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `第${i}条新闻` })), n: ++loads });
    const first = await cache.answer('k', load);
    await cache.answer('k', load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    expect(first.br).toBeNull();
    expect(gunzipSync(first.gzip!).equals(first.body)).toBe(true);
  });

  it('should not serve an answer read later than the clock says it is now', async () => {
    const clock = new FakeClock();
    let loads = 0;
    const cache = createSharedAnswers({ version: versionAt({ now: 1 }), clock, nextPublishAfter: async () => null });
    const load = async () => ++loads;
    await cache.answer('k', load);
    clock.advance(-1);
    await cache.answer('k', load);
    expect(loads).toBe(2);
  });
});
