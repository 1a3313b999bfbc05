import DOMPurify from 'dompurify';
import { ARTICLE_HTML_POLICY as policy } from '@shqcb/api/contract';

const ATTRIBUTES = [...new Set(Object.values(policy.attributes).flat())];
/** Attributes that hold no address: DOMPurify would otherwise test their values against the address pattern below. */
const NOT_ADDRESSES = ATTRIBUTES.filter((name) => name !== 'src' && name !== 'href');

let purifier: ReturnType<typeof DOMPurify> | null = null;

function createPurifier() {
  const purify = DOMPurify(window);
  // An attribute stays only where the policy lists it for that element, with a value it accepts.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const value = data.attrValue.trim();
    data.keepAttr = (policy.attributes[tag] ?? []).includes(data.attrName) && policy.acceptsValue(tag, data.attrName, value);
    data.attrValue = value;
  });
  return purify;
}

/** What is left to do after DOMPurify: images without a source go, links without an address become text. */
function finish(root: DocumentFragment): void {
  for (const img of root.querySelectorAll('img:not([src])')) img.remove();
  for (const link of root.querySelectorAll('a:not([href])')) link.replaceWith(...link.childNodes);
  for (const link of root.querySelectorAll('a')) link.setAttribute('rel', policy.linkRel);
  for (const [tag, defaults] of Object.entries(policy.defaults)) {
    for (const element of root.querySelectorAll(tag)) {
      for (const [name, value] of Object.entries(defaults)) if (!element.hasAttribute(name)) element.setAttribute(name, value);
    }
  }
}

let withoutDom: ((html: string) => string) | null = null;

/**
 * Where there is no DOM (the server rendering a detail page, decision 0051), articles are cleaned
 * by `sanitize`: the reference server passes its own sanitiser, which applies the same policy.
 */
export function sanitizeArticlesWithoutDomBy(sanitize: ((html: string) => string) | null): void {
  withoutDom = sanitize;
}

/**
 * Sanitises article HTML before it is rendered, with the allow-list the reference server applies
 * too (`ARTICLE_HTML_POLICY` of the contract): the reader may be pointed at another API host, so it
 * never trusts article markup.
 */
export function sanitizeArticle(html: string): string {
  if (typeof document === 'undefined') {
    if (!withoutDom) throw new Error('sanitizeArticle: no DOM here; pass a sanitiser to sanitizeArticlesWithoutDomBy');
    return withoutDom(html);
  }
  purifier ??= createPurifier();
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: ATTRIBUTES,
    FORBID_CONTENTS: [...policy.dropWithContent],
    // Addresses are judged by the policy in the hook above; this only stops DOMPurify from refusing them again.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/)/i,
    ADD_URI_SAFE_ATTR: NOT_ADDRESSES,
    RETURN_DOM_FRAGMENT: true,
  });
  finish(fragment);
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
