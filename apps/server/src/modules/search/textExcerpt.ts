/** Characters of text shown before the first match in an excerpt. */
const BEFORE = 20;
/** Length of an excerpt in characters (code points). */
const LENGTH = 80;

/**
 * A plain-text excerpt of an article's HTML around the first occurrence of `keyword` (letter case
 * ignored), with … where it was cut; the start of the text when the keyword is only in the title.
 *
 * @example
 * textExcerpt('<p>……上海新能源汽车……</p>', '新能源') // '……上海新能源汽车……'
 */
export function textExcerpt(html: string, keyword: string): string {
  const text = [
    ...html
      // Blocks part words; inline tags (<b>, <a>) sit inside them, as the search text ignores them.
      .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|figure|figcaption|blockquote|section)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim(),
  ];
  const lower = text.map((char) => char.toLowerCase());
  const needle = [...keyword.trim().toLowerCase()];
  let at = -1;
  for (let i = 0; needle.length > 0 && i + needle.length <= lower.length; i++) {
    if (needle.every((char, j) => lower[i + j] === char)) {
      at = i;
      break;
    }
  }
  const start = at <= BEFORE ? 0 : at - BEFORE;
  const excerpt = text.slice(start, start + LENGTH).join('');
  return `${start > 0 ? '…' : ''}${excerpt}${start + LENGTH < text.length ? '…' : ''}`;
}
