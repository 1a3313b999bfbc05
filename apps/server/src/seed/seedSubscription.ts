import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/Db.ts';
import { subscribeTypes, subscriptionSlips } from '../db/schema.ts';
import { DEMO_SLIPS, DEMO_SUBSCRIBE_TYPES } from './subscriptionCatalogue.ts';

/**
 * Seeds the demo's subscribe types and slips when there are no types yet, so a database seeded
 * before subscriptions existed gets them too. One transaction under the seed's advisory lock.
 */
export async function seedSubscription(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(730308)`);
    const [existing] = await tx.select({ n: count() }).from(subscribeTypes);
    if ((existing?.n ?? 0) > 0) return false;
    await tx.insert(subscribeTypes).values(DEMO_SUBSCRIBE_TYPES.map((type) => ({ ...type, benefits: [...type.benefits], active: true })));
    await tx.insert(subscriptionSlips).values(DEMO_SLIPS.map((slip) => ({ ...slip })));
    return true;
  });
}
