import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema.ts';

/**
 * The database handle every module receives. Both drivers (PGlite and postgres.js) produce a
 * `PgDatabase`, so queries are written once against this type.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle; it runs the same queries as {@link Db}. */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** `Db` or `Tx`: functions that work inside or outside a transaction take this. */
export type Queryable = Db | Tx;
