/**
 * What article HTML may contain. The reference server sanitises every article it serves with this
 * policy and the reader sanitises again with the same one (it may be pointed at another API host),
 * so the two cannot disagree about a tag, an attribute or an address.
 */
export interface ArticleHtmlPolicy {
  /** Elements kept; any other element is dropped with its content when it is script-like, else unwrapped. */
  readonly tags: readonly string[];
  /** Attributes kept, per element; every other attribute (style, class, on*) is dropped. */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  /** Elements dropped together with everything inside them. */
  readonly dropWithContent: readonly string[];
  /** Attributes set on every link (the target of an outside link must not reach back to the reader's page). */
  readonly linkRel: string;
  /**
   * Values given to attributes that the source left out: every image needs an alt for screen
   * readers, and article images load lazily so the text comes first on a slow network.
   */
  readonly defaults: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Whether a kept attribute may keep this value: see {@link acceptsArticleValue}. */
  readonly acceptsValue: (tag: string, attribute: string, value: string) => boolean;
}

// A site path: one slash, then anything but a second slash or a backslash (browsers read "/\x" and
// "//x" as another host). No whitespace or control characters anywhere (they hide schemes).
const SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
// In the path part (before "?" or "#") of a site path: no dot segment, plain or encoded ("/.//x" and
// "/%2e%2e//x" resolve to "//x"); no encoded slash, backslash or control character (a server or proxy
// that decodes "/%5Cx" or "/%2F%2Fx" before redirecting sends the reader to another host); no
// look-alike slash (fullwidth "／" and "＼" are real slashes to a host name's IDNA mapping).
const PATH_TRICK = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|%(?:2f|5c|[01][\da-f]|7f)|[\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/iu;
const HTTPS = /^https:\/\/[^\s\\/\p{Cc}][^\s\\\p{Cc}]*$/iu;
const HTTP_OR_HTTPS = /^https?:\/\/[^\s\\/\p{Cc}][^\s\\\p{Cc}]*$/iu;
const MAIL_OR_TEL = /^(?:mailto|tel):[^\s\\\p{Cc}]+$/iu;
const DIMENSION = /^\d{1,4}$/;
/** Stands in for the site when a site path is resolved the way a browser resolves it. */
const SOME_SITE = 'https://site.invalid';

function isSitePath(value: string): boolean {
  if (!SITE_PATH.test(value) || PATH_TRICK.test(value.split(/[?#]/, 1)[0] ?? '')) return false;
  // What the browser will make of it: still this site, and a path that does not start with "//".
  const resolved = new URL(value, SOME_SITE);
  return resolved.origin === SOME_SITE && !resolved.pathname.startsWith('//');
}

/**
 * Images come from this site or over https; links go to a site path, an http(s) address, or
 * mailto:/tel:. javascript:, data:, vbscript:, protocol-relative ("//x") and backslash ("/\x")
 * addresses are refused, as is anything with whitespace or control characters inside, and site
 * paths with dot segments, encoded slashes, backslashes or control characters, or look-alike
 * slashes ("/.//x", "/%5Cx", "/%2F%2Fx", "/%09/x", "/／x"). Sizes are plain numbers; alt and title are text.
 */
export function acceptsArticleValue(tag: string, attribute: string, value: string): boolean {
  if (attribute === 'src') return tag === 'img' && (isSitePath(value) || HTTPS.test(value));
  if (attribute === 'href') return tag === 'a' && (isSitePath(value) || HTTP_OR_HTTPS.test(value) || MAIL_OR_TEL.test(value));
  if (attribute === 'width' || attribute === 'height') return DIMENSION.test(value);
  return attribute === 'alt' || attribute === 'title';
}

export const ARTICLE_HTML_POLICY: ArticleHtmlPolicy = {
  tags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'img', 'a', 'span'],
  attributes: {
    img: ['src', 'alt', 'width', 'height'],
    a: ['href', 'title'],
  },
  dropWithContent: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'title'],
  linkRel: 'noopener noreferrer nofollow',
  defaults: { img: { alt: '', loading: 'lazy', decoding: 'async' } },
  acceptsValue: acceptsArticleValue,
};
