import { and, eq, isNull } from 'drizzle-orm';
import { check, create } from '@shqcb/api/contract/subscription';
import type { Slip, Subscription } from '@shqcb/api/contract/subscription';
import type { Db } from '../../db/Db.ts';
import { oneRow } from '../../db/oneRow.ts';
import { subscribeTypes, subscriptionSlips, subscriptions } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { MINUTE, takeRateSlot } from '../../limits/rateLimit.ts';
import { addressSnapshot, ownAddress } from '../addresses/addressBook.ts';
import { isShanghai } from '../addresses/regions.ts';
import { recordEvent, subscriptionsOf } from './subscriptionView.ts';

/** Slip look-ups a reader may make per minute: enough for typos, too few to guess numbers. */
const SLIP_CHECKS_PER_MINUTE = 10;

type SlipRow = typeof subscriptionSlips.$inferSelect;
type TypeRow = typeof subscribeTypes.$inferSelect;

/**
 * A subscription slip (订阅单) by number and the phone registered on it, with its type (a foreign
 * key, so the join always finds it). A wrong number and a wrong phone get the same words, so the
 * check does not tell which slips exist; look-ups are limited per reader.
 */
async function findSlip(db: Db, userId: number, slipNo: string, phone: string, now: Date): Promise<{ slip: SlipRow; type: TypeRow }> {
  if (!(await takeRateSlot(db, { bucket: 'slip-check', limit: SLIP_CHECKS_PER_MINUTE, window: MINUTE }, String(userId), now))) throw ApiError.of(check.refusals.tooMany);
  const [found] = await db
    .select({ slip: subscriptionSlips, type: subscribeTypes })
    .from(subscriptionSlips)
    .innerJoin(subscribeTypes, eq(subscribeTypes.id, subscriptionSlips.typeId))
    .where(and(eq(subscriptionSlips.slipNo, slipNo), eq(subscriptionSlips.phone, phone)));
  if (!found) throw ApiError.of(check.refusals.slipNotFound);
  if (found.slip.claimedBy !== null) throw ApiError.of(check.refusals.slipClaimed);
  return found;
}

/** check: what binding the slip would give. */
export async function checkSlip(db: Db, userId: number, slipNo: string, phone: string, now: Date): Promise<Slip> {
  const { slip, type } = await findSlip(db, userId, slipNo, phone, now);
  return { slipNo: slip.slipNo, typeName: type.name, startDate: slip.startDate, endDate: slip.endDate, delivery: type.delivery };
}

/**
 * create: binds the slip to the reader as a subscription. The slip is claimed by one conditional
 * UPDATE (`claimed_by IS NULL`) and the subscription inserted in the same transaction, so two
 * readers binding one slip at once get one subscription between them.
 */
export async function bindSlip(db: Db, userId: number, input: { slipNo: string; phone: string; addressId?: number }, now: Date): Promise<Subscription> {
  const { slip, type } = await findSlip(db, userId, input.slipNo, input.phone, now);
  let address = null;
  if (type.delivery) {
    if (input.addressId === undefined) throw ApiError.of(create.refusals.addressRequired);
    const row = await ownAddress(db, userId, input.addressId);
    if (!isShanghai(row.regionCodes)) throw ApiError.of(create.refusals.outOfArea);
    address = addressSnapshot(row);
  }
  const id = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(subscriptionSlips)
      .set({ claimedBy: userId, claimedAt: now })
      .where(and(eq(subscriptionSlips.slipNo, slip.slipNo), isNull(subscriptionSlips.claimedBy)))
      .returning();
    if (!claimed) throw ApiError.of(check.refusals.slipClaimed);
    const row = oneRow(
      await tx
        .insert(subscriptions)
        .values({ userId, typeId: slip.typeId, source: 'slip', slipNo: slip.slipNo, status: 'active', startDate: slip.startDate, endDate: slip.endDate, address, createdAt: now })
        .returning({ id: subscriptions.id }),
      'slip subscription insert',
    );
    await recordEvent(tx, row.id, 'created', `绑定订阅单 ${slip.slipNo}`, now);
    return row.id;
  });
  return oneRow(await subscriptionsOf(db, userId, now, id), 'bound subscription');
}
