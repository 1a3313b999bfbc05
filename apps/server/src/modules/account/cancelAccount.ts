import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CancelBlocker } from '@shqcb/api/contract/user';
import type { Db, Queryable } from '../../db/Db.ts';
import { users } from '../../db/schema.ts';
import type { FileStorage } from '../../providers/storage/FileStorage.ts';
import type { AccountContribution } from './AccountContribution.ts';

/** The conditions of every module that the reader does not meet now. */
export async function cancelBlockers(db: Queryable, contributions: readonly AccountContribution[], userId: number, now: Date): Promise<CancelBlocker[]> {
  const blockers: CancelBlocker[] = [];
  for (const check of contributions.flatMap((c) => c.checks ?? [])) {
    const detail = await check.blocker(db, userId, now);
    if (detail) blockers.push({ key: check.key, title: check.title, detail });
  }
  return blockers;
}

/** The nickname a cancelled account keeps on the rows that must stay (orders). */
export const CANCELLED_NICKNAME = '已注销用户';

export type CancelOutcome = { cancelled: true } | { cancelled: false; blockers: CancelBlocker[] };

/**
 * Cancels an account (PIPL art. 47): in one transaction, with the reader's row locked so that two
 * cancellations or a login cannot interleave, it checks every module's conditions again, lets each
 * module delete or anonymise its data (sessions end, addresses go, orders lose their address), and
 * anonymises the user row: phone, nickname and avatar are replaced, so the phone can register a new
 * account. The row itself stays because kept orders refer to it. Stored files go after the commit.
 */
export async function cancelAccount(
  db: Db,
  storage: FileStorage,
  contributions: readonly AccountContribution[],
  userId: number,
  now: Date,
): Promise<CancelOutcome> {
  const outcome = await db.transaction(async (tx): Promise<CancelOutcome> => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const blockers = await cancelBlockers(tx, contributions, userId, now);
    if (blockers.length > 0) return { cancelled: false, blockers };
    for (const contribution of contributions) await contribution.erase?.(tx, userId, now);
    await tx
      .update(users)
      .set({ phone: `cancelled:${userId}:${randomBytes(6).toString('hex')}`, nickname: CANCELLED_NICKNAME, avatar: '', cancelledAt: now })
      .where(eq(users.id, userId));
    return { cancelled: true };
  });
  if (outcome.cancelled) {
    for (const folder of contributions.flatMap((c) => c.fileFolders?.(userId) ?? [])) await storage.deletePrefix(folder);
    await storage.deletePrefix(`exports/${userId}-`);
  }
  return outcome;
}
