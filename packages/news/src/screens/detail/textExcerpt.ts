/** Longest summary a share card shows; WeChat cuts longer ones itself. */
export const EXCERPT_LENGTH = 60;

/**
 * The first `max` characters of an article's text, whitespace collapsed: the summary line of a
 * shared card. Reads sanitised HTML in an inert document (no script runs, no image loads).
 *
 * @example
 * textExcerpt('<p>上汽集团前五月销量同比增长12%。</p>') // '上汽集团前五月销量同比增长12%。'
 */
export function textExcerpt(html: string, max = EXCERPT_LENGTH): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
