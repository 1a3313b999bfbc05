import { MonthCalendar } from '../month-calendar/MonthCalendar.tsx';
import type { CalendarDateInput } from '../month-calendar/calendarDates.ts';

/** Props of {@link DateRangeCalendar}. */
export interface DateRangeCalendarProps {
  /** First day that can be chosen (inclusive). */
  min: CalendarDateInput;
  /** Last day that can be chosen (inclusive). */
  max: CalendarDateInput;
  /** The chosen day, e.g. `'2026/11/05'`. */
  value?: CalendarDateInput | null;
  /** Called with the chosen day as `yyyy/MM/dd` and as a Date; never for a day outside min/max. */
  onChange: (value: string, date: Date) => void;
  /** The month shown first. Default: the chosen day's month, else today's. */
  defaultMonth?: Date;
  onMonthChange?: (month: Date) => void;
  /** Today, for tests and server time. */
  today?: Date;
  className?: string;
}

/**
 * A month calendar for picking one day between `min` and `max` (SPEC §5): days outside the range
 * are shown disabled (`aria-disabled`, greyed and struck) and taps and keys on them are ignored; the
 * month buttons stop at the months of min and max. Built on {@link MonthCalendar}.
 *
 * @example
 * ```tsx
 * <DateRangeCalendar min="2026/11/01" max="2026/12/31" value={deliveryDay} onChange={setDeliveryDay} />
 * ```
 */
export function DateRangeCalendar({ min, max, value, onChange, ...rest }: DateRangeCalendarProps) {
  return <MonthCalendar {...rest} min={min} max={max} selected={value} onSelect={onChange} />;
}
