import { ARTICLE_HTML_POLICY as policy } from '../contract/articleHtmlPolicy.ts';

// One token of serialised HTML: a start or end tag with double-quoted attributes (how both
// sanitisers write them), a comment, or a "<" that starts neither.
const TOKEN = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>|<!--[\s\S]*?-->|</g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:="([^"]*)")?/g;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|quot|lt|gt|apos));/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

function decode(value: string): string {
  return value.replace(ENTITY, (_all, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (NAMED[(name ?? '').toLowerCase()] ?? ''),
  );
}

/** The value an attribute must have when the sanitiser sets it itself (rel, the defaults), if so. */
function fixedValue(tag: string, name: string): string | undefined {
  if (tag === 'a' && name === 'rel') return policy.linkRel;
  return name === 'alt' ? undefined : policy.defaults[tag]?.[name];
}

/**
 * What in sanitised article HTML the policy does not allow: an element or attribute it does not
 * list, an address or size it does not accept, a comment, or a bare "<". Empty when the output
 * keeps to {@link ARTICLE_HTML_POLICY}, whichever sanitiser wrote it.
 *
 * @example
 * articleHtmlViolations('<p onclick="x()">a</p>'); // ['p: attribute onclick']
 */
export function articleHtmlViolations(html: string): string[] {
  const found: string[] = [];
  for (const [token, slash, rawTag, attributes = ''] of html.matchAll(TOKEN)) {
    if (token === '<') {
      found.push('a bare "<" in text');
      continue;
    }
    if (token.startsWith('<!--')) {
      found.push(`a comment: ${token}`);
      continue;
    }
    // An end tag carries nothing; its start tag is what is judged.
    if (slash) continue;
    const tag = (rawTag ?? '').toLowerCase();
    if (!policy.tags.includes(tag)) {
      found.push(`element ${tag}`);
      continue;
    }
    for (const [, rawName = '', rawValue = ''] of attributes.matchAll(ATTRIBUTE)) {
      const name = rawName.toLowerCase();
      const value = decode(rawValue);
      const fixed = fixedValue(tag, name);
      if (fixed !== undefined) {
        if (value !== fixed) found.push(`${tag}: ${name}="${value}"`);
      } else if (!(policy.attributes[tag] ?? []).includes(name)) {
        found.push(`${tag}: attribute ${name}`);
      } else if (!policy.acceptsValue(tag, name, value)) {
        found.push(`${tag}: ${name}="${value}"`);
      }
    }
  }
  return found;
}
