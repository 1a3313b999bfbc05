import type { Context } from 'hono';
import type { AudioFile } from './audioTracks.ts';
import { parseByteRange } from './byteRange.ts';

/** Generated files never change under a name, so caches may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Answers a WAV file (or another generated file: the e-paper PDFs) with byte-range support, which media elements need for seeking: 206 with
 * Content-Range for one satisfiable range, 416 for a range past the end, 200 otherwise; 304 to a
 * matching If-None-Match; an If-Range that does not match the ETag gets the whole file. HEAD is
 * answered by Hono from this GET handler without the body.
 */
export function audioResponse(c: Context, file: Pick<AudioFile, 'bytes' | 'etag'>, contentType = 'audio/wav', extraHeaders: Record<string, string> = {}): Response {
  const size = file.bytes.length;
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': CACHE_CONTROL,
    ETag: file.etag,
  };
  if (matchesAny(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers);

  const ifRange = c.req.header('if-range');
  const range = ifRange === undefined || ifRange.trim() === file.etag ? parseByteRange(c.req.header('range'), size) : { kind: 'full' as const };
  if (range.kind === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
  }
  if (range.kind === 'partial') {
    const part = file.bytes.subarray(range.start, range.end + 1);
    return c.body(part, 206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(part.length) });
  }
  return c.body(file.bytes, 200, { ...headers, 'Content-Length': String(size) });
}

/** If-None-Match compares weakly: `W/"x"` matches `"x"`, and `*` matches anything. */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
