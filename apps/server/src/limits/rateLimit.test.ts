import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/Db.ts';
import { openTestDb } from '../testing/pgliteTemplates.ts';
import { rateLimits } from '../db/schema.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../testing/createPostgresTestDb.ts';
import { MINUTE, SHANGHAI_DAY, returnRateSlot, takeRateSlot, windowStart } from './rateLimit.ts';

describe('windowStart', () => {
  it('should start minutes on the minute and Shanghai days at 16:00 UTC', () => {
    expect(windowStart(MINUTE, new Date('2026-05-01T10:20:59.999Z')).toISOString()).toBe('2026-05-01T10:20:00.000Z');
    expect(windowStart(SHANGHAI_DAY, new Date('2026-05-01T15:59:59Z')).toISOString()).toBe('2026-04-30T16:00:00.000Z');
    expect(windowStart(SHANGHAI_DAY, new Date('2026-05-01T16:00:00Z')).toISOString()).toBe('2026-05-01T16:00:00.000Z');
  });
});

describe('takeRateSlot on PGlite', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb('migrated'));
  });
  afterAll(() => close());

  const rule = { bucket: 'test', limit: 2, window: MINUTE };

  it('should allow the limit per key and window, then refuse, then allow again in the next window', async () => {
    const at = new Date('2026-01-01T00:00:10Z');
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await takeRateSlot(db, rule, 'a', at));
    expect(hits).toEqual([true, true, false]);
    expect(await takeRateSlot(db, rule, 'b', at)).toBe(true);
    expect(await takeRateSlot(db, { ...rule, bucket: 'other' }, 'a', at)).toBe(true);
    expect(await takeRateSlot(db, rule, 'a', new Date('2026-01-01T00:01:00Z'))).toBe(true);
  });

  it('should give a slot back', async () => {
    const at = new Date('2026-01-02T00:00:10Z');
    await takeRateSlot(db, rule, 'c', at);
    await takeRateSlot(db, rule, 'c', at);
    expect(await takeRateSlot(db, rule, 'c', at)).toBe(false);
    await returnRateSlot(db, rule, 'c', at);
    expect(await takeRateSlot(db, rule, 'c', at)).toBe(true);
  });

  it('should clear windows of the bucket that ended a day ago when a new window opens', async () => {
    const old = new Date('2026-02-01T00:00:10Z');
    await takeRateSlot(db, { ...rule, bucket: 'purge' }, 'x', old);
    await takeRateSlot(db, { ...rule, bucket: 'purge' }, 'y', new Date('2026-02-03T00:00:10Z'));
    const rows = (await db.select().from(rateLimits)).filter((row) => row.bucket === 'purge');
    expect(rows.map((row) => row.key)).toEqual(['y']);
  });
});

// PGlite runs one query at a time and would hide races, so this needs a real server.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] rate limit concurrency test needs DATABASE_URL (real PostgreSQL)');

describe.skipIf(!databaseUrl)('takeRateSlot on PostgreSQL', () => {
  let pg: PostgresTestDb;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('should let exactly the limit through out of 50 concurrent hits, as two instances sharing the database would send them', async () => {
    const at = new Date('2026-03-01T08:00:00Z');
    const rule = { bucket: 'concurrent', limit: 7, window: MINUTE };
    const results = await Promise.all(Array.from({ length: 50 }, () => takeRateSlot(pg.db, rule, 'same-client', at)));
    expect(results.filter(Boolean)).toHaveLength(7);
  });
});
