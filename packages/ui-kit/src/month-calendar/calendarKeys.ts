import { addDays, addMonths, endOfWeek, startOfDay, startOfWeek } from 'date-fns';

/**
 * The day a key moves the focus to from `date` in a month grid (the WAI-ARIA date-picker grid keys),
 * or `null` for other keys: arrows by a day or a week, Home/End to the week's Sunday/Saturday,
 * PageUp/PageDown by a month (Shift: by a year).
 */
export function dateForKey(key: string, date: Date, shift = false): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date, { weekStartsOn: 0 });
    case 'End':
      return startOfDay(endOfWeek(date, { weekStartsOn: 0 }));
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
    default:
      return null;
  }
}
