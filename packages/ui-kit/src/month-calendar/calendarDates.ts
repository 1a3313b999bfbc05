import { addDays, isAfter, isBefore, lightFormat, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/** Cells of a month grid: six weeks of seven days, so every month fits and the height never jumps. */
export const CALENDAR_CELLS = 42;

/** How calendar dates are written (SPEC §9), e.g. `2026/11/05`. A date-fns pattern. */
export const CALENDAR_DATE_FORMAT = 'yyyy/MM/dd';

/** Column headers, Sunday first (SPEC §9): the short name shown and the full name read out. */
export const CALENDAR_WEEKDAYS: readonly { short: string; long: string }[] = [
  { short: '日', long: '星期日' },
  { short: '一', long: '星期一' },
  { short: '二', long: '星期二' },
  { short: '三', long: '星期三' },
  { short: '四', long: '星期四' },
  { short: '五', long: '星期五' },
  { short: '六', long: '星期六' },
];

/**
 * A date as callers hold it: a `Date`, or a string starting with year, month and day in any
 * separators (`2026/11/05`, `2026-11-05`, `2026-11-05 08:30:00` as sign-in records carry it).
 */
export type CalendarDateInput = Date | string;

/**
 * Formats a date as `yyyy/MM/dd` in local time (date-fns `lightFormat`, which needs no locale data).
 *
 * @example
 * ```ts
 * formatCalendarDate(new Date(2026, 0, 5)); // '2026/01/05'
 * ```
 */
export function formatCalendarDate(date: Date): string {
  return lightFormat(date, CALENDAR_DATE_FORMAT);
}

const DATE_PREFIX = /^\s*(\d{4})\D(\d{1,2})\D(\d{1,2})/;

/**
 * Reads a {@link CalendarDateInput} as a local date at midnight; `null` when it is not a valid date.
 * Strings are read as local calendar days whatever their separators and any time part, so
 * `'2026-11-05'` is 5 November here, not the UTC day `new Date('2026-11-05')` would give.
 *
 * @example
 * ```ts
 * toCalendarDate('2026-11-05 08:30:00'); // Date of 5 Nov 2026, 00:00 local time
 * toCalendarDate('not a date'); // null
 * ```
 */
export function toCalendarDate(value: CalendarDateInput | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : startOfDay(value);
  if (typeof value !== 'string') return null;
  const match = DATE_PREFIX.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Reject overflow such as 2026/02/30, which Date would roll into March.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * The 42 days shown for `month`: from the Sunday on or before its first day, six full weeks.
 *
 * @example
 * ```ts
 * buildMonthGrid(new Date(2026, 9, 1))[0]; // Sun 27 Sep 2026 (1 Oct 2026 is a Thursday)
 * ```
 */
export function buildMonthGrid(month: Date): Date[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 0 });
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => addDays(first, i));
}

/** Whether `date` lies outside `[min, max]` (either bound optional, both inclusive, by day). */
export function isOutsideRange(date: Date, min: Date | null, max: Date | null): boolean {
  return (min !== null && isBefore(date, min)) || (max !== null && isAfter(date, max));
}
