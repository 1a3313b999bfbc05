import { differenceInCalendarDays, differenceInHours, differenceInMinutes, isValid, lightFormat, parseISO } from 'date-fns';

// lightFormat rather than format: the same patterns without the locale data format() bundles (~5 kB
// gzip on the home route).

/** List time: 刚刚 / N分钟前 / N小时前 / 昨天 HH:mm / MM-dd, or yyyy-MM-dd in another year. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  const hours = differenceInHours(now, date);
  if (hours < 24 && differenceInCalendarDays(now, date) === 0) return `${hours}小时前`;
  if (differenceInCalendarDays(now, date) === 1) return `昨天 ${lightFormat(date, 'HH:mm')}`;
  if (date.getFullYear() === now.getFullYear()) return lightFormat(date, 'MM-dd');
  return lightFormat(date, 'yyyy-MM-dd');
}

/** Detail time: yyyy-MM-dd HH:mm. */
export function formatDetailTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? lightFormat(date, 'yyyy-MM-dd HH:mm') : '';
}

/** Views: 9999 → 9999, 12345 → 1.2万. */
export function formatViews(n: number): string {
  if (n < 10_000) return String(n);
  return `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}万`;
}
