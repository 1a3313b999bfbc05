import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_POLICY, acceptsArticleValue } from './articleHtmlPolicy.ts';

describe('acceptsArticleValue', () => {
  it.each([
    ['img', 'src', '/media/news/1.svg'],
    ['img', 'src', 'https://cdn.example.com/a.jpg'],
    ['a', 'href', '/shqcb/#/text-detail/2'],
    ['a', 'href', '/shqcb/#/search-news?keyword=%2F..%2F'],
    ['a', 'href', '/media/a.b/..c/1.svg?next=/x'],
    ['a', 'href', 'http://example.com/page'],
    ['a', 'href', 'https://example.com/page?x=1#y'],
    ['a', 'href', 'mailto:news@example.com'],
    ['a', 'href', 'tel:021-12345678'],
    ['img', 'width', '640'],
    ['img', 'alt', '任何文字'],
    ['a', 'title', '标题'],
  ])('should accept %s %s="%s"', (tag, attribute, value) => {
    expect(acceptsArticleValue(tag, attribute, value)).toBe(true);
  });

  it.each([
    ['img', 'src', 'http://cdn.example.com/a.jpg'],
    ['img', 'src', 'data:image/png;base64,AAAA'],
    ['img', 'src', '//evil.example/a.png'],
    ['img', 'src', '/\\evil.example/a.png'],
    ['a', 'href', '/\\evil.example'],
    ['a', 'href', '//evil.example'],
    ['a', 'href', 'javascript:alert(1)'],
    ['a', 'href', 'JaVaScRiPt:alert(1)'],
    ['a', 'href', 'java\tscript:alert(1)'],
    ['a', 'href', 'vbscript:msgbox'],
    ['a', 'href', 'data:text/html,<script>'],
    ['a', 'href', 'https://evil.example\\@good'],
    ['a', 'href', 'https:///evil.example'],
    ['a', 'href', '/path with space'],
    ['a', 'href', '\u0001javascript:alert(1)'],
    ['a', 'href', '\\/evil.example'],
    ['a', 'href', '/\t/evil.example'],
    ['a', 'href', '/\n/evil.example'],
    ['a', 'href', '/%5Cevil.example'],
    ['a', 'href', '/%5cevil.example'],
    ['a', 'href', '/%2F%2Fevil.example'],
    ['a', 'href', '/%09/evil.example'],
    ['a', 'href', '/.//evil.example'],
    ['a', 'href', '/..//evil.example'],
    ['a', 'href', '/%2e%2e//evil.example'],
    ['a', 'href', '/a/.%2E//evil.example'],
    ['a', 'href', '/／evil.example'],
    ['a', 'href', '/＼evil.example'],
    ['img', 'src', '/%5Cevil.example/a.png'],
    ['img', 'src', '/.//evil.example/a.png'],
    ['img', 'width', '100%'],
    ['img', 'height', '99999'],
    ['p', 'style', 'color:red'],
    ['a', 'src', '/media/x.svg'],
  ])('should refuse %s %s="%s"', (tag, attribute, value) => {
    expect(acceptsArticleValue(tag, attribute, value)).toBe(false);
  });

  it('should keep no attribute that can carry script or style', () => {
    const kept = Object.values(ARTICLE_HTML_POLICY.attributes).flat();
    expect(kept.filter((name) => /^on|^style$|^class$|^srcset$|^formaction$/i.test(name))).toEqual([]);
    expect(ARTICLE_HTML_POLICY.tags).not.toContain('script');
    expect(ARTICLE_HTML_POLICY.dropWithContent).toEqual(expect.arrayContaining(['script', 'style', 'iframe', 'svg']));
  });
});
