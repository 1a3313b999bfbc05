import { and, asc, count, desc, eq, inArray, isNull, or, gt, sql } from 'drizzle-orm';
import { lottery, LOTTERY_RULES, type Chances, type Draw, type DrawStatus, type Prize, type PrizeKind } from '@shqcb/api/contract/lottery';
import type { Db, Queryable, Tx } from '../../db/Db.ts';
import { lotteryDraws, lotteryPrizes, users } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { ownAddress } from '../addresses/addressBook.ts';
import { shanghaiDay } from '../auth/shanghaiDay.ts';
import { redeemCode } from '../mall/exchangeGoods.ts';
import { balanceOf, changePoints, lockAccount } from '../points/pointsLedger.ts';
import { pickPrize, type RandomInt } from './pickPrize.ts';

type DrawRow = typeof lotteryDraws.$inferSelect;
type PrizeRow = typeof lotteryPrizes.$inferSelect;

export function toDraw(row: DrawRow): Draw {
  return {
    id: row.id,
    prizeId: row.prizeId,
    prizeName: row.prizeName,
    kind: row.kind as PrizeKind,
    cost: row.cost,
    status: row.status as DrawStatus,
    code: row.code,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The prizes in wheel order (odds are not shown: SPEC §9). */
export async function listPrizes(db: Db): Promise<Prize[]> {
  const rows = await db.select().from(lotteryPrizes).orderBy(asc(lotteryPrizes.sortOrder), asc(lotteryPrizes.id));
  return rows.map((row) => ({ id: row.id, name: row.name, kind: row.kind as PrizeKind, image: row.image, points: row.points }));
}

async function drawsToday(db: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lotteryDraws).where(and(eq(lotteryDraws.userId, userId), eq(lotteryDraws.day, shanghaiDay(now))));
  return row?.n ?? 0;
}

/** lottery/checkIntegral: balance, cost and the chances left today. */
export async function chancesOf(db: Queryable, userId: number, now: Date): Promise<Chances> {
  const [balance, used] = await Promise.all([balanceOf(db, userId), drawsToday(db, userId, now)]);
  return { balance, cost: LOTTERY_RULES.cost, chancesPerDay: LOTTERY_RULES.chancesPerDay, chancesLeft: Math.max(0, LOTTERY_RULES.chancesPerDay - used) };
}

/**
 * Takes one unit of a prize's stock by a conditional UPDATE; false when another draw took the last
 * one since this draw read the stock. Unlimited prizes (stock null) always succeed.
 */
async function takePrize(tx: Tx, prize: PrizeRow): Promise<boolean> {
  if (prize.stock === null) return true;
  const taken = await tx
    .update(lotteryPrizes)
    .set({ stock: sql`${lotteryPrizes.stock} - 1` })
    .where(and(eq(lotteryPrizes.id, prize.id), gt(lotteryPrizes.stock, 0)))
    .returning({ id: lotteryPrizes.id });
  return taken.length > 0;
}

/**
 * One draw, decided here (decision 36): under the reader's account lock the chances of the day are
 * counted, the cost is taken, a prize is picked by weight among those in stock with `random`
 * (crypto in production, seeded in tests), its stock taken by a conditional UPDATE (a lost race
 * gives 谢谢参与 instead, never an over-award), and the result written, all in one transaction.
 */
export async function draw(db: Db, userId: number, idempotencyKey: string, now: Date, random: RandomInt): Promise<{ draw: Draw; chances: Chances }> {
  const result = await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [repeated] = await tx.select().from(lotteryDraws).where(and(eq(lotteryDraws.userId, userId), eq(lotteryDraws.idempotencyKey, idempotencyKey)));
    if (repeated) return repeated;
    if ((await drawsToday(tx, userId, now)) >= LOTTERY_RULES.chancesPerDay) throw ApiError.of(lottery.refusals.noChances);
    await changePoints(tx, { userId, delta: -LOTTERY_RULES.cost, reason: 'lottery', title: '幸运抽奖', now });
    const prizes = await tx.select().from(lotteryPrizes).where(or(isNull(lotteryPrizes.stock), gt(lotteryPrizes.stock, 0))).orderBy(asc(lotteryPrizes.sortOrder), asc(lotteryPrizes.id));
    const consolation = prizes.find((prize) => prize.kind === 'none');
    if (!consolation) throw new Error('the lucky draw needs a 谢谢参与 prize of unlimited stock');
    const picked = pickPrize(prizes, random) ?? consolation;
    const prize = (await takePrize(tx, picked)) ? picked : consolation;
    const status: DrawStatus = prize.kind === 'none' ? 'lost' : prize.kind === 'physical' ? 'won' : 'issued';
    if (prize.kind === 'points' && prize.points > 0) {
      await changePoints(tx, { userId, delta: prize.points, reason: 'prize', title: `抽奖获得 ${prize.name}`, now });
    }
    const [row] = await tx
      .insert(lotteryDraws)
      .values({
        userId,
        day: shanghaiDay(now),
        prizeId: prize.id,
        prizeName: prize.name,
        kind: prize.kind,
        cost: LOTTERY_RULES.cost,
        status,
        code: prize.kind === 'virtual' ? redeemCode() : null,
        idempotencyKey,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the draw was not written');
    return row;
  });
  return { draw: toDraw(result), chances: await chancesOf(db, userId, now) };
}

/** Claims a physical prize to one of the reader's addresses (won → claimed, one conditional UPDATE). */
export async function claimPrize(db: Db, userId: number, drawId: number, addressId: number | undefined, now: Date): Promise<{ draw: Draw; chances: Chances }> {
  const [row] = await db.select().from(lotteryDraws).where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.userId, userId)));
  if (!row) throw ApiError.of(lottery.refusals.drawNotFound);
  if (row.status !== 'won') throw ApiError.of(lottery.refusals.notClaimable);
  if (addressId === undefined) throw ApiError.of(lottery.refusals.addressRequired);
  const address = await ownAddress(db, userId, addressId);
  const [claimed] = await db
    .update(lotteryDraws)
    .set({ status: 'claimed', claimedAt: now, address: { name: address.name, phone: address.phone, regionText: address.regionText, detail: address.detail } })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'won')))
    .returning();
  if (!claimed) throw ApiError.of(lottery.refusals.notClaimable);
  return { draw: toDraw(claimed), chances: await chancesOf(db, userId, now) };
}

