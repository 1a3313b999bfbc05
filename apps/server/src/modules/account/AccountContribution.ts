import type { Queryable, Tx } from '../../db/Db.ts';
import type { FileStorage } from '../../providers/storage/FileStorage.ts';

/**
 * What a module of the server adds to a reader's account lifecycle (PIPL): conditions that stop a
 * cancellation, files of the data export, and how it deletes or anonymises its personal data.
 * Each module writes one of these next to its own code and lists it in ACCOUNT_CONTRIBUTIONS; the
 * account module never reads another module's tables itself.
 *
 * @example
 * export const pointsAccount: AccountContribution = {
 *   name: 'points',
 *   checks: [{ key: 'unclaimedPrizes', title: '未领取的奖品', blocker: async (db, userId) => ((await unclaimed(db, userId)) ? '您还有未领取的奖品' : null) }],
 *   exports: [{ file: 'points.json', collect: (db, userId) => pointsRecords(db, userId) }],
 *   erase: async (tx, userId) => { await tx.delete(pointRecords).where(eq(pointRecords.userId, userId)); },
 * };
 */
export interface AccountContribution {
  /** The module, for logs and tests. */
  name: string;
  checks?: CancelCheck[];
  exports?: ExportFile[];
  /** Deletes or anonymises the module's personal data of the reader, inside the cancellation's transaction. */
  erase?: (tx: Tx, userId: number, now: Date) => Promise<void>;
  /** Folders of stored files to delete after the cancellation committed. */
  fileFolders?: (userId: number) => string[];
}

export interface CancelCheck {
  key: string;
  /** The condition, as the reader reads it ('没有未完成的订单'). */
  title: string;
  /** Why the reader cannot cancel now, or `null` when the condition holds. */
  blocker: (db: Queryable, userId: number, now: Date) => Promise<string | null>;
}

export interface ExportFile {
  /** File name inside the ZIP, e.g. 'orders.json'. */
  file: string;
  collect: (db: Queryable, userId: number, storage: FileStorage) => Promise<unknown>;
}
