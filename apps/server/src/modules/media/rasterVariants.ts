import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import sharp from 'sharp';
import { MEDIA_IMAGE_WIDTHS, type MediaImageWidth } from '@shqcb/api/contract';

/** The raster formats served, best first: AVIF where the browser says it takes it, else WebP. */
export type RasterFormat = 'avif' | 'webp';

/** A week, then revalidation by ETag, as the SVG pictures. The answer differs by Accept. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** Rasters kept in memory (bytes): the demo's pictures at every width and format are about 3 MB. */
const MAX_CACHE_BYTES = 32 * 1024 * 1024;

/** Whether `width` is one the server makes (any other is refused: no width the client picks freely). */
export function isMediaWidth(width: number): width is MediaImageWidth {
  return (MEDIA_IMAGE_WIDTHS as readonly number[]).includes(width);
}

/**
 * The format for an `Accept` header: AVIF when it names `image/avif`, else WebP (every engine the
 * reader supports decodes WebP; browsers send an image Accept header with every picture request).
 */
export function rasterFormatFor(accept: string | undefined): RasterFormat {
  return /\bimage\/avif\b/.test(accept ?? '') ? 'avif' : 'webp';
}

/**
 * Draws an SVG at a width as AVIF or WebP. Measured on the demo's pictures (decision 0052): AVIF at
 * quality 50, effort 2 is 14–20 % smaller than WebP at quality 70 at the lead's widths (about as large
 * at a thumbnail's) and takes 23–210 ms to make,
 * once per picture, width and format.
 */
export async function rasterize(svg: string, svgWidth: number, width: MediaImageWidth, format: RasterFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: Math.ceil((72 * width) / svgWidth) }).resize(width);
  return format === 'avif' ? image.avif({ quality: 50, effort: 2 }).toBuffer() : image.webp({ quality: 70 }).toBuffer();
}

interface Raster {
  bytes: Buffer;
  etag: string;
}

/**
 * Raster variants made once and kept in memory (by key, bounded in bytes), a variant asked for by
 * several requests at once made once. Each instance makes its own: the output only depends on
 * the drawing, so instances agree without sharing anything.
 */
export function rasterCache() {
  const done = new Map<string, Raster>();
  const making = new Map<string, Promise<Raster>>();
  let bytes = 0;
  return async (key: string, make: () => Promise<Buffer>): Promise<Raster> => {
    const hit = done.get(key);
    if (hit) {
      done.delete(key);
      done.set(key, hit);
      return hit;
    }
    let pending = making.get(key);
    if (!pending) {
      pending = make()
        .then((made) => {
          const raster = { bytes: made, etag: `"${createHash('sha1').update(made).digest('base64url')}"` };
          done.set(key, raster);
          bytes += made.length;
          for (const [old, value] of done) {
            if (bytes <= MAX_CACHE_BYTES) break;
            done.delete(old);
            bytes -= value.bytes.length;
          }
          return raster;
        })
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  };
}

/** Answers a raster variant: its format's type, Vary: Accept, ETag and 304. */
export function rasterResponse(c: Context, raster: Raster, format: RasterFormat): Response {
  const headers = {
    'Content-Type': `image/${format}`,
    'Cache-Control': CACHE_CONTROL,
    Vary: 'Accept',
    ETag: raster.etag,
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === raster.etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(raster.bytes), 200, headers);
}
