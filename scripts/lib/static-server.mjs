// A tiny static file server for the bench's bare React page. It serves the way a production server
// serves a Vite build, so the bare page is a fair baseline for the app served by the app server:
// gzip compressed per response (zlib's default level, as a CompressionStream-based middleware
// does), content-hashed /assets/ cached for a year as immutable, HTML revalidated every time.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Headers for one file: hashed build assets never change, everything else is revalidated.
 * @param {string} urlPath
 * @returns {string}
 */
export function cacheControlFor(urlPath) {
  return urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves `root` on 127.0.0.1:`port` ("/" is index.html).
 * @param {string} root
 * @param {number} port 0 for any free port
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startStaticServer(root, port) {
  const server = createServer(async (req, res) => {
    try {
      const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const relative = normalize(urlPath === '/' || urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
      const file = join(root, relative);
      if (!file.startsWith(root + sep) || !(await stat(file).catch(() => null))?.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      let body = await readFile(file);
      /** @type {Record<string, string | number>} */
      const headers = { 'content-type': type, 'cache-control': cacheControlFor(urlPath), vary: 'accept-encoding' };
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = await gzipAsync(body);
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = body.length;
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
