import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Db } from '../db/Db.ts';
import { openDb } from '../db/openDb.ts';

export interface ScratchDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  /** Drops the database, closing whatever still connects to it. */
  drop(): Promise<void>;
}

/**
 * An empty database with a random name on the PostgreSQL server of `adminUrl`, so test runs are
 * repeatable and never touch real data.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `shqcb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export interface PostgresTestDb {
  db: Db;
  /** The scratch database's address, for a second pool (another server instance). */
  url: string;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

/** A migrated scratch database with a pool large enough for the concurrency tests. */
export async function createPostgresTestDb(adminUrl: string, poolSize = 30): Promise<PostgresTestDb> {
  const scratch = await createScratchDatabase(adminUrl);
  const opened = await openDb({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize });
  return {
    db: opened.db,
    url: scratch.url,
    close: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
}
