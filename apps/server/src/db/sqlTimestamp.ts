import { sql, type SQL } from 'drizzle-orm';

/**
 * A `timestamptz` literal from the application clock for raw SQL fragments. Passing text with a
 * cast behaves the same on PGlite and postgres.js, whose Date serialisers differ.
 */
export function sqlTimestamp(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}
