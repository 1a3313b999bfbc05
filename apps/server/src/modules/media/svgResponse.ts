import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** A week, then revalidation by ETag: long enough for scrolling, short enough to fix a drawing. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Answers a generated SVG with a strong ETag (304 when the reader already has it), a long cache
 * lifetime and a CSP that keeps the SVG inert if it is opened as a document.
 */
export function svgResponse(c: Context, svg: string): Response {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(svg, 200, headers);
}
