import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { ARTICLE_HTML_POLICY as policy } from '@shqcb/api/contract';

const OPTIONS: IOptions = {
  allowedTags: [...policy.tags],
  // Besides the policy's attributes: `rel` and the defaults, which the transform below sets itself.
  allowedAttributes: Object.fromEntries(
    policy.tags.map((tag) => [tag, [...(policy.attributes[tag] ?? []), ...Object.keys(policy.defaults[tag] ?? {}), ...(tag === 'a' ? ['rel'] : [])]]),
  ),
  // Addresses are judged by the policy's own rule below, which is stricter than a scheme list.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...policy.dropWithContent],
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const name of policy.attributes[tagName] ?? []) {
        const value = attribs[name]?.trim();
        if (value !== undefined && policy.acceptsValue(tagName, name, value)) kept[name] = value;
      }
      for (const [name, value] of Object.entries(policy.defaults[tagName] ?? {})) kept[name] ??= value;
      if (tagName === 'a') kept.rel = policy.linkRel;
      return { tagName, attribs: kept };
    },
  },
  // An image whose source was refused is an empty box; a link without an address is just text.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img' && !frame.attribs.src) return true;
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/**
 * Sanitises article HTML on its way out, with the allow-list the reader applies too
 * (`ARTICLE_HTML_POLICY` of the contract). The seed is ours, but content may one day come from an
 * editor or an import, so every read is cleaned (defence in depth).
 *
 * @example
 * sanitizeArticle('<p onclick="x()">hi<script>evil()</script></p>'); // '<p>hi</p>'
 */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
