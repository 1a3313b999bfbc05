import { lightFormat } from 'date-fns';

/** An item's ISO time as '2026-11-20'; '' when missing or unreadable. */
export function formatAudioDate(time: string): string {
  if (!time) return '';
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? '' : lightFormat(date, 'yyyy-MM-dd');
}

/** SPEC §3: an empty source shows 暂无. */
export const sourceText = (source: string): string => source.trim() || '暂无';
