#!/usr/bin/env node
// The long-list part of the bench alone (issue 16): starts the built app server on a fresh demo
// database, makes a reader with 1000 ledger rows and a news item with 1000 comments, and measures
// scrolling through both at 4× CPU slowdown, a first read (pages loading) and again (all loaded)
// (scripts/lib/scroll-bench.mjs). With --baseline-dist it
// first measures another reader build the same way (e.g. one built from an earlier commit), so the
// table shows both side by side. Tables go to stdout, progress to stderr, everything to
// bench-results/scroll-<timestamp>.json. Not a test: frame times depend on the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAppServer } from './lib/app-server.mjs';
import { chromiumVersion, gitInfo } from './lib/bench-env.mjs';
import { LISTS, formatScrollBench, scrollBench } from './lib/scroll-bench.mjs';
import { createCleanups } from './lib/cleanups.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = `usage: node scripts/bench-scroll.mjs [--rows N] [--cpu N] [--speed PX] [--lists ledger,comments] [--dpr N]
                                  [--reader-dist DIR] [--baseline-dist DIR] [--server-main FILE]

Measures what is built (pnpm turbo run build --filter=@shqcb/server... --filter=@shqcb/reader... first).
  --rows N            rows of each list (default 1000)
  --cpu N             CPU slowdown (default 4)
  --speed PX          scrolling speed, CSS px a second (default 1500)
  --lists A,B         which lists (default ${Object.keys(LISTS).join(',')})
  --dpr N             device pixel ratio of the 375x812 phone (default 3)
  --reader-dist DIR   reader build to measure (default apps/reader/dist)
  --baseline-dist DIR another reader build measured first, on a server of its own, e.g. one built
                      from the commit before a change: cd apps/reader && pnpm exec vite build --outDir DIR
  --server-main FILE  app server (default apps/server/dist/main.js); it must have /dev/seed-comments
  CHROMIUM_PATH       browser to use (default /usr/bin/chromium)`;

const say = (/** @type {string} */ msg) => process.stderr.write(`[bench-scroll] ${msg}\n`);

function options() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '1000' },
      cpu: { type: 'string', default: '4' },
      speed: { type: 'string', default: '1500' },
      lists: { type: 'string', default: Object.keys(LISTS).join(',') },
      dpr: { type: 'string', default: '3' },
      'reader-dist': { type: 'string', default: 'apps/reader/dist' },
      'baseline-dist': { type: 'string' },
      'server-main': { type: 'string', default: 'apps/server/dist/main.js' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const positive = (/** @type {string} */ name, /** @type {string} */ raw) => {
    const n = Number(raw);
    if (!(Number.isFinite(n) && n > 0)) throw new Error(`--${name} must be a positive number, not ${raw}`);
    return n;
  };
  const lists = values.lists.split(',').map((name) => name.trim());
  for (const name of lists) if (!(name in LISTS)) throw new Error(`--lists: unknown list ${name} (known: ${Object.keys(LISTS).join(', ')})`);
  return {
    rows: positive('rows', values.rows),
    cpuRate: positive('cpu', values.cpu),
    speed: positive('speed', values.speed),
    deviceScaleFactor: positive('dpr', values.dpr),
    lists: /** @type {import('./lib/scroll-bench.mjs').ListId[]} */ (lists),
    readerDist: resolve(ROOT, values['reader-dist']),
    baselineDist: values['baseline-dist'] === undefined ? null : resolve(ROOT, values['baseline-dist']),
    serverMain: resolve(ROOT, values['server-main']),
  };
}

/** Things to undo on the way out, last first; also run on Ctrl-C. */
const { cleanups, cleanUp } = createCleanups(say);

async function main() {
  const opts = options();
  const startedAt = new Date();
  const work = await mkdtemp(join(tmpdir(), 'shqcb-bench-scroll-'));
  cleanups.push(() => rm(work, { recursive: true, force: true, maxRetries: 3 }));
  const builds = [...(opts.baselineDist ? [{ name: 'baseline', dist: opts.baselineDist }] : []), { name: opts.baselineDist ? 'this' : 'reader', dist: opts.readerDist }];

  /** @type {Array<{ name: string, dist: string, load: { before: number, after: number }, result: Awaited<ReturnType<typeof scrollBench>> }>} */
  const runs = [];
  for (const [index, build] of builds.entries()) {
    say(`${build.name}: starting the app server with ${build.dist}`);
    const app = await startAppServer({ root: ROOT, main: opts.serverMain, staticDir: build.dist, dataDir: join(work, `data-${index}`) });
    cleanups.push(app.stop);
    try {
      // A busy machine moves frame times: its load average goes with the figures.
      const before = loadavg()[0] ?? 0;
      const result = await scrollBench(app.origin, { ...opts, log: (msg) => say(`${build.name}: ${msg}`) });
      runs.push({ name: build.name, dist: build.dist, load: { before, after: loadavg()[0] ?? 0 }, result });
    } finally {
      cleanups.splice(cleanups.indexOf(app.stop), 1);
      await app.stop();
    }
  }

  const out = formatScrollBench(runs);
  out.push(`Load average (1 min) before and after each build's run: ${runs.map((run) => `${run.name} ${run.load.before.toFixed(1)} → ${run.load.after.toFixed(1)}`).join(', ')} on ${cpus().length} CPUs.`);
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const dir = join(ROOT, 'bench-results');
  const file = join(dir, `scroll-${stamp}.json`);
  const json = {
    version: 1,
    createdAt: startedAt.toISOString(),
    git: gitInfo(ROOT),
    environment: { node: process.version, chromium: chromiumVersion(), cpus: cpus().length, platform: `${process.platform}-${process.arch}` },
    runs: runs.map((run) => ({ name: run.name, readerDist: run.dist.startsWith(ROOT) ? run.dist.slice(ROOT.length + 1) : run.dist, loadAverage: run.load, ...run.result })),
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  out.push('', `Results: ${file.slice(ROOT.length)}`);
  console.log(out.join('\n'));
}

try {
  await main();
} catch (err) {
  const usage = /** @type {{ code?: string }} */ (err).code?.startsWith('ERR_PARSE_ARGS') ? ' (node scripts/bench-scroll.mjs --help)' : '';
  console.error(`bench-scroll failed: ${err instanceof Error ? err.message : err}${usage}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
