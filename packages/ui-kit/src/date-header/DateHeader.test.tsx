import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateHeader } from './DateHeader.tsx';
import { formatChineseDate, formatChineseWeekday, toIsoDate } from './formatChineseDate.ts';

describe('formatChineseDate', () => {
  it('should format year-month-day in Chinese without leading zeros', () => {
    expect(formatChineseDate(new Date(2026, 10, 21))).toBe('2026年11月21日');
    expect(formatChineseDate(new Date(2026, 0, 5))).toBe('2026年1月5日');
  });

  it('should name the weekday in Chinese', () => {
    expect(formatChineseWeekday(new Date(2026, 10, 21))).toBe('星期六');
    expect(formatChineseWeekday(new Date(2026, 10, 22))).toBe('星期日');
    expect(formatChineseWeekday(new Date(2026, 10, 23))).toBe('星期一');
  });

  it('should give a zero-padded ISO date for the time element', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('DateHeader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should show the given date with its weekday in a time element', () => {
    const { container } = render(<DateHeader date={new Date('2026-11-21T12:00:00+08:00')} />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-21');
    expect(time?.textContent).toBe('2026年11月21日 星期六');
  });

  it("should show Beijing's date whatever the machine's time zone", () => {
    // 16:30 UTC on the 26th is half past midnight on the 27th in Beijing.
    const { container } = render(<DateHeader date={new Date('2026-11-26T16:30:00Z')} />);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27');
    expect(container.querySelector('time')?.textContent).toBe('2026年11月27日 星期五');
  });

  it('should show today and move on at midnight', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T23:59:00+08:00') });
    render(<DateHeader />);
    expect(screen.getByText('2026年11月21日')).toBeDefined();
    act(() => vi.advanceTimersByTime(2 * 60 * 1000));
    expect(screen.getByText('2026年11月22日')).toBeDefined();
    expect(screen.getByText('星期日')).toBeDefined();
  });
});
