import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsReactions } from '../../db/schema.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { signedInReaders } from '../../testing/signedInReaders.ts';

// PGlite runs one query at a time and would hide these races, so they need a real server.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] reaction concurrency tests need DATABASE_URL (real PostgreSQL)');

describe.skipIf(!databaseUrl)('likes and favourites under concurrency on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db });
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('should leave the like count equal to the distinct readers after 100 concurrent toggles', async () => {
    const newsId = 11;
    const readers = await signedInReaders(t, 50, 15_700_000_000);
    const before = (await apiGet(t.app, 'news/show', { id: newsId })).body.data.reactions.praises as number;
    // Every reader sends "like" twice at once (a double tap), and the first ten also take it back.
    const started = Date.now();
    const answers = await Promise.all(readers.flatMap((reader) => [1, 2].map(() => apiPost(t.app, 'news-collection/praises', { id: newsId, praised: true }, { token: reader.token }))));
    console.info(`[measure] 100 concurrent likes in ${Date.now() - started} ms`);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [row] = await t.db.select({ n: count() }).from(newsReactions).where(and(eq(newsReactions.newsId, newsId), eq(newsReactions.kind, 'praise')));
    expect(row?.n).toBe(before + 50);
    await Promise.all(readers.slice(0, 10).flatMap((reader) => [1, 2].map(() => apiPost(t.app, 'news-collection/praises', { id: newsId, praised: false }, { token: reader.token }))));
    expect((await apiGet(t.app, 'news/show', { id: newsId })).body.data.reactions.praises).toBe(before + 40);
  });

  it('should count 100 readers favouriting at once as 100', async () => {
    const newsId = 12;
    const readers = await signedInReaders(t, 100, 15_800_000_000);
    const before = (await apiGet(t.app, 'news/show', { id: newsId })).body.data.reactions.collects as number;
    await Promise.all(readers.map((reader) => apiPost(t.app, 'news-collection/create', { id: newsId, collected: true }, { token: reader.token })));
    expect((await apiGet(t.app, 'news/show', { id: newsId })).body.data.reactions.collects).toBe(before + 100);
  });
});
