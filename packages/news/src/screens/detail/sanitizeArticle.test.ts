import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_CORPUS, normaliseArticleHtml } from '@shqcb/api/testing';
import { sanitizeArticle } from './sanitizeArticle.ts';

// The reference server runs the same corpus through its own sanitiser (apps/server articleHtmlCorpus.test.ts).
describe('sanitizeArticle on the shared article corpus', () => {
  it.each(ARTICLE_HTML_CORPUS)('$name', ({ input, output }) => {
    expect(normaliseArticleHtml(sanitizeArticle(input))).toBe(output);
  });

  it('should follow the policy rather than its own list: a style or class attribute never passes', () => {
    expect(sanitizeArticle('<p style="x" class="y">a</p><img src="/a.png" style="x">')).toBe('<p>a</p><img src="/a.png" alt="" loading="lazy" decoding="async">');
  });
});
