import { and, count, desc, eq, ne } from 'drizzle-orm';
import { addressCreate, addressEdit, addressDelete, SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { Address } from '@shqcb/api/contract/subscription';
import type { Db, Queryable, Tx } from '../../db/Db.ts';
import { deliveryAddresses } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { lockLiveReader } from '../account/lockLiveReader.ts';
import { isShanghai, resolveRegionChain } from './regions.ts';
import { oneRow } from '../../db/oneRow.ts';

type AddressRow = typeof deliveryAddresses.$inferSelect;

/** What a reader types for an address; the region is checked against the data set here. */
export interface AddressFields {
  name: string;
  phone: string;
  regionCodes: string[];
  detail: string;
  isDefault: boolean;
}

/** The address as the contract shows it. */
export function toAddress(row: AddressRow): Address {
  const codes = row.regionCodes.split('|');
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    regionText: row.regionText,
    regionCodes: codes,
    detail: row.detail,
    isDefault: row.isDefault,
    inShanghai: isShanghai(codes),
  };
}

/** The reader's addresses, the default first, then the most recently changed. */
export async function listAddresses(db: Queryable, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.updatedAt), desc(deliveryAddresses.id));
  return rows.map(toAddress);
}

/** One of the reader's own addresses; another reader's id is "not found", never theirs. */
export async function ownAddress(db: Queryable, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db.select().from(deliveryAddresses).where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)));
  if (!row) throw ApiError.of(addressEdit.refusals.addressNotFound);
  return row;
}

function regionOf(fields: AddressFields): { codes: string; text: string } {
  const region = resolveRegionChain(fields.regionCodes);
  if (!region) throw ApiError.of(addressCreate.refusals.regionNotFound);
  return { codes: region.codes.join('|'), text: region.text };
}

/**
 * Adds an address. The count limit and the single default are kept in one transaction under a row
 * lock on the reader, so two concurrent adds cannot pass the limit or leave two defaults (the
 * partial unique index refuses a second default anyway). The first address becomes the default.
 */
export async function createAddress(db: Db, userId: number, fields: AddressFields, now: Date): Promise<Address> {
  const region = regionOf(fields);
  return db.transaction(async (tx) => {
    await lockReader(tx, userId);
    const [existing] = await tx.select({ n: count() }).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
    const n = existing?.n ?? 0;
    if (n >= SUBSCRIPTION_RULES.maxAddresses) throw ApiError.of(addressCreate.refusals.tooMany);
    const isDefault = fields.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, userId);
    const row = oneRow(
      await tx
        .insert(deliveryAddresses)
        .values({ userId, name: fields.name, phone: fields.phone, regionCodes: region.codes, regionText: region.text, detail: fields.detail, isDefault, createdAt: now, updatedAt: now })
        .returning(),
      'address insert',
    );
    return toAddress(row);
  });
}

/** Changes one of the reader's addresses. Unticking the default keeps it default (a reader always has one). */
export async function editAddress(db: Db, userId: number, id: number, fields: AddressFields, now: Date): Promise<Address> {
  const region = regionOf(fields);
  return db.transaction(async (tx) => {
    await lockReader(tx, userId);
    const current = await ownAddress(tx, userId, id);
    const isDefault = fields.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(deliveryAddresses)
      .set({ name: fields.name, phone: fields.phone, regionCodes: region.codes, regionText: region.text, detail: fields.detail, isDefault, updatedAt: now })
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
      .returning();
    if (!row) throw ApiError.of(addressEdit.refusals.addressNotFound);
    return toAddress(row);
  });
}

/**
 * Deletes one of the reader's addresses. Orders and subscriptions keep their own copy of it. When
 * the default goes, the remaining address the list shows first (the most recently changed, the
 * newest of those changed at once) becomes the default.
 */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockReader(tx, userId);
    const [gone] = await tx
      .delete(deliveryAddresses)
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
      .returning({ isDefault: deliveryAddresses.isDefault });
    if (!gone) throw ApiError.of(addressDelete.refusals.addressNotFound);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.userId, userId), ne(deliveryAddresses.id, id)))
      // The list's own order (listAddresses): the address it shows first after the default becomes it.
      .orderBy(desc(deliveryAddresses.updatedAt), desc(deliveryAddresses.id))
      .limit(1);
    if (next) await tx.update(deliveryAddresses).set({ isDefault: true }).where(eq(deliveryAddresses.id, next.id));
  });
}

/** The default address, else the most recently changed, else `null`. */
export async function defaultAddress(db: Queryable, userId: number): Promise<Address | null> {
  return (await listAddresses(db, userId))[0] ?? null;
}

async function clearDefault(tx: Queryable, userId: number): Promise<void> {
  await tx.update(deliveryAddresses).set({ isDefault: false }).where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isDefault, true)));
}

/** Serialises one reader's address changes (the reader's row is locked until the transaction ends). */
/** The reader's row, for update: their address changes queue, and none lands on a cancelled account (decision 26). */
async function lockReader(tx: Tx, userId: number): Promise<void> {
  await lockLiveReader(tx, userId, 'update');
}

/** The snapshot an order or subscription keeps of an address. */
export function addressSnapshot(row: AddressRow): { name: string; phone: string; regionText: string; regionCodes: string; detail: string } {
  return { name: row.name, phone: row.phone, regionText: row.regionText, regionCodes: row.regionCodes, detail: row.detail };
}
