import type { ReactNode } from 'react';

/**
 * Text with every occurrence of `keyword` (letter case ignored) wrapped in <mark>. Plain text in,
 * React nodes out: nothing is parsed as HTML.
 *
 * @example
 * highlight('上海新能源车展', '新能源') // ['上海', <mark>新能源</mark>, '车展']
 */
export function highlight(text: string, keyword: string): ReactNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [text];
  const lower = text.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
