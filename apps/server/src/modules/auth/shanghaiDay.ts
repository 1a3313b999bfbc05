const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The calendar day (YYYY-MM-DD) in Shanghai, where daily SMS caps reset at local midnight.
 * China has no daylight saving time, so a fixed +08:00 offset is exact.
 */
export function shanghaiDay(date: Date): string {
  return new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}