/** 138****8000 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

/** The latest 20 wins for the marquee, phones masked. */
export async function recentWinners(db: Db): Promise<{ id: number; phone: string; prizeName: string; createdAt: string }[]> {
  const rows = await db
    .select({ id: lotteryDraws.id, phone: users.phone, prizeName: lotteryDraws.prizeName, createdAt: lotteryDraws.createdAt })
    .from(lotteryDraws)
    .innerJoin(users, eq(users.id, lotteryDraws.userId))
    .where(inArray(lotteryDraws.status, ['won', 'claimed', 'issued']))
    .orderBy(desc(lotteryDraws.id))
    .limit(20);
  return rows.map((row) => ({ id: row.id, phone: maskPhone(row.phone), prizeName: row.prizeName, createdAt: row.createdAt.toISOString() }));
}

/** One page of the reader's draws, newest first. */
export async function listDraws(db: Db, userId: number, page: number, pageSize: number): Promise<{ list: Draw[]; total: number }> {
  const rows = await db.select().from(lotteryDraws).where(eq(lotteryDraws.userId, userId)).orderBy(desc(lotteryDraws.id)).limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(lotteryDraws).where(eq(lotteryDraws.userId, userId));
  return { list: rows.map(toDraw), total: total?.n ?? 0 };
}

/** Physical prizes the reader won and has not claimed (account cancellation asks). */
export async function unclaimedPrizeCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lotteryDraws).where(and(eq(lotteryDraws.userId, userId), eq(lotteryDraws.status, 'won')));
  return row?.n ?? 0;
}
