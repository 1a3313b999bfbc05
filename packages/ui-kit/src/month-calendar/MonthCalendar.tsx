import { addMonths, endOfMonth, isAfter, isBefore, isSameDay, isSameMonth, startOfMonth } from 'date-fns';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import '../styles/theme.css';
import './MonthCalendar.css';
import { dateForKey } from './calendarKeys.ts';
import { CALENDAR_WEEKDAYS, buildMonthGrid, formatCalendarDate, isOutsideRange, toCalendarDate } from './calendarDates.ts';
import type { CalendarDateInput } from './calendarDates.ts';

/** Props of {@link MonthCalendar}. */
export interface MonthCalendarProps {
  /** The month shown (any day of it), when the caller controls it; see `onMonthChange`. */
  month?: Date;
  /** The month shown first when uncontrolled. Default: the selected day's month, else today's. */
  defaultMonth?: Date;
  /** Called with the first day of the month the reader moves to (buttons, keys, or an adjacent day). */
  onMonthChange?: (month: Date) => void;
  /** Days drawn highlighted, e.g. the sign-in dates. */
  highlighted?: readonly CalendarDateInput[];
  /** What a highlighted day is read out as. Default '已签到'. */
  highlightLabel?: string;
  /** The chosen day, drawn with a ring. */
  selected?: CalendarDateInput | null;
  /** Makes the days buttons; called with the day as `yyyy/MM/dd` and as a Date. Without it the grid is read-only. */
  onSelect?: (value: string, date: Date) => void;
  /** Days before `min` or after `max` are drawn disabled and ignore taps and keys. */
  min?: CalendarDateInput | null;
  max?: CalendarDateInput | null;
  /** Today, for tests and server time. Default: the device clock. */
  today?: Date;
  className?: string;
}

/** Read-out name of a day, e.g. '11月5日，已签到'. */
function dayName(day: Date, extra: string[]) {
  return [`${day.getMonth() + 1}月${day.getDate()}日`, ...extra].join('，');
}

/**
 * A month grid of 42 days, Sunday first (SPEC §9), with highlighted days (sign-in dates), today, an
 * optional selection and an optional min/max range outside which days are disabled. A WAI-ARIA grid:
 * one day is in the tab order; arrows, Home/End and PageUp/PageDown move between days and months.
 *
 * @example
 * ```tsx
 * <MonthCalendar highlighted={records.map((r) => r.signIn)} />
 * <MonthCalendar min="2026/11/01" max="2026/12/15" selected={day} onSelect={(value) => setDay(value)} />
 * ```
 */
