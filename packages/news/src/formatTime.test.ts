import { describe, expect, it } from 'vitest';
import { formatDetailTime, formatListTime, formatViews } from './formatTime.ts';

const now = new Date(2026, 10, 21, 15, 0, 0);
const iso = (d: Date) => d.toISOString();

describe('formatListTime', () => {
  it('should say 刚刚, minutes and hours for today', () => {
    expect(formatListTime(iso(new Date(2026, 10, 21, 14, 59, 40)), now)).toBe('刚刚');
    expect(formatListTime(iso(new Date(2026, 10, 21, 14, 35)), now)).toBe('25分钟前');
    expect(formatListTime(iso(new Date(2026, 10, 21, 9, 0)), now)).toBe('6小时前');
  });

  it('should say 昨天 with the time for yesterday', () => {
    expect(formatListTime(iso(new Date(2026, 10, 20, 23, 30)), now)).toBe('昨天 23:30');
  });

  it('should give month and day this year, and the full date before', () => {
    expect(formatListTime(iso(new Date(2026, 2, 5, 8)), now)).toBe('03-05');
    expect(formatListTime(iso(new Date(2025, 11, 31, 8)), now)).toBe('2025-12-31');
  });

  it('should give nothing for an invalid time', () => {
    expect(formatListTime('not a date', now)).toBe('');
  });
});

describe('formatDetailTime and formatViews', () => {
  it('should format detail times and large view counts', () => {
    expect(formatDetailTime(iso(new Date(2026, 10, 21, 8, 5)))).toBe('2026-11-21 08:05');
    expect(formatViews(9999)).toBe('9999');
    expect(formatViews(12_345)).toBe('1.2万');
    expect(formatViews(20_000)).toBe('2万');
  });
});
