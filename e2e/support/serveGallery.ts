// Serves the built ui-kit gallery (packages/ui-kit/gallery-dist) for tests/gallery.spec.ts: a tiny
// static server, so the e2e run needs neither Vite nor a dev server. Builds the gallery first when it
// is missing (a bare `playwright test`); the package's `e2e` script always rebuilds it.
// Run: `PORT=4180 node support/serveGallery.ts` (Node 24 strips the types).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../packages/ui-kit/gallery-dist');
const port = Number(process.env.PORT ?? 4180);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  execFileSync('pnpm', ['--filter', '@shqcb/ui-kit', 'gallery:build'], { stdio: 'inherit' });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  res.end(readFileSync(file));
}).listen(port, host, () => {
  console.log(`gallery on http://${host}:${port}/`);
});
