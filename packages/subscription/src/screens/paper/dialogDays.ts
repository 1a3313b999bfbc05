/** The calendar widgets speak yyyy/MM/dd, the API yyyy-MM-dd. */
export const toApiDay = (day: string): string => day.replaceAll('/', '-');
export const toCalendarDay = (day: string): string => day.replaceAll('-', '/');

/** Today in Shanghai as yyyy-MM-dd (the paper's days are Shanghai days, wherever the phone is). */
export function shanghaiToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** `day` moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The earlier / later of two days. */
export const minDay = (a: string, b: string): string => (a < b ? a : b);
export const maxDay = (a: string, b: string): string => (a > b ? a : b);
