import { describe, expect, it } from 'vitest';
import { acceptedCodings, pickEncoding } from './acceptEncoding.ts';

describe('acceptedCodings', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['BR;Q=0.5, GZIP', ['br', 'gzip']],
    ['gzip;q=0', []],
    ['x-gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['identity', []],
    ['', []],
    [undefined, []],
    ['br;q=abc, gzip;q=0.001', ['gzip']],
    [',,;;, br', ['br']],
  ])('%j accepts %j', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
    // A second time from memory, the same.
    expect(acceptedCodings(header)).toEqual(expected);
  });

  it('should choose among what is offered', () => {
    expect(pickEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding('gzip, br')).toBe('br');
  });
});
