import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { signedInReaders } from '../../testing/signedInReaders.ts';

// PGlite runs one query at a time and would hide these races, so they need a real server.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] video reaction concurrency tests need DATABASE_URL (real PostgreSQL)');

describe.skipIf(!databaseUrl)('video likes and favourites under concurrency on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db });
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('should leave the counts equal to the distinct readers after 100 concurrent toggles', async () => {
    const videoId = 9;
    const readers = await signedInReaders(t, 50, 15_900_000_000);
    const before = (await apiGet(t.app, 'video/show', { id: videoId })).body.data.reactions as { praises: number; collects: number };
    // Every reader likes twice at once (a double tap) and favourites twice at once.
    const started = Date.now();
    const answers = await Promise.all(
      readers.flatMap((reader) => [
        ...[1, 2].map(() => apiPost(t.app, 'video-collection/praises', { id: videoId, praised: true }, { token: reader.token })),
        ...[1, 2].map(() => apiPost(t.app, 'video-collection/create', { id: videoId, collected: true }, { token: reader.token })),
      ]),
    );
    console.info(`[measure] 200 concurrent video likes and favourites in ${Date.now() - started} ms`);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const after = (await apiGet(t.app, 'video/show', { id: videoId })).body.data.reactions as { praises: number; collects: number };
    expect(after).toMatchObject({ praises: before.praises + 50, collects: before.collects + 50 });
  });
});
