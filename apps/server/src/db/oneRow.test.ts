import { describe, expect, it } from 'vitest';
import { oneRow } from './oneRow.ts';

describe('oneRow', () => {
  it('should give the first row of a statement', () => {
    expect(oneRow([{ id: 7 }, { id: 8 }], 'comment insert')).toEqual({ id: 7 });
  });

  it('should throw, naming the statement, when the database gave no row', () => {
    expect(() => oneRow([], 'comment insert')).toThrow('comment insert: the database gave no row');
  });

  it('should keep a row that is falsy but present', () => {
    expect(oneRow([0], 'count')).toBe(0);
  });
});
