import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsComments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet } from '../../testing/requestHelpers.ts';
import { SEED_COMMENTS_MAX, demoCommentText } from './devRoutes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seed = (body: unknown, remoteAddress = '127.0.0.1') =>
  t.app.request('/dev/seed-comments', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, { incoming: { socket: { remoteAddress } } });

async function commentsOn(newsId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(newsComments).where(eq(newsComments.newsId, newsId));
  return row?.n ?? 0;
}

describe('/dev/seed-comments', () => {
  it('should add that many published comments of the demo readers, newest first in the list, of one to four lines', async () => {
    const before = await commentsOn(5);
    const answer = await seed({ newsId: 5, count: 1000 });
    expect(await answer.json()).toEqual({ code: 0, msg: 'success', data: { count: 1000 } });
    expect(await commentsOn(5)).toBe(before + 1000);
    const page = (await apiGet(t.app, 'news-comment/list', { id: 5, page: 1, pageSize: 10 })).body.data as { total: number; list: { content: string; pending: boolean }[] };
    expect(page.total).toBe(before + 1000);
    expect(page.list.map((comment) => comment.content)).toEqual(Array.from({ length: 10 }, (_, index) => demoCommentText(index)));
    expect(page.list.every((comment) => !comment.pending)).toBe(true);
    const lengths = new Set(Array.from({ length: 8 }, (_, index) => demoCommentText(index).length));
    expect(lengths.size).toBeGreaterThan(2);
  });

  it('should refuse a news item nobody can read, a count out of range, and another machine, adding nothing', async () => {
    const before = await commentsOn(5);
    expect(await (await seed({ newsId: 99_999, count: 3 })).json()).toMatchObject({ code: 404, msg: '新闻不存在或已删除' });
    expect(await (await seed({ newsId: 5, count: 0 })).json()).toMatchObject({ msg: 'count 至少为1' });
    expect(await (await seed({ newsId: 5, count: SEED_COMMENTS_MAX + 1 })).json()).toMatchObject({ msg: `count 最多为${SEED_COMMENTS_MAX}` });
    const remote = await seed({ newsId: 5, count: 3 }, '203.0.113.9');
    expect(remote.status).toBe(403);
    expect(await commentsOn(5)).toBe(before);
  });
});
