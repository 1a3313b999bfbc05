import { and, eq, isNull } from 'drizzle-orm';
import { UNAUTHORIZED_MESSAGE } from '@shqcb/api/contract';
import type { Tx } from '../../db/Db.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';

/**
 * Holds the reader's row (`FOR KEY SHARE`) for the rest of the transaction, or refuses with the
 * 401 of a dead session when the account was cancelled (decision 26). Call it first in every
 * transaction that writes something a cancellation checks or erases (orders, points, exchanges,
 * draws). A cancellation takes the row `FOR UPDATE`: if it came first, this waits for it to commit,
 * then reads the cancelled row and refuses; if this came first, the cancellation waits, then sees
 * what this transaction wrote (an unfinished order holds it back). The lock is taken before any
 * other row of the reader, so the two never deadlock.
 *
 * `strength` 'update' also queues the reader's own writes behind each other (the address book keeps
 * its count limit and single default that way).
 *
 * @throws {ApiError} 401 '请登录...' when the account no longer exists.
 */
export async function lockLiveReader(tx: Tx, userId: number, strength: 'key share' | 'update' = 'key share'): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.cancelledAt)))
    .for(strength);
  if (!row) throw new ApiError(401, UNAUTHORIZED_MESSAGE);
}
