import { describe, expect, it } from 'vitest';
import { fillPath, toQueryString } from './fillPath.ts';

describe('fillPath', () => {
  it('should leave a path without placeholders and all params alone', () => {
    expect(fillPath('news/show', { id: 1 })).toEqual({ path: 'news/show', rest: { id: 1 } });
  });

  it('should fill several placeholders and keep the other params', () => {
    expect(fillPath('a/${x}/b/${y}', { x: 1, y: '中文', z: true })).toEqual({ path: 'a/1/b/%E4%B8%AD%E6%96%87', rest: { z: true } });
  });

  it('should not touch the caller params object', () => {
    const params = { id: 3 };
    fillPath('marketModule/${id}', params);
    expect(params).toEqual({ id: 3 });
  });

  it('should throw on a missing or empty placeholder param', () => {
    expect(() => fillPath('marketModule/${id}')).toThrow('Missing path parameter "id"');
    expect(() => fillPath('marketModule/${id}', { id: '' })).toThrow(TypeError);
  });
});

describe('toQueryString', () => {
  it('should return an empty string when nothing is left', () => {
    expect(toQueryString({ a: undefined, b: null })).toBe('');
  });

  it('should encode values, repeat arrays and keep false and 0', () => {
    expect(toQueryString({ q: '上汽 MG4&', page: 0, top: false, id: [1, 2] })).toBe(
      '?q=%E4%B8%8A%E6%B1%BD+MG4%26&page=0&top=false&id=1&id=2',
    );
  });
});
