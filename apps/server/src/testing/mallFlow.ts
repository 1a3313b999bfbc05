import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db.ts';
import { users } from '../db/schema.ts';
import { changePoints } from '../modules/points/pointsLedger.ts';
import type { TestApp } from './createTestApp.ts';
import { readers } from './subscriptionFlow.ts';

/** A signed-in reader with their id, for tests that call modules directly too. */
export interface Reader {
  token: string;
  userId: number;
  phone: string;
}

/** Logs in readers with consecutive phones from `firstPhone`. */
export function mallReaders(t: TestApp, firstPhone: number): () => Promise<Reader> {
  const next = readers(t, firstPhone);
  let phone = firstPhone;
  return async () => {
    const token = await next();
    const number = String(phone++);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, number));
    if (!row) throw new Error(`no user ${number}`);
    return { token, userId: row.id, phone: number };
  };
}

/** Credits points the way an administrator's grant would (a ledger row, in one transaction). */
export async function grantPoints(db: Db, userId: number, points: number, now = new Date('2026-03-16T02:00:00Z')): Promise<number> {
  return db.transaction((tx) => changePoints(tx, { userId, delta: points, reason: 'grant', title: '测试发放', now }));
}
