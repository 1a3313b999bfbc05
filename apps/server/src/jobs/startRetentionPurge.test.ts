import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../Logger.ts';
import { smsOutbox } from '../db/schema.ts';
import { openDb, type OpenDb } from '../db/openDb.ts';
import { openTestDb } from '../testing/pgliteTemplates.ts';
import { createPostgresTestDb } from '../testing/createPostgresTestDb.ts';
import { FakeClock } from '../testing/FakeClock.ts';
import { testConfig } from '../testing/testConfig.ts';
import { purgeAndLog, startRetentionPurge } from './startRetentionPurge.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] retention start-up on PostgreSQL needs DATABASE_URL (real PostgreSQL)');

function recordingLogger() {
  const lines: { level: string; message: string; details?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (message, details) => lines.push({ level: 'info', message, details }),
    warn: (message, details) => lines.push({ level: 'warn', message, details }),
    error: (message, details) => lines.push({ level: 'error', message, details }),
  };
  return { lines, logger };
}

describe('purgeAndLog and startRetentionPurge on PGlite', () => {
  let database: OpenDb;
  const clock = new FakeClock('2026-06-01T04:00:00Z');
  const config = testConfig();
  beforeAll(async () => {
    database = await openTestDb('migrated');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('should log one line with the counts of a run that deleted something', async () => {
    await database.db.insert(smsOutbox).values([
      { phone: '13600000001', text: 'a', createdAt: new Date('2026-05-20T00:00:00Z') },
      { phone: '13600000001', text: 'b', createdAt: new Date('2026-05-21T00:00:00Z') },
    ]);
    const { lines, logger } = recordingLogger();
    await purgeAndLog({ database, config, clock, logger });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe('retention purge deleted 2 rows');
    expect(lines[0]?.details).toMatchObject({ sms_outbox: 2 });
    expect(Object.keys(lines[0]?.details ?? {}).sort()).toEqual(['ms', 'sms_outbox']);
  });

  it('should stay quiet when nothing was due', async () => {
    const { lines, logger } = recordingLogger();
    await purgeAndLog({ database, config, clock, logger });
    expect(lines).toEqual([]);
  });

  it('should log and rethrow a failure', async () => {
    // A database without the tables: every DELETE fails.
    const empty = await openDb({ databaseUrl: null, dataDir: 'memory://', migrate: false });
    const { lines, logger } = recordingLogger();
    await expect(purgeAndLog({ database: empty, config, clock, logger })).rejects.toThrow();
    expect(lines.map((l) => [l.level, l.message])).toEqual([['error', 'retention purge failed']]);
    await empty.close();
  });

  it('should use the in-process timer on PGlite', async () => {
    const schedule = await startRetentionPurge({ database, config, clock, logger: recordingLogger().logger });
    expect(schedule.kind).toBe('interval');
    await schedule.stop();
  });
});

describe.skipIf(!databaseUrl)('startRetentionPurge on PostgreSQL', () => {
  it('should schedule with pg-boss, also when two instances start at once on a fresh database, and stop cleanly', async () => {
    const pg = await createPostgresTestDb(databaseUrl ?? '', 3);
    try {
      const config = testConfig({ databaseUrl: pg.url });
      const { lines, logger } = recordingLogger();
      const database: OpenDb = { db: pg.db, kind: 'postgres', close: async () => {} };
      // Both install pg-boss's schema and write the same schedule at the same moment.
      const schedules = await Promise.all([1, 2].map(() => startRetentionPurge({ database, config, clock: new FakeClock(), logger })));
      expect(schedules.map((s) => s.kind)).toEqual(['pg-boss', 'pg-boss']);
      await Promise.all(schedules.map((s) => s.stop()));
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    } finally {
      await pg.close();
    }
  });
});
