import { differenceInCalendarDays, differenceInHours, differenceInMinutes, isValid, lightFormat } from 'date-fns';
import { beijingWallClock } from '@shqcb/ui-kit';

// lightFormat rather than format: the same patterns without the locale data format() bundles (~5 kB
// gzip on the home route).

// Times are Beijing's (UTC+8), the publisher's, on every machine: the server renders the first
// screen in UTC and the phone hydrates it, and both must write the same text (decision 0051).
// The API writes full ISO instants (`2026-11-27T06:41:00.000Z`), which every engine's Date reads:
// date-fns' parseISO (1.3 kB on the home route) is for the forms Date does not read alike.
const instantOf = (iso: string) => new Date(iso);

/** List time: 刚刚 / N分钟前 / N小时前 / 昨天 HH:mm / MM-dd, or yyyy-MM-dd in another year. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const instant = instantOf(iso);
  if (!isValid(instant)) return '';
  const minutes = differenceInMinutes(now, instant);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  const date = beijingWallClock(instant);
  const today = beijingWallClock(now);
  const hours = differenceInHours(now, instant);
  if (hours < 24 && differenceInCalendarDays(today, date) === 0) return `${hours}小时前`;
  if (differenceInCalendarDays(today, date) === 1) return `昨天 ${lightFormat(date, 'HH:mm')}`;
  if (date.getFullYear() === today.getFullYear()) return lightFormat(date, 'MM-dd');
  return lightFormat(date, 'yyyy-MM-dd');
}

/** Detail time: yyyy-MM-dd HH:mm. */
export function formatDetailTime(iso: string): string {
  const instant = instantOf(iso);
  return isValid(instant) ? lightFormat(beijingWallClock(instant), 'yyyy-MM-dd HH:mm') : '';
}

/** Views: 9999 → 9999, 12345 → 1.2万. */
export function formatViews(n: number): string {
  if (n < 10_000) return String(n);
  return `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}万`;
}
