import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_VECTORS, REDIRECT_HOST } from './openRedirectVectors.ts';

describe('OPEN_REDIRECT_VECTORS', () => {
  it('should hold at least 20 distinct vectors, each aimed at the evil host or a script scheme', () => {
    expect(OPEN_REDIRECT_VECTORS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(OPEN_REDIRECT_VECTORS).size).toBe(OPEN_REDIRECT_VECTORS.length);
    for (const vector of OPEN_REDIRECT_VECTORS) expect(vector.includes(REDIRECT_HOST) || /^[a-z\t]+:/i.test(vector), vector).toBe(true);
  });
});
