import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { silentLogger } from '../Logger.ts';
import { createTestApp, type TestApp } from '../testing/createTestApp.ts';

let t: TestApp;
let dir: string;
const INLINE_STYLE = 'html { background: #f4f5f7; }';
const INDEX = `<!doctype html><html><head><title>上海汽车报</title><style>${INLINE_STYLE}</style></head><body><div id="root"></div><script type="module" src="/shqcb/assets/index-abc123.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('上海汽车报 '.repeat(300))});`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shqcb-static-'));
  const root = join(dir, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'big-def456.css'), `body{color:red}${' '.repeat(2000)}`);
  writeFileSync(join(root, 'assets', 'big-def456.css.gz'), gzipSync('/* precompressed */'));
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(dir, 'outside.txt'), 'TOP SECRET');
  t = await createTestApp({ seed: false, config: { staticDir: root } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('static hosting of the reader', () => {
  it('should redirect / to /shqcb/', async () => {
    const res = await get('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/shqcb/');
  });

  it('should serve index.html at /shqcb/ and /shqcb with no-cache and security headers', async () => {
    for (const path of ['/shqcb/', '/shqcb', '/shqcb/index.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      const styleHash = `'sha256-${createHash('sha256').update(INLINE_STYLE).digest('base64')}'`;
      // The one inline style by its hash, no inline script at all, nothing unsafe, no <base>.
      expect(csp).toContain(`style-src 'self' ${styleHash};`);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe');
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      // HSTS only in production.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('should cache hashed assets for a year', async () => {
    const res = await get('/shqcb/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('should compress text with brotli or gzip as the browser accepts', async () => {
    const br = await get('/shqcb/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);
    const gz = await get('/shqcb/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    const refused = await get('/shqcb/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('should prefer a precompressed file the build made', async () => {
    const res = await get('/shqcb/assets/big-def456.css', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('/* precompressed */');
  });

  it('should answer 304 when the ETag matches', async () => {
    const etag = (await get('/shqcb/')).headers.get('etag') ?? '';
    expect((await get('/shqcb/', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('should answer HEAD without a body', async () => {
    const res = await t.app.request('/shqcb/favicon.svg', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toBe('');
  });

  it('should never serve files outside the folder or hidden files', async () => {
    const attempts = [
      '/shqcb/%2e%2e/outside.txt', '/shqcb/..%2foutside.txt', '/shqcb/assets/..%2f..%2foutside.txt', '/shqcb/%2e%2e%2foutside.txt',
      '/shqcb/..%5coutside.txt', '/shqcb/.env', '/shqcb/%2eenv', '/shqcb/assets/%00.js', '/shqcb/%E0%A4%A', '/shqcb//etc/passwd',
      `/shqcb/${encodeURIComponent(join(dir, 'outside.txt'))}`,
    ];
    for (const path of attempts) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/SECRET/);
    }
  });

  it('should 404 a missing file but open the app for a path-style page link', async () => {
    expect((await get('/shqcb/assets/missing.js')).status).toBe(404);
    const page = await get('/shqcb/text-detail', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX);
  });

  it('should serve nothing at /shqcb/ without a reader build', async () => {
    const bare = createApp({ db: t.db, config: { ...t.config, staticDir: null }, clock: t.clock, logger: silentLogger });
    expect((await bare.request('/shqcb/')).status).toBe(404);
    expect((await bare.request('/')).status).toBe(404);
  });
});
