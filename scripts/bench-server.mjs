#!/usr/bin/env node
// The server part of the bench alone: news/index against a bare Hono hello, same machine, same run.
// Table to stdout, progress to stderr, everything to bench-results/bench-server-<timestamp>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchServer, formatServerBench } from './lib/server-bench.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = `usage: node scripts/bench-server.mjs [--duration S] [--connections N] [--pipelining N] [--warmup S] [--rounds N]
                                  [--server-main FILE]

  --duration S     seconds of each measured run (default 10)
  --connections N  concurrent connections of autocannon (default 10)
  --pipelining N   requests in flight per connection (default 1)
  --warmup S       seconds of warm-up per target (default 3)
  --rounds N       measured runs per target, the targets alternating (default 2)
  --server-main    the built app server (default apps/server/dist/main.js; build it with
                   pnpm turbo run build --filter=@shqcb/server...)`;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    pipelining: { type: 'string', default: '1' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    'server-main': { type: 'string', default: 'apps/server/dist/main.js' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const positive = (/** @type {string} */ name, /** @type {boolean} */ allowZero = false) => {
  const value = Number(values[/** @type {'duration'} */ (name)]);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
};
const options = {
  duration: positive('duration'),
  connections: positive('connections'),
  pipelining: positive('pipelining'),
  warmup: positive('warmup', true),
  rounds: positive('rounds'),
};

const result = await benchServer({
  root: ROOT,
  main: resolve(ROOT, values['server-main']),
  ...options,
  say: (message) => process.stderr.write(`[bench-server] ${message}\n`),
});
console.log(formatServerBench(result));
const dir = join(ROOT, 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `bench-server-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
process.stderr.write(`[bench-server] wrote ${file}\n`);
