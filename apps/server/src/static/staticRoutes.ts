import { readFile, stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../http/AppEnv.ts';
import type { ServerRenderedPages } from '../ssr/serverRenderedPages.ts';
import { compressedVariant, pickEncoding } from './compressedVariant.ts';
import { resolveStaticPath } from './resolveStaticPath.ts';
import { htmlSecurityHeaders } from './securityHeaders.ts';

/** The reader's router base (SPEC §9). */
export const READER_BASE = '/shqcb/';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Serves the built reader from `staticDir` at /shqcb/ and redirects / there. Vite's hashed files
 * under assets/ are cached for a year; index.html is revalidated on every load so a deploy shows
 * up at once. Text files go out brotli- or gzip-compressed when the browser accepts it.
 */
export function staticRoutes(app: Hono<AppEnv>, staticDir: string, pages?: ServerRenderedPages): void {
  const root = resolve(staticDir);
  const page = (c: Context<AppEnv>) => (pages ? servePage(c, root, pages) : serveFile(c, root, 'index.html'));
  app.get('/', (c) => c.redirect(READER_BASE, 302));
  app.get('/shqcb', page);
  app.get('/shqcb/*', (c) => {
    // The raw pathname, decoded exactly once by resolveStaticPath.
    const rel = new URL(c.req.url).pathname.slice(READER_BASE.length);
    return rel === '' || rel === 'index.html' ? page(c) : serveFile(c, root, rel);
  });
}

/**
 * The reader's page with its first view rendered by the server when there is one for the address
 * (decision 0051): the root opens /index, a `?path=` link its route. Otherwise, and whenever
 * rendering fails, the page as built, which the phone renders alone.
 */
async function servePage(c: Context<AppEnv>, root: string, pages: ServerRenderedPages): Promise<Response> {
  const rendered = await pages.page(c.req.url, c.req.header('user-agent') ?? '', c.req.header('cookie') ?? '');
  if (!rendered) return serveFile(c, root, 'index.html');
  const headers: Record<string, string> = {
    ...rendered.headers,
    'Content-Type': 'text/html; charset=utf-8',
    ETag: rendered.etag,
    // Revalidated on every load (a new edition shows at once), answered 304 while unchanged; the
    // page differs for WeChat (no back bar) and, there, for a reader and a visitor (the reader
    // cookie), so shared caches keep one per user agent and cookie.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, User-Agent, Cookie',
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === rendered.etag)) return c.body(null, 304, headers);
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (encoding) return c.body(new Uint8Array(pages.encode(rendered, encoding)), 200, { ...headers, 'Content-Encoding': encoding });
  return c.body(rendered.html, 200, headers);
}

/** The CSP of a page depends on its inline blocks: computed once per file version. */
const htmlHeaderCache = new Map<string, Record<string, string>>();

async function htmlHeaders(path: string, mtimeMs: number): Promise<Record<string, string>> {
  const key = `${path}:${mtimeMs}`;
  let headers = htmlHeaderCache.get(key);
  if (!headers) {
    headers = htmlSecurityHeaders(await readFile(path, 'utf8'));
    htmlHeaderCache.set(key, headers);
  }
  return headers;
}

async function serveFile(c: Context<AppEnv>, root: string, rel: string): Promise<Response> {
  const path = resolveStaticPath(root, rel);
  const stats = path ? await stat(path).catch(() => null) : null;
  if (!path || !stats?.isFile()) {
    // Routes are hash-based, but a path-style link to a page should still open the app.
    const looksLikePage = extname(rel) === '' && (c.req.header('accept') ?? '').includes('text/html');
    if (looksLikePage && rel !== 'index.html') return serveFile(c, root, 'index.html');
    return c.text('404 Not Found', 404, { 'Cache-Control': 'no-cache' });
  }

  const type = getMimeType(path) ?? 'application/octet-stream';
  const isHtml = type.startsWith('text/html');
  const headers: Record<string, string> = {
    'Content-Type': type,
    ETag: `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`,
    'Last-Modified': stats.mtime.toUTCString(),
    'Cache-Control': rel.startsWith('assets/') ? IMMUTABLE : isHtml ? 'no-cache' : 'public, max-age=3600',
    ...(isHtml ? await htmlHeaders(path, stats.mtimeMs) : {}),
  };
  const compressible = COMPRESSIBLE.test(type) && stats.size >= MIN_COMPRESS_BYTES;
  if (compressible) headers.Vary = 'Accept-Encoding';

  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === headers.ETag)) return c.body(null, 304, headers);

  const encoding = compressible ? pickEncoding(c.req.header('accept-encoding')) : null;
  if (encoding) {
    const packed = await compressedVariant(path, stats.mtimeMs, encoding);
    return c.body(new Uint8Array(packed), 200, { ...headers, 'Content-Encoding': encoding });
  }
  return c.body(new Uint8Array(await readFile(path)), 200, headers);
}
