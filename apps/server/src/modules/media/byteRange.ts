/** What a Range header asks of a representation of `size` bytes. */
export type ByteRange =
  /** No usable single range: answer the whole file (200). */
  | { kind: 'full' }
  /** A syntactically valid range that starts past the end: 416. */
  | { kind: 'unsatisfiable' }
  /** Bytes `start`..`end`, both inclusive and inside the file: 206. */
  | { kind: 'partial'; start: number; end: number };

const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/i;

/**
 * Interprets a Range header (RFC 9110 §14) for one representation: `bytes=0-99`, open-ended
 * `bytes=100-` and suffix `bytes=-50`. An end past the file is clamped. Headers that are absent,
 * malformed, in another unit or ask for several ranges are ignored (the whole file is sent, which
 * the RFC allows); a range starting at or past the end, or an empty suffix, is unsatisfiable.
 *
 * @example parseByteRange('bytes=-50', 1000) // { kind: 'partial', start: 950, end: 999 }
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return { kind: 'full' };
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