export function MonthCalendar({
  month,
  defaultMonth,
  onMonthChange,
  highlighted = [],
  highlightLabel = '已签到',
  selected,
  onSelect,
  min,
  max,
  today: todayProp,
  className,
}: MonthCalendarProps) {
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterRender = useRef(false);
  const today = toCalendarDate(todayProp ?? new Date()) ?? new Date();
  const minDate = toCalendarDate(min);
  const maxDate = toCalendarDate(max);
  const selectedDate = toCalendarDate(selected);
  const [ownMonth, setOwnMonth] = useState(() => startOfMonth(defaultMonth ?? selectedDate ?? today));
  const [focusDate, setFocusDate] = useState<Date | null>(null);
  const viewMonth = month ? startOfMonth(month) : ownMonth;
  const marked = useMemo(
    () => new Set(highlighted.map(toCalendarDate).flatMap((d) => (d ? [formatCalendarDate(d)] : []))),
    [highlighted],
  );
  const days = buildMonthGrid(viewMonth);
  const readOnly = !onSelect;
  const canPrev = !minDate || !isBefore(endOfMonth(addMonths(viewMonth, -1)), minDate);
  const canNext = !maxDate || !isAfter(addMonths(viewMonth, 1), maxDate);
  // The one day in the tab order: the last focused day, else the selected day, else today, else the 1st.
  const tabDate =
    [focusDate, selectedDate, today].find((d): d is Date => d !== null && isSameMonth(d, viewMonth)) ?? viewMonth;

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>('[data-date][tabindex="0"]')?.focus();
  });

  const showMonth = (next: Date) => {
    const first = startOfMonth(next);
    if (isSameMonth(first, viewMonth)) return;
    if (!month) setOwnMonth(first);
    onMonthChange?.(first);
  };

  const choose = (day: Date) => {
    if (!onSelect || isOutsideRange(day, minDate, maxDate)) return;
    setFocusDate(day);
    showMonth(day);
    onSelect(formatCalendarDate(day), day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = toCalendarDate((event.target as HTMLElement).dataset.date);
    let next = from && dateForKey(event.key, from, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    // Keys may reach disabled days (they stay focusable) but never a month the buttons cannot reach.
    if (minDate && isBefore(next, startOfMonth(minDate))) next = startOfMonth(minDate);
    if (maxDate && isAfter(next, endOfMonth(maxDate))) next = toCalendarDate(endOfMonth(maxDate)) ?? next;
    focusAfterRender.current = true;
    setFocusDate(next);
    showMonth(next);
  };

  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <div className={className ? `shq-calendar ${className}` : 'shq-calendar'}>
      <div className="shq-calendar__header">
        <button
          type="button"
          className="shq-bare-button shq-icon-button shq-calendar__nav"
          aria-label="上一月"
          aria-disabled={!canPrev || undefined}
          onClick={() => canPrev && showMonth(addMonths(viewMonth, -1))}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <p id={titleId} className="shq-calendar__title" aria-live="polite">
          {`${viewMonth.getFullYear()}年${viewMonth.getMonth() + 1}月`}
        </p>
        <button
          type="button"
          className="shq-bare-button shq-icon-button shq-calendar__nav"
          aria-label="下一月"
          aria-disabled={!canNext || undefined}
          onClick={() => canNext && showMonth(addMonths(viewMonth, 1))}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        className="shq-calendar__grid"
        aria-labelledby={titleId}
        aria-readonly={readOnly || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {CALENDAR_WEEKDAYS.map((w) => (
              <th key={w.long} scope="col" className="shq-calendar__weekday">
                <span aria-hidden="true">{w.short}</span>
                <span className="shq-visually-hidden">{w.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={formatCalendarDate(week[0] as Date)}>
              {week.map((day) => {
                const key = formatCalendarDate(day);
                const isMarked = marked.has(key);
                const disabled = isOutsideRange(day, minDate, maxDate);
                const isToday = isSameDay(day, today);
                const isSelected = selectedDate !== null && isSameDay(day, selectedDate);
                const classes = ['shq-calendar__cell'];
                if (!isSameMonth(day, viewMonth)) classes.push('shq-calendar__cell--outside');
                if (isMarked) classes.push('shq-calendar__cell--marked');
                if (isToday) classes.push('shq-calendar__cell--today');
                if (isSelected) classes.push('shq-calendar__cell--selected');
                if (disabled) classes.push('shq-calendar__cell--disabled');
                const extra = [isToday ? '今天' : '', isMarked ? highlightLabel : ''].filter(Boolean);
                const content = (
                  <>
                    <span className="shq-calendar__day" aria-hidden="true">
                      {day.getDate()}
                    </span>
                    <span className="shq-visually-hidden">{dayName(day, extra)}</span>
                  </>
                );
                const common = {
                  'data-date': key,
                  tabIndex: isSameDay(day, tabDate) ? 0 : -1,
                  'aria-current': isToday ? ('date' as const) : undefined,
                  'aria-disabled': disabled || undefined,
                };
                // A td must stay display: table-cell, so the styled box is a span inside it.
                return readOnly ? (
                  <td key={key} role="gridcell" className="shq-calendar__slot" {...common}>
                    <span className={classes.join(' ')}>{content}</span>
                  </td>
                ) : (
                  <td key={key} role="gridcell" className="shq-calendar__slot" aria-selected={isSelected}>
                    <button type="button" className={classes.join(' ')} {...common} onClick={() => choose(day)}>
                      {content}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
