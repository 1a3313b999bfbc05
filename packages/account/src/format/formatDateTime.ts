import { format } from 'date-fns';

/** A server time (ISO) as the reader reads it, in the device's time zone: 2026-03-16 10:00. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'yyyy-MM-dd HH:mm');
}
