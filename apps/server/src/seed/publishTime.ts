/** A time `daysAgo` days before `now` at hh:mm Shanghai time, never in the future. */
export function publishTime(now: Date, daysAgo: number, hour: number, minute: number): Date {
  const shanghaiMidnight = Math.floor((now.getTime() + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000;
  const at = shanghaiMidnight - daysAgo * 86_400_000 + (hour * 60 + minute) * 60_000;
  return new Date(Math.min(at, now.getTime() - (daysAgo + 1) * 60_000));
}
