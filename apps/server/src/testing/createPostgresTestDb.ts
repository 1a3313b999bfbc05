import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Db } from '../db/Db.ts';
import { openDb } from '../db/openDb.ts';

export interface PostgresTestDb {
  db: Db;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

/**
 * A throw-away database on the PostgreSQL server of `adminUrl`: created with a random name,
 * migrated, and dropped again by `close`, so runs are repeatable and never touch real data.
 */
export async function createPostgresTestDb(adminUrl: string, poolSize = 30): Promise<PostgresTestDb> {
  const name = `shqcb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDb({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize });
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
