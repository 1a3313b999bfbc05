import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration.ts';

describe('formatDuration', () => {
  it('should show minutes and two-digit seconds, and hours only when there are any', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(4.6)).toBe('0:05');
  });
});
