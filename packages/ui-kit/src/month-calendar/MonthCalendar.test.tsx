import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonthCalendar } from './MonthCalendar.tsx';
import { CALENDAR_CELLS, buildMonthGrid, formatCalendarDate, toCalendarDate } from './calendarDates.ts';

const today = new Date(2026, 9, 14); // Wed 14 Oct 2026
const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`) as HTMLElement;
const dates = () => Array.from(document.querySelectorAll<HTMLElement>('[data-date]')).map((el) => el.dataset.date);

describe('calendar dates', () => {
  it('should format dates as yyyy/MM/dd', () => {
    expect(formatCalendarDate(new Date(2026, 0, 5))).toBe('2026/01/05');
    expect(formatCalendarDate(new Date(2026, 10, 21, 23, 59))).toBe('2026/11/21');
  });

  it('should read date strings as local days whatever the separators and time part', () => {
    expect(toCalendarDate('2026-11-05 08:30:00')).toEqual(new Date(2026, 10, 5));
    expect(toCalendarDate('2026/1/5')).toEqual(new Date(2026, 0, 5));
    expect(toCalendarDate(new Date(2026, 0, 5, 13))).toEqual(new Date(2026, 0, 5));
    expect(toCalendarDate('2026/02/30')).toBeNull();
    expect(toCalendarDate('soon')).toBeNull();
    expect(toCalendarDate(new Date(Number.NaN))).toBeNull();
  });

  it('should build 42 days starting on the Sunday on or before the 1st', () => {
    const october = buildMonthGrid(new Date(2026, 9, 20));
    expect(october).toHaveLength(CALENDAR_CELLS);
    expect(october[0]).toEqual(new Date(2026, 8, 27));
    expect(october.every((d, i) => d.getDay() === i % 7)).toBe(true);
    // A month starting on a Sunday starts the grid itself and still fills six weeks.
    const november = buildMonthGrid(new Date(2026, 10, 1));
    expect(november[0]).toEqual(new Date(2026, 10, 1));
    expect(november[41]).toEqual(new Date(2026, 11, 12));
  });
});

describe('MonthCalendar', () => {
  it('should render a grid of 6 weeks of 7 days under Sunday-first headers', () => {
    render(<MonthCalendar today={today} />);
    const grid = screen.getByRole('grid', { name: '2026年10月' });
    const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['日星期日', '一星期一', '二星期二', '三星期三', '四星期四', '五星期五', '六星期六']);
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(dates()[0]).toBe('2026/09/27');
    expect(dates()[41]).toBe('2026/11/07');
  });

  it('should highlight the sign-in dates given in any format and read them out', () => {
    render(<MonthCalendar today={today} highlighted={['2026-10-01 09:00:00', '2026/10/03', new Date(2026, 9, 14, 8)]} />);
    const marked = Array.from(document.querySelectorAll<HTMLElement>('.shq-calendar__cell--marked')).map((el) => el.closest<HTMLElement>('[data-date]')?.dataset.date);
    expect(marked).toEqual(['2026/10/01', '2026/10/03', '2026/10/14']);
    expect(cell('2026/10/03').textContent).toContain('10月3日，已签到');
    expect(cell('2026/10/14').textContent).toContain('10月14日，今天，已签到');
    expect(cell('2026/10/14').getAttribute('aria-current')).toBe('date');
  });

  it('should be read-only without onSelect, with one day in the tab order', () => {
    render(<MonthCalendar today={today} />);
    expect(screen.getByRole('grid').getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['上一月', '下一月']);
    expect(document.querySelectorAll('[data-date][tabindex="0"]')).toHaveLength(1);
    expect(cell('2026/10/14').tabIndex).toBe(0);
    // The focusable cell is the td itself (kept a table cell); the styled box is inside it.
    expect(cell('2026/10/14').tagName).toBe('TD');
    expect(cell('2026/10/14').firstElementChild?.classList.contains('shq-calendar__cell--today')).toBe(true);
  });

  it('should call onSelect with the day formatted yyyy/MM/dd and mark it selected', async () => {
    const onSelect = vi.fn();
    const view = render(<MonthCalendar today={today} onSelect={onSelect} />);
    await userEvent.click(cell('2026/10/05'));
    expect(onSelect).toHaveBeenCalledWith('2026/10/05', new Date(2026, 9, 5));
    view.rerender(<MonthCalendar today={today} onSelect={onSelect} selected="2026/10/05" />);
    expect(cell('2026/10/05').closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(cell('2026/10/05').tabIndex).toBe(0);
  });

  it('should move between months with the buttons and when a day of the next month is chosen', async () => {
    const onMonthChange = vi.fn();
    render(<MonthCalendar today={today} onSelect={() => {}} onMonthChange={onMonthChange} />);
    await userEvent.click(screen.getByRole('button', { name: '下一月' }));
    expect(screen.getByRole('grid', { name: '2026年11月' })).toBeDefined();
    expect(onMonthChange).toHaveBeenLastCalledWith(new Date(2026, 10, 1));
    await userEvent.click(screen.getByRole('button', { name: '上一月' }));
    await userEvent.click(screen.getByRole('button', { name: '上一月' }));
    expect(screen.getByRole('grid', { name: '2026年9月' })).toBeDefined();
    await userEvent.click(cell('2026/10/02'));
    expect(screen.getByRole('grid', { name: '2026年10月' })).toBeDefined();
  });

  it('should follow a controlled month', () => {
    const view = render(<MonthCalendar today={today} month={new Date(2027, 0, 9)} />);
    expect(screen.getByRole('grid', { name: '2027年1月' })).toBeDefined();
    view.rerender(<MonthCalendar today={today} month={new Date(2027, 1, 1)} />);
    expect(screen.getByRole('grid', { name: '2027年2月' })).toBeDefined();
  });

  it('should move the focus with arrows, Home/End and PageUp/PageDown, across months', async () => {
    render(<MonthCalendar today={today} onSelect={() => {}} />);
    cell('2026/10/14').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('2026/10/15'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('2026/10/22'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(cell('2026/10/18'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(cell('2026/10/24'));
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: '2026年11月' })).toBeDefined();
    expect(document.activeElement).toBe(cell('2026/11/24'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('grid', { name: '2026年10月' })).toBeDefined();
    expect(document.activeElement).toBe(cell('2026/10/27'));
  });

  it('should draw days outside min/max disabled and ignore clicks and Enter on them', async () => {
    const onSelect = vi.fn();
    render(<MonthCalendar today={today} min="2026/10/10" max="2026-10-20" onSelect={onSelect} />);
    for (const date of ['2026/10/09', '2026/10/21', '2026/09/30']) {
      expect(cell(date).getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(cell(date));
    }
    cell('2026/10/21').focus();
    await userEvent.keyboard('{Enter}');
    fireEvent.click(cell('2026/10/09'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(cell('2026/10/10').getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(cell('2026/10/20'));
    expect(onSelect).toHaveBeenCalledWith('2026/10/20', new Date(2026, 9, 20));
  });

  it('should not page or key past the months of min and max', async () => {
    render(<MonthCalendar today={today} min="2026/10/10" max="2026/11/05" onSelect={() => {}} />);
    const prev = screen.getByRole('button', { name: '上一月' });
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(prev);
    expect(screen.getByRole('grid', { name: '2026年10月' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: '下一月' }));
    expect(screen.getByRole('button', { name: '下一月' }).getAttribute('aria-disabled')).toBe('true');
    cell('2026/11/02').focus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: '2026年11月' })).toBeDefined();
    expect(document.activeElement).toBe(cell('2026/11/30'));
  });
});
