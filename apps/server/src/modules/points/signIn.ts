import { and, desc, eq, gte, like, lt } from 'drizzle-orm';
import { integralCreate, POINTS_RULES, type PointsSummary } from '@shqcb/api/contract/points';
import type { Db, Queryable } from '../../db/Db.ts';
import { signIns } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { shanghaiDay } from '../auth/shanghaiDay.ts';
import { expiringPoints } from './expirePoints.ts';
import { balanceOf, changePoints } from './pointsLedger.ts';

const DAY_MS = 86_400_000;

/** The day before a yyyy-MM-dd day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** Points a sign-in that makes a streak of `streak` days gives: the base, plus the bonus every 7th day. */
export function signInPointsFor(streak: number): number {
  return POINTS_RULES.signInPoints + (streak % POINTS_RULES.streakBonusDays === 0 ? POINTS_RULES.streakBonus : 0);
}

/**
 * Signs the reader in for today (Shanghai). The row's primary key (user, day) makes it once per
 * day: of any number of concurrent requests one inserts, the rest find the row and are refused,
 * and the points are credited in the inserting transaction only.
 */
export async function signIn(db: Db, userId: number, now: Date): Promise<{ day: string; points: number; streak: number; balance: number }> {
  const day = shanghaiDay(now);
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ streak: signIns.streak }).from(signIns).where(and(eq(signIns.userId, userId), eq(signIns.day, dayBefore(day))));
    const streak = (previous?.streak ?? 0) + 1;
    const points = signInPointsFor(streak);
    const inserted = await tx.insert(signIns).values({ userId, day, points, streak, createdAt: now }).onConflictDoNothing().returning({ day: signIns.day });
    if (inserted.length === 0) throw ApiError.of(integralCreate.refusals.alreadySigned);
    const title = streak % POINTS_RULES.streakBonusDays === 0 ? `每日签到（连续${streak}天奖励）` : '每日签到';
    const balance = await changePoints(tx, { userId, delta: points, reason: 'signin', title, refKey: `signin:${day}`, now });
    return { day, points, streak, balance };
  });
}

/** The streak that is still alive: today's, else yesterday's (the reader may still sign in today). */
async function liveStreak(db: Queryable, userId: number, today: string): Promise<{ streak: number; signedToday: boolean }> {
  const [latest] = await db.select({ day: signIns.day, streak: signIns.streak }).from(signIns).where(eq(signIns.userId, userId)).orderBy(desc(signIns.day)).limit(1);
  if (latest?.day === today) return { streak: latest.streak, signedToday: true };
  if (latest?.day === dayBefore(today)) return { streak: latest.streak, signedToday: false };
  return { streak: 0, signedToday: false };
}

/** integral/show: balance, today's state, streak, the month's sign-in days and points about to expire. */
export async function pointsSummary(db: Db, userId: number, now: Date, month?: string): Promise<PointsSummary> {
  const today = shanghaiDay(now);
  const shown = month ?? today.slice(0, 7);
  const [{ streak, signedToday }, balance, days, expiring] = await Promise.all([
    liveStreak(db, userId, today),
    balanceOf(db, userId),
    db.select({ day: signIns.day }).from(signIns).where(and(eq(signIns.userId, userId), like(signIns.day, `${shown}-%`))).orderBy(signIns.day),
    expiringPoints(db, userId, now),
  ]);
  return {
    balance,
    today,
    signedToday,
    streak,
    month: shown,
    signDays: days.map((row) => row.day),
    nextSignInPoints: signInPointsFor(streak + 1),
    expiring,
  };
}

/** Sign-in days of a reader in [from, to) — for the export. */
export async function signInDays(db: Queryable, userId: number, from = '0000-00-00', to = '9999-99-99'): Promise<string[]> {
  const rows = await db.select({ day: signIns.day }).from(signIns).where(and(eq(signIns.userId, userId), gte(signIns.day, from), lt(signIns.day, to))).orderBy(signIns.day);
  return rows.map((row) => row.day);
}
