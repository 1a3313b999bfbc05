#!/usr/bin/env node
// The bench's yardstick for the app server: a bare Hono "hello" on @hono/node-server, the same
// versions the app server runs (resolved from apps/server), in a process of its own.
//   PORT=8123 node scripts/lib/hello-server.mjs
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverPackage = fileURLToPath(new URL('../../apps/server/package.json', import.meta.url));
const require = createRequire(serverPackage);
const load = (/** @type {string} */ name) => import(pathToFileURL(require.resolve(name)).href);

const { Hono } = await load('hono');
const { serve } = await load('@hono/node-server');

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(`hello: http://127.0.0.1:${info.port}/`);
});
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
