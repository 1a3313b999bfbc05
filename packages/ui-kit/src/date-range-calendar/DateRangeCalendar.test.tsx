import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeCalendar } from './DateRangeCalendar.tsx';

const today = new Date(2026, 10, 3);
const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`) as HTMLElement;

describe('DateRangeCalendar', () => {
  it('should show the days before min and after max disabled and the others enabled', () => {
    render(<DateRangeCalendar today={today} min="2026/11/03" max="2026/11/20" onChange={() => {}} />);
    const disabled = Array.from(document.querySelectorAll<HTMLElement>('[aria-disabled="true"][data-date]')).map((el) => el.dataset.date);
    expect(disabled).toContain('2026/11/02');
    expect(disabled).toContain('2026/11/21');
    expect(disabled).not.toContain('2026/11/03');
    expect(disabled).not.toContain('2026/11/20');
    // 1 Nov 2026 is a Sunday: the grid shows 1–30 Nov and 1–12 Dec; 18 days lie in the range.
    expect(disabled).toHaveLength(42 - 18);
  });

  it('should ignore clicks on days outside the range and report days inside as yyyy/MM/dd', async () => {
    const onChange = vi.fn();
    render(<DateRangeCalendar today={today} min="2026/11/03" max="2026/11/20" onChange={onChange} />);
    await userEvent.click(cell('2026/11/02'));
    await userEvent.click(cell('2026/11/21'));
    await userEvent.click(cell('2026/12/01'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('grid', { name: '2026年11月' })).toBeDefined();
    await userEvent.click(cell('2026/11/03'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026/11/03', new Date(2026, 10, 3));
  });

  it('should mark the value selected', () => {
    render(<DateRangeCalendar today={today} min="2026/11/03" max="2026/11/20" value="2026-11-08" onChange={() => {}} />);
    expect(cell('2026/11/08').closest('td')?.getAttribute('aria-selected')).toBe('true');
  });
});
