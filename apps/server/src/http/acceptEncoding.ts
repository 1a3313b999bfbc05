/** A content coding the API sends. */
export type ContentCoding = 'br' | 'gzip';

/** Browsers send a handful of distinct headers: the answers for the last few are remembered. */
const REMEMBERED = 64;
const remembered = new Map<string, readonly ContentCoding[]>();

/**
 * The codings of `offered` that an `Accept-Encoding` header accepts, in the order offered. A coding
 * with `q=0` is refused; `*` stands for any coding the header does not name; `x-gzip` is gzip.
 *
 * @example
 * acceptedCodings('gzip, deflate, br') // ['br', 'gzip']
 * acceptedCodings('br;q=0, gzip') // ['gzip']
 */
export function acceptedCodings(header: string | undefined, offered: readonly ContentCoding[] = ['br', 'gzip']): readonly ContentCoding[] {
  if (!header) return [];
  const key = `${offered.join(',')}|${header}`;
  const known = remembered.get(key);
  if (known) return known;
  const accepted = parse(header, offered);
  if (remembered.size >= REMEMBERED) remembered.clear();
  remembered.set(key, accepted);
  return accepted;
}

function parse(header: string, offered: readonly ContentCoding[]): ContentCoding[] {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const anyOther = weights.get('*') ?? 0;
  return offered.filter((coding) => (weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? anyOther) > 0);
}

/** The first coding of `offered` the header accepts, or `null` for none (identity). */
export function pickEncoding(header: string | undefined, offered: readonly ContentCoding[] = ['br', 'gzip']): ContentCoding | null {
  return acceptedCodings(header, offered)[0] ?? null;
}
