import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from './sanitizeArticle.ts';

describe('sanitizeArticle', () => {
  it('should keep the allowed structure', () => {
    const html = '<h2>标题</h2><p><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引</blockquote>';
    expect(sanitizeArticle(html)).toBe(html);
  });

  it('should drop scripts, styles, iframes and event handlers', () => {
    const html = '<p onclick="steal()" style="color:red" class="x">正文<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.example"></iframe>';
    expect(sanitizeArticle(html)).toBe('<p>正文</p>');
  });

  it('should keep site-relative and https images with sane attributes only', () => {
    expect(sanitizeArticle('<img src="/media/news/1.svg" alt="图" width="800" height="600" onerror="x()">')).toBe(
      '<img src="/media/news/1.svg" alt="图" width="800" height="600" loading="lazy" decoding="async" />',
    );
    expect(sanitizeArticle('<img src="https://cdn.example.com/a.jpg" width="100%">')).toBe('<img src="https://cdn.example.com/a.jpg" alt="" loading="lazy" decoding="async" />');
  });

  it('should remove images from http, data, javascript, protocol-relative or relative sources', () => {
    for (const src of ['http://x.example/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '//evil.example/a.png', 'a.png', ' JaVaScRiPt:alert(1)']) {
      expect(sanitizeArticle(`<p>前<img src="${src}" alt="x">后</p>`)).toBe('<p>前后</p>');
    }
  });

  it('should give links rel noopener and drop javascript: hrefs', () => {
    expect(sanitizeArticle('<a href="https://www.saicmotor.com" rel="opener" target="_top">上汽</a>')).toBe(
      '<a href="https://www.saicmotor.com" rel="noopener noreferrer nofollow">上汽</a>',
    );
    expect(sanitizeArticle('<p><a href="javascript:alert(1)">点我</a></p>')).toBe('<p>点我</p>');
    expect(sanitizeArticle('<p><a href="java&#x09;script:alert(1)">点我</a></p>')).toBe('<p>点我</p>');
    expect(sanitizeArticle('<a href="/shqcb/#/text-detail/2">站内</a>')).toBe('<a href="/shqcb/#/text-detail/2" rel="noopener noreferrer nofollow">站内</a>');
  });

  it('should unwrap unknown tags but keep their text', () => {
    expect(sanitizeArticle('<div><section>文字</section></div><svg><script>x</script></svg>')).toBe('文字');
  });
});
