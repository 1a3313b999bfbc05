import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Db } from './Db.ts';
import { MIGRATIONS_FOLDER } from './migrationsFolder.ts';
import * as schema from './schema.ts';

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface OpenDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself, when it is PGlite (tests dump it as a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** PostgreSQL URL; without it PGlite opens `dataDir`. */
  databaseUrl: string | null;
  /** PGlite folder or `memory://`. */
  dataDir: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** postgres.js pool size (default 10). */
  poolSize?: number;
  /** PGlite only: start from this dumped data folder (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite, and brings the schema up to date
 * with the committed migrations (the same SQL for both engines).
 *
 * @example
 * const { db, close } = await openDb({ databaseUrl: null, dataDir: 'memory://' });
 */
export async function openDb(options: OpenDbOptions): Promise<OpenDb> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    // Notices ("relation already exists, skipping") are noise at every start.
    if (runMigrations) await migratePostgresLocked(options.databaseUrl);
    const client = postgres(options.databaseUrl, { max: options.poolSize ?? 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite({ client, schema });
  if (runMigrations) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/** Any fixed number; all instances of this server agree on it. */
const MIGRATION_LOCK = 730_307_001;

/**
 * Several instances may start at once behind a load balancer, and Drizzle's migrator does not
 * lock. A session advisory lock on a dedicated single connection makes them take turns; the ones
 * that come later find nothing left to apply.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
