const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as year-month-day in Chinese, in the reader's local time zone.
 *
 * @example
 * ```ts
 * formatChineseDate(new Date(2026, 10, 21)); // '2026年11月21日'
 * ```
 */
export function formatChineseDate(date: Date): string {
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
}

/**
 * The weekday of a date in Chinese.
 *
 * @example
 * ```ts
 * formatChineseWeekday(new Date(2026, 10, 21)); // '星期六'
 * ```
 */
export function formatChineseWeekday(date: Date): string {
  return WEEKDAYS[date.getDay()] ?? '';
}

/**
 * A local date as the machine-readable `yyyy-MM-dd` of `<time dateTime>`.
 *
 * @example
 * ```ts
 * toIsoDate(new Date(2026, 0, 5)); // '2026-01-05'
 * ```
 */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
