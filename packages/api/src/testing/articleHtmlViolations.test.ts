import { describe, expect, it } from 'vitest';
import { ARTICLE_HTML_CORPUS } from './articleHtmlCorpus.ts';
import { articleHtmlViolations } from './articleHtmlViolations.ts';

describe('articleHtmlViolations', () => {
  it('should find nothing in the outputs of the shared corpus', () => {
    for (const { name, output } of ARTICLE_HTML_CORPUS) expect(articleHtmlViolations(output), name).toEqual([]);
  });

  it.each([
    ['<p onclick="x()">a</p>', 'p: attribute onclick'],
    ['<script>x()</script>', 'element script'],
    ['<a href="javascript:x()" rel="noopener noreferrer nofollow">a</a>', 'a: href="javascript:x()"'],
    ['<a href="/&#92;evil.example" rel="noopener noreferrer nofollow">a</a>', 'a: href="/\\evil.example"'],
    ['<a href="/shqcb/" rel="opener">a</a>', 'a: rel="opener"'],
    ['<img src="/a.svg" loading="eager">', 'img: loading="eager"'],
    ['<img src="/a.svg" width="100%">', 'img: width="100%"'],
    ['<!--<img src=x onerror=x()>-->', 'a comment: <!--<img src=x onerror=x()>-->'],
    ['1 < 2', 'a bare "<" in text'],
  ])('should report %s', (html, violation) => {
    expect(articleHtmlViolations(html)).toEqual([violation]);
  });
});
