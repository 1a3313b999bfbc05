import { describe, expect, it } from 'vitest';
import { categoryIdOf } from './categoryIdOf.ts';

describe('categoryIdOf', () => {
  it('should read a positive id and take anything else as 0 (every category)', () => {
    expect(categoryIdOf('12')).toBe(12);
    expect(categoryIdOf(undefined)).toBe(0);
    expect(categoryIdOf('0')).toBe(0);
    expect(categoryIdOf('12abc')).toBe(0);
    expect(categoryIdOf('9999999999')).toBe(0);
  });
});
