import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange.ts';

describe('parseByteRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['BYTES=10-19', { kind: 'partial', start: 10, end: 19 }],
    [' bytes=10-19 ', { kind: 'partial', start: 10, end: 19 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=999-', { kind: 'partial', start: 999, end: 999 }],
    ['bytes=-50', { kind: 'partial', start: 950, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1000', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=99999999999999999999-', { kind: 'full' }],
    ['bytes=20-10', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['bytes=0-1,3-4', { kind: 'full' }],
    ['bytes=a-b', { kind: 'full' }],
    ['bytes = 0-1', { kind: 'full' }],
    ['bytes=+1-2', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['', { kind: 'full' }],
  ])('should read %j for a 1000-byte file', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it('should find nothing satisfiable in an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
