import { users } from '../db/schema.ts';
import { issueSession } from '../modules/auth/sessions.ts';
import type { TestApp } from './createTestApp.ts';

/**
 * `count` new readers with a session each, made directly in the database (no SMS round trips), for
 * tests that need many readers at once. Phones start at `firstPhone`.
 */
export async function signedInReaders(t: TestApp, count: number, firstPhone: number): Promise<{ id: number; token: string }[]> {
  const now = t.clock.now();
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: count }, (_, index) => ({ phone: String(firstPhone + index), nickname: `读者${index + 1}`, createdAt: now })))
    .returning({ id: users.id });
  const lifetime = { idleDays: t.config.sessionTtlDays, maxDays: t.config.sessionMaxDays };
  return Promise.all(rows.map(async ({ id }) => ({ id, token: await issueSession(t.db, id, now, lifetime) })));
}
