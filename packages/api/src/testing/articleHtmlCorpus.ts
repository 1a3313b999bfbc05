/**
 * One corpus of article HTML with the one answer {@link ARTICLE_HTML_POLICY} allows, run through the
 * server's sanitiser (sanitize-html) and the reader's (DOMPurify) by their own tests, so the two
 * cannot drift apart. Compare through {@link normaliseArticleHtml}: the two libraries write the
 * same markup with a different attribute order and `<img />` or `<img>`.
 */
export interface ArticleHtmlCase {
  readonly name: string;
  readonly input: string;
  readonly output: string;
}

const IMG = 'alt="" decoding="async" loading="lazy"';
const REL = 'rel="noopener noreferrer nofollow"';

export const ARTICLE_HTML_CORPUS: readonly ArticleHtmlCase[] = [
  {
    name: 'text structure is kept',
    input: '<h2>标题</h2><p><strong>粗</strong><em>斜</em><b>b</b><i>i</i><u>u</u><br></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引</blockquote><h3>小</h3><h4>更小</h4>',
    output: '<h2>标题</h2><p><strong>粗</strong><em>斜</em><b>b</b><i>i</i><u>u</u><br></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引</blockquote><h3>小</h3><h4>更小</h4>',
  },
  {
    name: 'figures with captions and spans are kept',
    input: '<figure><img src="/media/news/1.svg" alt="图"><figcaption>图注</figcaption></figure><p><span>文字</span></p>',
    output: '<figure><img alt="图" decoding="async" loading="lazy" src="/media/news/1.svg"><figcaption>图注</figcaption></figure><p><span>文字</span></p>',
  },
  {
    name: 'scripts, styles, frames and their content go',
    input: '<p>正文<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.example">x</iframe><noscript>n</noscript><template>t</template><textarea>a</textarea><select><option>o</option></select>',
    output: '<p>正文</p>',
  },
  {
    name: 'svg and math go with what is inside',
    input: '<p>前<svg onload="alert(1)"><script>x</script><text>t</text></svg><math><mi>x</mi></math>后</p>',
    output: '<p>前后</p>',
  },
  {
    name: 'event handlers, style and class go',
    input: '<p onclick="steal()" style="color:red" class="x" id="y" data-x="1">文</p>',
    output: '<p>文</p>',
  },
  {
    name: 'unknown elements are unwrapped, their text kept',
    input: '<div><section>文字</section></div><table><tbody><tr><td>格</td></tr></tbody></table><font color="red">旧</font>',
    output: '文字格旧',
  },
  {
    name: 'site and https images keep sane sizes, alt and lazy loading',
    input: '<img src="/media/news/1.svg" alt="图" width="800" height="600" onerror="x()"><img src="https://cdn.example.com/a.jpg" width="100%" title="t">',
    output: `<img alt="图" decoding="async" height="600" loading="lazy" src="/media/news/1.svg" width="800"><img ${IMG} src="https://cdn.example.com/a.jpg">`,
  },
  {
    name: 'spaces around an address or a size are trimmed, not a reason to refuse',
    input: '<img src="  /media/news/2.svg " width=" 640 "><a href=" https://www.saicmotor.com ">上汽</a>',
    output: `<img ${IMG} src="/media/news/2.svg" width="640"><a href="https://www.saicmotor.com" ${REL}>上汽</a>`,
  },
  {
    name: 'images from http, data, javascript, protocol-relative, backslash or relative sources go',
    input: '<p>前<img src="http://x.example/a.png"><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img src="//evil.example/a.png"><img src="/\\evil.example/a.png"><img src="a.png"><img>后</p>',
    output: '<p>前后</p>',
  },
  {
    name: 'links get the policy’s rel and keep a title',
    input: '<a href="https://www.saicmotor.com" rel="opener" target="_top" title="上汽">上汽</a><a href="/shqcb/#/text-detail/2">站内</a><a href="mailto:news@example.com">信</a><a href="tel:021-12345678">电</a>',
    output: `<a href="https://www.saicmotor.com" ${REL} title="上汽">上汽</a><a href="/shqcb/#/text-detail/2" ${REL}>站内</a><a href="mailto:news@example.com" ${REL}>信</a><a href="tel:021-12345678" ${REL}>电</a>`,
  },
  {
    name: 'links to script, data, other hosts by // or /\\ become text',
    input: '<p><a href="javascript:alert(1)">一</a><a href="java&#x09;script:alert(1)">二</a><a href="data:text/html,x">三</a><a href="//evil.example">四</a><a href="/\\evil.example">五</a><a>六</a></p>',
    output: '<p>一二三四五六</p>',
  },
  {
    name: 'links and images by encoded, dot-segment or look-alike slashes go',
    input:
      '<p>前<a href="/%5Cevil.example">一</a><a href="/%2F%2Fevil.example">二</a><a href="/.//evil.example">三</a><a href="/%2e%2e//evil.example">四</a><a href="/%09/evil.example">五</a><a href="/／evil.example">六</a><a href="\\/evil.example">七</a><img src="/%5Cevil.example/a.png"><img src="/..//evil.example/a.png">后</p>',
    output: '<p>前一二三四五六七后</p>',
  },
  {
    name: 'forms and inputs go',
    input: '<form action="https://evil.example"><input name="p"><button>提交</button></form><p>后</p>',
    output: '提交<p>后</p>',
  },
  {
    name: 'text is escaped',
    input: '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>',
    output: '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>',
  },
];

/**
 * Writes sanitised HTML one way: attributes sorted by name, `<x />` as `<x>`, so the outputs of two
 * HTML libraries compare equal when they mean the same.
 */
export function normaliseArticleHtml(html: string): string {
  return html.replace(/<([a-z][\w-]*)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*\/?>/gi, (_tag, name: string, attributes: string) => {
    const sorted = (attributes.match(/[\w-]+(?:="[^"]*")?/g) ?? []).sort();
    return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}>`;
  });
}
