import { describe, expect, it } from 'vitest';
import { shapeDifferences, shapeOf } from './shapeOf.ts';

describe('shapeOf', () => {
  it('should describe paths and types, and fields some list items lack', () => {
    expect(shapeOf({ list: [{ id: 1, voiceUrl: 'a' }, { id: 2 }], total: 2, more: null })).toEqual([
      '$: object',
      '$.list: array',
      '$.list[]: object',
      '$.list[].id: number',
      '$.list[].voiceUrl: string (sometimes)',
      '$.more: null',
      '$.total: number',
    ]);
  });

  it('should ignore values and keep every type a path takes', () => {
    expect(shapeOf([1, 'x'])).toEqual(['$: array', '$[]: number | string']);
    expect(shapeOf({ a: 1 })).toEqual(shapeOf({ a: 2 }));
  });
});

describe('shapeDifferences', () => {
  it('should list what each side lacks', () => {
    const server = { list: [{ id: 1, voiceUrl: 'a' }, { id: 2 }] };
    const mock = { list: [{ id: 1 }] };
    expect(shapeDifferences(server, mock)).toEqual(['- $.list[].voiceUrl: string (sometimes)']);
    expect(shapeDifferences(mock, server)).toEqual(['+ $.list[].voiceUrl: string (sometimes)']);
    expect(shapeDifferences({ a: 1 }, { a: 'x' })).toEqual(['- $.a: number', '+ $.a: string']);
    expect(shapeDifferences({ a: [1] }, { a: [] })).toEqual(['- $.a[]: number']);
  });
});
