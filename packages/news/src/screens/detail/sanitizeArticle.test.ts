import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from './sanitizeArticle.ts';

describe('sanitizeArticle', () => {
  it('should keep paragraphs, headings and site images', () => {
    const html = sanitizeArticle('<h2>标题</h2><p>正文<strong>重点</strong></p><img src="/media/news/1.svg" alt="图">');
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<strong>重点</strong>');
    expect(html).toMatch(/<img[^>]+src="\/media\/news\/1.svg"[^>]+loading="lazy"/);
  });

  it('should remove scripts, styles, frames and event handlers', () => {
    const html = sanitizeArticle(
      '<p onclick="steal()">a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><img src="/a.png" onerror="alert(1)">',
    );
    expect(html).not.toMatch(/script|style|iframe|onclick|onerror|alert/);
  });

  it('should drop javascript: and data: URLs and protocol-relative images', () => {
    const html = sanitizeArticle('<a href="javascript:alert(1)">x</a><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="//evil.example/a.png">');
    expect(html).not.toMatch(/javascript:|data:|evil\.example/);
  });

  it('should open article links safely', () => {
    expect(sanitizeArticle('<a href="https://www.example.com/x">来源</a>')).toContain('rel="noopener noreferrer nofollow"');
  });
});
