import { describe, expect, it } from 'vitest';
import { applyRouteMeta } from './applyRouteMeta.ts';

describe('applyRouteMeta', () => {
  it('should set the title and the status-bar colour', () => {
    applyRouteMeta('上海汽车报', 'red');
    expect(document.title).toBe('上海汽车报');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#d7000f');
    applyRouteMeta('登录', 'white');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffffff');
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });
});
