import sanitizeHtml, { type IOptions } from 'sanitize-html';

const SITE_RELATIVE_OR_HTTPS = /^(\/(?!\/)|https:\/\/)/i;
const DIMENSION = /^\d{1,4}$/;

/**
 * A strict allow-list for article bodies: text structure, images from this site or https, and
 * links that open without handing the reader's page to the target (rel noopener). Everything else
 * (scripts, styles, iframes, event handlers, javascript:/data: URLs) is dropped.
 */
const OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'img', 'a'],
  allowedAttributes: {
    img: ['src', 'alt', 'width', 'height'],
    a: ['href', 'rel', 'target'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    img: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      const src = attribs.src?.trim() ?? '';
      if (SITE_RELATIVE_OR_HTTPS.test(src)) kept.src = src;
      kept.alt = attribs.alt ?? '';
      for (const key of ['width', 'height'] as const) {
        const value = attribs[key];
        if (value !== undefined && DIMENSION.test(value)) kept[key] = value;
      }
      return { tagName, attribs: kept };
    },
    a: (tagName, attribs) => {
      const kept: Record<string, string> = { rel: 'noopener noreferrer' };
      if (attribs.href !== undefined) kept.href = attribs.href;
      if (attribs.href && /^https?:/i.test(attribs.href.trim())) kept.target = '_blank';
      return { tagName, attribs: kept };
    },
  },
  // An image whose source was refused is an empty box; a link without a target is just text.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img' && !frame.attribs.src) return true;
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/**
 * Sanitises article HTML on its way out. The seed is ours, but content may one day come from an
 * editor or an import, so every read is cleaned (defence in depth).
 *
 * @example
 * sanitizeArticle('<p onclick="x()">hi<script>evil()</script></p>'); // '<p>hi</p>'
 */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
