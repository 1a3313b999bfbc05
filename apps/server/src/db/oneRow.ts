/**
 * The row a statement must give: an `INSERT … RETURNING` of one row, or a read of the row the same
 * transaction just wrote. Its absence means the database broke a promise, so it is an error (a 500
 * with the server's log line), never a refusal.
 */
export function oneRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what}: the database gave no row`);
  return row;
}
