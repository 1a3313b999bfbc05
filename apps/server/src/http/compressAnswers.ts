import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { promisify } from 'node:util';
import { gzip, gzipSync, type ZlibOptions } from 'node:zlib';
import { pickEncoding, type ContentCoding } from './acceptEncoding.ts';

/** Bodies below this are sent as they are: they fit in a packet either way. */
export const COMPRESS_MIN_BYTES = 1024;
/** Bodies up to this are compressed on the spot; larger ones on libuv's thread pool. */
const SYNC_MAX_BYTES = 64 * 1024;

const gzipOptions: ZlibOptions = { level: 6 };
const gzipAsync = promisify(gzip);

/**
 * Per answer, gzip only: brotli (quality 5) saves another 15 % of a few kilobytes but costs two to
 * three times the CPU of gzip per answer (decision 0049). Shared answers are brotli-compressed once.
 */
const CODINGS: readonly ContentCoding[] = ['gzip'];

function compress(raw: Uint8Array): Buffer | Promise<Buffer> {
  return raw.length <= SYNC_MAX_BYTES ? gzipSync(raw, gzipOptions) : gzipAsync(raw, gzipOptions);
}

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Answers `value` as JSON, gzip-compressed (level 6) when the client accepts it and it is 1 KB or
 * more (decision 0049). The bytes are compressed straight from the JSON text, so the answer object
 * is built once; bodies up to 64 KB synchronously, which costs a third of Hono's compression stream,
 * larger ones on the thread pool. `Content-Length` is always set, which also tells
 * {@link compressAnswers} that there is nothing left to do.
 */
export function sendJson(c: Context, value: unknown, status: ContentfulStatusCode = 200, extra: Record<string, string> = {}): Response | Promise<Response> {
  const raw = Buffer.from(JSON.stringify(value));
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extra };
  const send = (body: Uint8Array, coding: ContentCoding | null) => {
    if (coding) headers['Content-Encoding'] = coding;
    headers['Content-Length'] = String(body.length);
    return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
  };
  if (raw.length < COMPRESS_MIN_BYTES) return send(raw, null);
  if (!VARY_ACCEPT_ENCODING.test(headers.Vary ?? '')) headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  const coding = pickEncoding(c.req.header('accept-encoding'), CODINGS);
  if (!coding) return send(raw, null);
  const packed = compress(raw);
  return packed instanceof Promise ? packed.then((body) => send(body, coding)) : send(packed, coding);
}

/**
 * The same rule for answers that did not come through {@link sendJson} (the API reference, other
 * routes' own answers): compressible types of 1 KB or more without a `Content-Encoding` of their
 * own. Answers that carry one (shared answers, compressed once when cached) or a `Content-Length`
 * below 1 KB pass untouched, as do ranges and `no-transform`.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Headers and status first: reading the body of Hono's light answer object builds a full one.
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
    const { headers } = res;
    if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
    const declared = headers.get('Content-Length');
    if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') || /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')) return;
    const coding = pickEncoding(c.req.header('accept-encoding'), CODINGS);
    if (!coding || res.body === null) {
      try {
        if (!VARY_ACCEPT_ENCODING.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
      } catch {
        // An answer whose headers are immutable (Response.redirect, fetch) is left as it is.
      }
      return;
    }
    const raw = new Uint8Array(await res.arrayBuffer());
    const sent = new Headers(headers);
    if (!VARY_ACCEPT_ENCODING.test(sent.get('Vary') ?? '')) sent.append('Vary', 'Accept-Encoding');
    let body: Uint8Array = raw;
    if (raw.length >= COMPRESS_MIN_BYTES) {
      body = await compress(raw);
      sent.set('Content-Encoding', coding);
      sent.delete('Content-Length');
      const etag = sent.get('ETag');
      if (etag && !etag.startsWith('W/')) sent.set('ETag', `W/${etag}`);
    }
    // Unset first, so that Hono does not copy the old answer's headers back over these.
    c.res = undefined;
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers: sent });
  };
}
