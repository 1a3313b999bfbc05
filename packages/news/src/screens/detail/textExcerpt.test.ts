import { describe, expect, it } from 'vitest';
import { textExcerpt } from './textExcerpt.ts';

describe('textExcerpt', () => {
  it('should flatten the text and cut it with an ellipsis', () => {
    expect(textExcerpt('<p>第一段</p>\n<p>第二段  文字</p>')).toBe('第一段 第二段 文字');
    expect(textExcerpt(`<p>${'字'.repeat(80)}</p>`, 10)).toBe(`${'字'.repeat(9)}…`);
    expect(textExcerpt('')).toBe('');
  });
});
