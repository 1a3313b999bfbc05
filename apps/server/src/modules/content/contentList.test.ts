import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioItems } from '../../db/schema.ts';
import { expectContractOutput } from '../../testing/contract.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, send } from '../../testing/requestHelpers.ts';
import { contentList } from '@shqcb/api/contract/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  title: string;
  voiceUrl: string;
  source: string;
  time: string;
  duration: number;
  cover: string;
  summary: string;
}

describe('contentList', () => {
  it('should page through twelve episodes newest first until hasMore is false', async () => {
    const seen: Item[] = [];
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const { status, body } = await apiGet(t.app, 'contentList', { type: 'audio', page, pageSize: 5 });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 200, msg: 'success' });
      expectContractOutput(contentList, body.data);
      pages.push({ page: body.data.page, pageSize: body.data.pageSize, total: body.data.total, hasMore: body.data.hasMore, n: body.data.list.length });
      seen.push(...body.data.list);
    }
    expect(pages).toEqual([
      { page: 1, pageSize: 5, total: 12, hasMore: true, n: 5 },
      { page: 2, pageSize: 5, total: 12, hasMore: true, n: 5 },
      { page: 3, pageSize: 5, total: 12, hasMore: false, n: 2 },
    ]);
    expect(seen.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const times = seen.map((item) => Date.parse(item.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(t.clock.now().getTime() - Math.min(...times)).toBeGreaterThan(21 * 86_400_000);
    expect(new Set(seen.map((item) => item.title)).size).toBe(12);
  });

  it('should default to the first page of ten, type audio', async () => {
    const { body } = await apiGet(t.app, 'contentList');
    expectContractOutput(contentList, body.data);
    expect(body.data).toMatchObject({ page: 1, pageSize: 10, total: 12, hasMore: true });
    expect(body.data.list).toHaveLength(10);
    const exact = await apiGet(t.app, 'contentList', { page: 2, pageSize: 10 });
    expect(exact.body.data).toMatchObject({ page: 2, total: 12, hasMore: false });
    expect(exact.body.data.list).toHaveLength(2);
    const past = await apiGet(t.app, 'contentList', { page: 9, pageSize: 50 });
    expect(past.body.data).toEqual({ list: [], page: 9, pageSize: 50, total: 12, hasMore: false });
  });

  it('should describe each episode with a relative voiceUrl, a short duration, a cover and a summary', async () => {
    const list = (await apiGet(t.app, 'contentList', { pageSize: 50 })).body.data.list as Item[];
    for (const item of list) {
      expect(item.voiceUrl).toMatch(/^audio\/ep-\d\d\.wav$/);
      expect(item.duration).toBeGreaterThanOrEqual(6);
      expect(item.duration).toBeLessThanOrEqual(20);
      expect(item.cover).toBe(`/media/podcast/${item.id}.svg`);
      expect(item.title).toMatch(/^[\u4e00-\u9fff]+｜/);
      expect(item.summary.length).toBeGreaterThan(20);
      expect(new Date(item.time).toISOString()).toBe(item.time);
    }
    const durations = list.map((item) => item.duration);
    expect(durations.slice(0, 2)).toEqual([6, 6]);
    expect(Math.min(...durations.slice(2))).toBeGreaterThan(6);
    expect(list.filter((item) => item.source === '').length).toBeGreaterThanOrEqual(2);
    expect(list.find((item) => item.id === 7)?.voiceUrl).toBe('audio/ep-07.wav');
    expect(JSON.stringify(list)).not.toMatch(/https?:\/\//);
  });

  it('should draw a square cover for every episode', async () => {
    const list = (await apiGet(t.app, 'contentList', { pageSize: 50 })).body.data.list as Item[];
    const svgs = new Set<string>();
    for (const item of list) {
      const res = await t.app.request(item.cover);
      expect(res.status, item.cover).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 300 300"/);
      expect(svg).toContain(`>${item.title.split('｜')[0]}</text>`);
      svgs.add(svg);
    }
    expect(svgs.size).toBe(list.length);
    for (const path of ['/media/podcast/13.svg', '/media/podcast/0.svg', '/media/podcast/99999999999.svg']) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it('should leave out episodes published after now', async () => {
    const now = t.clock.now();
    t.clock.advance(-3 * 86_400);
    try {
      const { body } = await apiGet(t.app, 'contentList', { pageSize: 50 });
      expect(body.data.total).toBe(10);
      expect(body.data.list[0].id).toBe(3);
    } finally {
      t.clock.set(now);
    }
  });

  it('should refuse bad input in Chinese', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ type: 'video' }, '内容类型不正确'],
      [{ type: '' }, '内容类型不正确'],
      [{ page: 0 }, 'page 格式不正确'],
      [{ page: 'abc' }, 'page 格式不正确'],
      [{ page: -1 }, 'page 格式不正确'],
      [{ pageSize: 0 }, 'pageSize 至少为 1'],
      [{ pageSize: 51 }, 'pageSize 最多为 50'],
      [{ pageSize: '1.5' }, 'pageSize 格式不正确'],
    ];
    for (const [query, msg] of cases) {
      const { status, body } = await apiGet(t.app, 'contentList', query);
      expect({ query, status, body }).toEqual({ query, status: 400, body: { code: 400, msg, data: null } });
    }
  });

  it('should answer 405 to other methods', async () => {
    const res = await send(t.app, '/api/front/contentList', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ code: 405, msg: '请求方法不被允许', data: null });
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('contentList on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let app: TestApp;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '', 5);
    app = await createTestApp({ db: pg.db });
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('should list the seeded episodes and number a new one after them', async () => {
    const { body } = await apiGet(app.app, 'contentList', { pageSize: 5 });
    expectContractOutput(contentList, body.data);
    expect(body.data).toMatchObject({ total: 12, hasMore: true });
    expect(body.data.list.map((item: Item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    const [added] = await app.db
      .insert(audioItems)
      .values({ title: '车市周报｜新一期', voiceUrl: 'audio/ep-01.wav', publishedAt: app.clock.now(), durationSeconds: 6 })
      .returning({ id: audioItems.id });
    expect(added?.id).toBe(13);
    const first = (await apiGet(app.app, 'contentList', { pageSize: 1 })).body.data.list[0];
    expect(first).toMatchObject({ id: 13, source: '', cover: '', summary: '', duration: 6 });
  });
});
