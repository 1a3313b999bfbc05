import { describe, expect, it } from 'vitest';
import { formatDetailTime, formatListTime, formatViews } from './formatTime.ts';

/** An instant written as Beijing wall-clock time, whatever the machine's time zone. */
const beijing = (wallClock: string) => `${new Date(`${wallClock}+08:00`).toISOString()}`;
const now = new Date(beijing('2026-11-21T15:00:00'));

describe('formatListTime', () => {
  it('should say 刚刚, minutes and hours for today', () => {
    expect(formatListTime(beijing('2026-11-21T14:59:40'), now)).toBe('刚刚');
    expect(formatListTime(beijing('2026-11-21T14:35:00'), now)).toBe('25分钟前');
    expect(formatListTime(beijing('2026-11-21T09:00:00'), now)).toBe('6小时前');
  });

  it('should say 昨天 with the time for yesterday', () => {
    expect(formatListTime(beijing('2026-11-20T23:30:00'), now)).toBe('昨天 23:30');
  });

  it('should count days by the Beijing calendar, not the machine’s', () => {
    // 00:30 in Beijing is still the previous day in UTC: it is today's news, not yesterday's.
    const early = new Date(beijing('2026-11-21T08:00:00'));
    expect(formatListTime(beijing('2026-11-21T00:30:00'), early)).toBe('7小时前');
    expect(formatListTime(beijing('2026-11-20T23:50:00'), early)).toBe('昨天 23:50');
  });

  it('should give month and day this year, and the full date before', () => {
    expect(formatListTime(beijing('2026-03-05T08:00:00'), now)).toBe('03-05');
    expect(formatListTime(beijing('2025-12-31T08:00:00'), now)).toBe('2025-12-31');
    // New Year's Eve 20:00 UTC is already New Year's Day in Beijing.
    expect(formatListTime('2025-12-31T20:00:00.000Z', now)).toBe('01-01');
  });

  it('should give nothing for an invalid time', () => {
    expect(formatListTime('not a date', now)).toBe('');
  });
});

describe('formatDetailTime and formatViews', () => {
  it('should format detail times in Beijing time and large view counts', () => {
    expect(formatDetailTime(beijing('2026-11-21T08:05:00'))).toBe('2026-11-21 08:05');
    expect(formatDetailTime('2026-11-26T16:30:00.000Z')).toBe('2026-11-27 00:30');
    expect(formatViews(9999)).toBe('9999');
    expect(formatViews(12_345)).toBe('1.2万');
    expect(formatViews(20_000)).toBe('2万');
  });
});
