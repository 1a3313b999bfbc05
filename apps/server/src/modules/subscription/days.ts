import { shanghaiDay } from '../auth/shanghaiDay.ts';

/**
 * Calendar days (yyyy-MM-dd) in Shanghai, where the paper is printed and delivered. Subscriptions,
 * pauses and missed papers are whole days; arithmetic runs on UTC noon so no offset can shift a day.
 */

/** Today in Shanghai. */
export function today(now: Date): string {
  return shanghaiDay(now);
}

function toDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** Whether `day` is a real calendar day written yyyy-MM-dd. */
export function isDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && toDate(day).toISOString().slice(0, 10) === day;
}

export function addDays(day: string, days: number): string {
  return new Date(toDate(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The last day of a period of `months` starting on `start` (2026-03-17 + 12 months → 2027-03-16).
 * A start on the 31st ends on the day before the same date, or the month's last day.
 */
export function endOfPeriod(start: string, months: number): string {
  const date = toDate(start);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return addDays(target.toISOString().slice(0, 10), -1);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** The later of two days. */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
