import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, startStaticServer } from './static-server.mjs';

/** Raw GET (node:http does not decompress), so the test sees what a browser receives. */
const raw = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });

const root = mkdtempSync(join(tmpdir(), 'static-server-test-'));
let server;
before(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>bare</title>'.repeat(20));
  writeFileSync(join(root, 'assets/app-1.js'), 'console.log(1);'.repeat(100));
  server = await startStaticServer(root, 0);
});
after(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

test('index.html is gzipped and revalidated', async () => {
  const res = await raw(`${server.origin}/`, { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'gzip');
  assert.equal(res.headers['cache-control'], REVALIDATE_CACHE);
  assert.match(gunzipSync(res.body).toString(), /<title>bare<\/title>/);
});

test('hashed assets are immutable; no gzip unless asked', async () => {
  const res = await raw(`${server.origin}/assets/app-1.js`);
  assert.equal(res.headers['cache-control'], IMMUTABLE_CACHE);
  assert.equal(res.headers['content-encoding'], undefined);
  assert.match(res.headers['content-type'], /javascript/);
  assert.equal(res.body.length, 1500);
});

test('404 for missing files and paths escaping the root', async () => {
  assert.equal((await raw(`${server.origin}/nope.js`)).status, 404);
  assert.equal((await raw(`${server.origin}/..%2f..%2fetc%2fpasswd`)).status, 404);
});
