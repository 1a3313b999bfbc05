import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_CORPUS, normaliseArticleHtml } from '@shqcb/api/testing';
import { sanitizeArticle } from './sanitizeArticle.ts';

// The reader's sanitiser runs the same corpus in packages/news (sanitizeArticle.test.ts).
describe('sanitizeArticle on the shared article corpus', () => {
  it.each(ARTICLE_HTML_CORPUS)('$name', ({ input, output }) => {
    expect(normaliseArticleHtml(sanitizeArticle(input))).toBe(output);
  });
});
