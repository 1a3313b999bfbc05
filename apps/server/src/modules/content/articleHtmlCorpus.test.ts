import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_CORPUS, XSS_VECTORS, articleHtmlViolations, normaliseArticleHtml, xssArticle, xssMarker } from '@shqcb/api/testing';
import { sanitizeArticle } from './sanitizeArticle.ts';

// The reader's sanitiser runs the same corpus in packages/news (sanitizeArticle.test.ts).
describe('sanitizeArticle on the shared article corpus', () => {
  it.each(ARTICLE_HTML_CORPUS)('$name', ({ input, output }) => {
    expect(normaliseArticleHtml(sanitizeArticle(input))).toBe(output);
  });
});

// The same vectors reach the news detail screen in Chromium, through both sanitisers and through the
// reader's alone (e2e/tests/xss.spec.ts).
describe('sanitizeArticle on the shared XSS vectors', () => {
  it.each(XSS_VECTORS)('should keep nothing of vector $id ($name) that the policy does not allow', ({ html }) => {
    expect(articleHtmlViolations(sanitizeArticle(html))).toEqual([]);
  });

  it('should keep every vector to itself when all of them share one article', () => {
    const output = sanitizeArticle(xssArticle());
    expect(articleHtmlViolations(output)).toEqual([]);
    for (const { id, name } of XSS_VECTORS) expect(output, name).toContain(xssMarker(id));
  });
});
