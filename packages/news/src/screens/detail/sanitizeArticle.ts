import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'img', 'a', 'span'];
const ALLOWED_ATTR = ['src', 'alt', 'width', 'height', 'href', 'title'];
/** http(s) or a site-relative path; DOMPurify lets data: images through by default, this does not. */
const SAFE_URL = /^(?:https?:|\/(?!\/))/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function createPurifier() {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SAFE_URL.test(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purify;
}

/**
 * Sanitises article HTML before it is rendered. The reference server already sanitises, but the
 * reader may be pointed at another API host, so the client never trusts article markup: scripts,
 * styles, frames, event handlers and non-http(s) URLs are removed; links open safely.
 */
export function sanitizeArticle(html: string): string {
  purifier ??= createPurifier();
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}
