/** China's time zone: UTC+8 all year (no daylight saving time). */
const BEIJING_OFFSET_MINUTES = 8 * 60;

/**
 * A Date whose local fields (getFullYear, getHours, …) read Beijing's wall clock at `date`, so
 * local-time formatters (date-fns, the Date getters) write Beijing time on any machine: a page the
 * server renders (UTC) and the reader's phone then show the same text (decision 0051).
 *
 * @example
 * beijingWallClock(new Date('2026-11-26T16:30:00Z')).getDate(); // 27 on every machine
 */
export function beijingWallClock(date: Date): Date {
  const shifted = new Date(date.getTime() + BEIJING_OFFSET_MINUTES * 60_000);
  // The shifted instant read in local time is off by the local offset at that instant: take it back.
  return new Date(shifted.getTime() + shifted.getTimezoneOffset() * 60_000);
}
