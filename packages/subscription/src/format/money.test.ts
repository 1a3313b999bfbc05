import { describe, expect, it } from 'vitest';
import { formatFen } from './money.ts';

describe('formatFen', () => {
  it('should show fen as yuan with two decimals, without floating-point rounding', () => {
    expect(formatFen(36000)).toBe('¥360.00');
    expect(formatFen(9800)).toBe('¥98.00');
    expect(formatFen(1)).toBe('¥0.01');
    expect(formatFen(17672)).toBe('¥176.72');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(-150)).toBe('-¥1.50');
  });
});
