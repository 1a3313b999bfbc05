#!/usr/bin/env node
// `pnpm bench`: what the reader costs a phone, next to what React alone costs.
//   1. JS bytes (gzip -9) of the built reader: the home route's initial set, against its budget, and
//      every lazy chunk;
//   2. Lighthouse mobile (default config: simulated throttling), median of N runs after a warm-up run
//      of each page (its pictures' variants made and cached by the server), for the home page,
//      a news detail page and a bare React 19 page built and served by the bench in the same run,
//      with every figure also as a ratio against the bare page;
//   3. long lists (1000 ledger rows, 1000 comments) scrolled at 4× CPU: frames within 16.7 ms;
//   4. the server's hot call under load against a bare Hono hello (autocannon).
// Tables go to stdout, progress to stderr, everything to bench-results/bench-<timestamp>.json.
// Not a test: Lighthouse figures vary; the byte budget is enforced by e2e/budget instead.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startAppServer, firstNewsId } from './lib/app-server.mjs';
import { FLOOR_SOURCE, buildBarePage } from './lib/bare-page.mjs';
import { chromiumVersion, gitInfo, runBuild, servingOf, BUILD_ARGS } from './lib/bench-env.mjs';
import { columns, formatBytes, formatLighthouse, formatTargets, ratiosAgainst } from './lib/bench-report.mjs';
import {
  HOME_INITIAL_BUDGET,
  formatKb,
  homeInitialReport,
  lazyChunksReport,
  parsePattern,
  readManifest,
} from './lib/bundle-size.mjs';
import { CHROME_FLAGS, chromiumPath, createLighthouseRunner } from './lib/lighthouse-run.mjs';
import { measureScriptBytes } from './lib/script-bytes.mjs';
import { formatScrollBench, scrollBench } from './lib/scroll-bench.mjs';
import { benchServer, formatServerBench } from './lib/server-bench.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { median } from './lib/stats.mjs';
import { createCleanups } from './lib/cleanups.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** WeChat's browser on an Android phone (XWeb), as readers open a shared link. */
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; 23049RAD8C Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 XWEB/1300199 MMWEBSDK/20241103 MMWEBID/1234 MicroMessenger/8.0.55.2780(0x2800373B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/**
 * The reader's pages Lighthouse measures (issue 16), by id. The detail page is measured as readers
 * reach it from outside: a shared link (`?path=`, SPEC §4), which the server renders, in a phone
 * browser and in WeChat; and as a reload of the in-app address (`#/text-detail/…`, no server view).
 * The 视频, 我的 and mall tabs likewise: from a link (`?path=/video`, a visitor's /my), server-rendered,
 * and as a reload of their hash address, rendered by the phone.
 * @type {ReadonlyArray<{ id: string, label: string, path: (newsId: number) => string, userAgent?: string }>}
 */
const READER_PAGES = [
  { id: 'home', label: 'home', path: () => '/shqcb/#/index' },
  { id: 'detail', label: 'detail', path: (id) => `/shqcb/?path=/text-detail/${id}&type=share` },
  { id: 'wechat', label: 'detail in WeChat', path: (id) => `/shqcb/?path=/text-detail/${id}&type=share`, userAgent: WECHAT_UA },
  { id: 'detail-hash', label: 'detail #', path: (id) => `/shqcb/#/text-detail/${id}` },
  { id: 'video', label: '/video', path: () => '/shqcb/?path=/video' },
  { id: 'my', label: '/my', path: () => '/shqcb/?path=/my' },
  { id: 'mall', label: '/mall', path: () => '/shqcb/?path=/mall' },
  { id: 'video-hash', label: '/video #', path: () => '/shqcb/#/video' },
  { id: 'my-hash', label: '/my #', path: () => '/shqcb/#/my' },
  { id: 'mall-hash', label: '/mall #', path: () => '/shqcb/#/mall' },
];
const PAGE_IDS = READER_PAGES.map((p) => p.id);

/**
 * Where a page address lands: a `?path=` link becomes its hash route in place (SPEC §4), as the
 * reader's prepaint script does (@shqcb/bridge pathRedirectUrl); any other address stays.
 * @param {string} href
 */
function landsAt(href) {
  const url = new URL(href);
  const path = url.searchParams.get('path');
  if (!path) return href;
  url.searchParams.delete('path');
  const query = url.searchParams.toString();
  return `${url.origin}${url.pathname}#/${path.replace(/^[#/]+/, '')}${query ? `?${query}` : ''}`;
}

const USAGE = `usage: pnpm bench [--no-build] [--runs N] [--warmup N] [--bytes-only] [--placeholder] [--home-pattern RE|none] [--detail-id ID]
                  [--pages LIST] [--no-scroll] [--no-server] [--reader-dist DIR] [--server-main FILE]

  --no-build       measure what is built; default builds first: pnpm ${BUILD_ARGS.join(' ')}
  --runs N         Lighthouse runs per page, median reported (default 5)
  --warmup N       Lighthouse runs per page before those, not reported (default 1): the server
                   makes each picture's size and format once, on its first request, and keeps it
                   (decision 0052); a run that paid for that measured the cache, not the page
  --bytes-only     JS bytes only, no Lighthouse
  --placeholder    no reader needed: the bare page stands in for home and detail, to try the bench
  --home-pattern   how to find the home route's lazy chunk in the manifest (default: packages/news
                   home screen folder, or a chunk named HomeScreen); "none" if it is not lazy.
                   Env HOME_ROUTE_PATTERN works too (the budget test reads it)
  --detail-id ID   news id of the detail page (default: first item of GET /api/front/news/index)
  --pages LIST     pages to run Lighthouse on, comma-separated (default all): ${PAGE_IDS.join(',')}
  --no-scroll      skip the long lists' scroll test (1000 ledger rows and 1000 comments at 4× CPU;
                   node scripts/bench-scroll.mjs runs it alone with its own options)
  --no-server      skip the server's load test (news/index against a bare Hono hello, autocannon;
                   node scripts/bench-server.mjs runs it alone with its own options)
  --reader-dist    reader build to measure (default apps/reader/dist); the app server serves it
  --server-main    app server to start (default apps/server/dist/main.js); both for measuring
                   another build, e.g. one kept from an earlier commit, with --no-build
  CHROMIUM_PATH    browser to use (default /usr/bin/chromium)`;

const say = (/** @type {string} */ msg) => process.stderr.write(`[bench] ${msg}\n`);


/**
 * @returns {{ build: boolean, runs: number, warmup: number, bytesOnly: boolean, placeholder: boolean, homePattern: RegExp | null,
 *   detailId: number | null, pages: string[], scroll: boolean, server: boolean, readerDist: string, serverMain: string }}
 */
function options() {
  const { values } = parseArgs({
    allowNegative: true,
    options: {
      build: { type: 'boolean', default: true },
      runs: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      'bytes-only': { type: 'boolean', default: false },
      placeholder: { type: 'boolean', default: false },
      'home-pattern': { type: 'string' },
      'detail-id': { type: 'string' },
      pages: { type: 'string' },
      scroll: { type: 'boolean', default: true },
      server: { type: 'boolean', default: true },
      'reader-dist': { type: 'string', default: 'apps/reader/dist' },
      'server-main': { type: 'string', default: 'apps/server/dist/main.js' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  const warmup = Number(values.warmup);
  if (!Number.isInteger(warmup) || warmup < 0) throw new Error(`--warmup must be a whole number, not ${values.warmup}`);
  const detailId = values['detail-id'] === undefined ? null : Number(values['detail-id']);
  if (detailId !== null && !(Number.isInteger(detailId) && detailId > 0)) throw new Error(`--detail-id must be a positive integer`);
  const pages = values.pages === undefined ? PAGE_IDS : values.pages.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = pages.filter((p) => !PAGE_IDS.includes(p));
  if (unknown.length > 0) throw new Error(`--pages: unknown ${unknown.join(', ')} (known: ${PAGE_IDS.join(', ')})`);
  return {
    build: values.build,
    runs,
    warmup,
    bytesOnly: values['bytes-only'],
    placeholder: values.placeholder,
    // Same env knob as the budget test, so both find the same home chunk.
    homePattern: parsePattern(values['home-pattern'] ?? process.env.HOME_ROUTE_PATTERN),
    detailId,
    pages,
    scroll: values.scroll,
    server: values.server,
    readerDist: resolve(ROOT, values['reader-dist']),
    serverMain: resolve(ROOT, values['server-main']),
  };
}

/** Things to undo on the way out, last first; also run on Ctrl-C. */
const { cleanups, cleanUp } = createCleanups(say);

/**
 * The reader's bytes from its manifest; lazily loaded chunks with what each adds after home.
 * @param {string} dist
 * @param {RegExp | null} pattern
 */
function readerBytes(dist, pattern) {
  const report = homeInitialReport(dist, { pattern });
  const manifest = readManifest(dist);
  const routeKeys = new Set(report.routeKeys);
  return {
    home: {
      total: report.total,
      budget: HOME_INITIAL_BUDGET,
      entryKey: report.entryKey,
      routeKeys: report.routeKeys,
      chunks: report.chunks.map((c) => ({
        ...c,
        role: c.key === report.entryKey ? 'entry' : routeKeys.has(c.key) ? 'home route' : 'static import',
      })),
    },
    lazy: lazyChunksReport(dist, manifest, report.chunks.map((c) => c.key)).filter((c) => !routeKeys.has(c.key)),
  };
}

/**
 * Loads the page in Playwright with Lighthouse's phone viewport and sums the scripts it fetched.
 * @param {string} url
 */
async function observeScripts(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // Playwright picks its own headless mode.
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const close = () => browser.close();
  cleanups.push(close);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const measured = await measureScriptBytes(await context.newPage(), url);
    return { gzip: measured.gzip, transfer: measured.transfer, count: measured.scripts.length, scripts: measured.scripts };
  } finally {
    cleanups.splice(cleanups.indexOf(close), 1);
    await close();
  }
}

/**
 * @typedef {{ id: string, label: string, url: string, userAgent?: string }} Target
 */

/**
 * Runs Lighthouse `runs` times on each target, interleaved and rotated, so slow drift of a shared
 * machine spreads over all pages instead of landing on one; first `warmup` unreported runs of each.
 * @param {Target[]} targets
 * @param {number} runs
 * @param {number} warmup
 */
async function lighthouseAll(targets, runs, warmup) {
  const lh = await createLighthouseRunner();
  cleanups.push(lh.abort);
  for (let round = 0; round < warmup; round++) {
    for (const target of targets) {
      say(`warm-up ${round + 1}/${warmup} ${target.label}`);
      await lh.run(target.url, { userAgent: target.userAgent }).catch((err) => say(`warm-up of ${target.label} failed: ${err instanceof Error ? err.message : err}`));
    }
  }
  /** @type {Map<string, import('./lib/lighthouse-run.mjs').RunFigures[]>} */
  const results = new Map(targets.map((t) => [t.id, []]));
  /** @type {Set<string>} */
  const notes = new Set();
  let n = 0;
  for (let round = 0; round < runs; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = /** @type {Target} */ (targets[(round + i) % targets.length]);
      n++;
      let figures;
      try {
        figures = await lh.run(target.url, { userAgent: target.userAgent });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        figures = { lcp: null, fcp: null, tbt: null, cls: null, score: null, finalUrl: '', warnings: [], error };
      }
      results.get(target.id)?.push(figures);
      // A screen that bounces elsewhere (login, error route) would be measured under the wrong name.
      if (figures.finalUrl && figures.finalUrl !== landsAt(target.url)) {
        notes.add(`! ${target.label}: Lighthouse ended at ${figures.finalUrl}, not ${target.url}`);
      }
      say(
        `lighthouse ${n}/${runs * targets.length} ${target.label}: ` +
          (figures.error ? `FAILED ${figures.error}` : `LCP ${Math.round(figures.lcp ?? NaN)} ms, score ${Math.round((figures.score ?? NaN) * 100)}`),
      );
    }
  }
  cleanups.splice(cleanups.indexOf(lh.abort), 1);
  const pages = targets.map((t) => {
    const list = /** @type {import('./lib/lighthouse-run.mjs').RunFigures[]} */ (results.get(t.id));
    const ok = list.filter((r) => !r.error);
    const med = (/** @type {'lcp' | 'fcp' | 'tbt' | 'tbtCpu' | 'cls' | 'score'} */ k) => median(ok.map((r) => r[k] ?? null));
    return {
      ...t,
      runs: list.length,
      okRuns: ok.length,
      median: { lcp: med('lcp'), fcp: med('fcp'), tbt: med('tbt'), tbtCpu: med('tbtCpu'), cls: med('cls'), score: med('score') },
      all: list,
    };
  });
  return { pages, notes: [...notes], lighthouse: lh.versions.lighthouse };
}

async function main() {
  const opts = options();
  const startedAt = new Date();
  const work = await mkdtemp(join(tmpdir(), 'shqcb-bench-'));
  cleanups.push(() => rm(work, { recursive: true, force: true, maxRetries: 3 }));

  if (opts.build && !opts.placeholder) {
    say(`building: pnpm ${BUILD_ARGS.join(' ')}`);
    await runBuild(ROOT);
  }

  /** @type {ReturnType<typeof readerBytes> | null} */
  let reader = null;
  if (!opts.placeholder) {
    try {
      reader = readerBytes(opts.readerDist, opts.homePattern);
    } catch (err) {
      throw new Error(`reader bytes: ${err instanceof Error ? err.message : err}\n(Use --placeholder to try the bench without a built reader.)`);
    }
  }

  say('building the bare React page');
  const bareDist = await buildBarePage(join(work, 'bare'));
  const bareBytes = homeInitialReport(bareDist, { pattern: null }).total;
  say('building the libraries-only page');
  const floorBytes = homeInitialReport(await buildBarePage(join(work, 'floor'), FLOOR_SOURCE), { pattern: null }).total;
  const bare = await startStaticServer(bareDist, 0);
  cleanups.push(bare.close);

  /** @type {Target[]} */
  let targets;
  /** @type {Awaited<ReturnType<typeof observeScripts>> | null} */
  let observed = null;
  /** @type {string | null} */
  let appOrigin = null;
  if (opts.placeholder) {
    targets = [
      { id: 'home', label: 'home*', url: `${bare.origin}/#/index` },
      { id: 'detail', label: 'detail*', url: `${bare.origin}/#/text-detail/1` },
    ];
  } else {
    say('starting the app server');
    const app = await startAppServer({ root: ROOT, main: opts.serverMain, staticDir: opts.readerDist, dataDir: join(work, 'data') });
    cleanups.push(app.stop);
    appOrigin = app.origin;
    const id = opts.detailId ?? (await firstNewsId(app.origin));
    targets = READER_PAGES.filter((p) => opts.pages.includes(p.id)).map((p) => ({
      id: p.id,
      label: p.label,
      url: `${app.origin}${p.path(id)}`,
      ...(p.userAgent ? { userAgent: p.userAgent } : {}),
    }));
    const homeUrl = `${app.origin}/shqcb/#/index`;
    say(`observing the scripts of ${homeUrl}`);
    try {
      observed = await observeScripts(homeUrl);
    } catch (err) {
      // Only a cross-check: the manifest figures and Lighthouse still stand without it.
      say(`could not observe the home page's scripts: ${err instanceof Error ? err.message : err}`);
    }
  }
  targets.push({ id: 'bare', label: 'bare', url: `${bare.origin}/` });

  const bytes = {
    home: reader?.home ?? null,
    observed,
    bare: bareBytes,
    floor: floorBytes,
    lazy: reader?.lazy ?? [],
    note: opts.placeholder ? 'placeholder run: no reader measured.' : null,
  };
  // The manifest walk relies on recognising the home route's chunk; the browser does not. A gap
  // means the pattern missed (or caught too much), or home loads more lazily than it needs.
  if (reader && observed && Math.abs(observed.gzip - reader.home.total) > 0.05 * reader.home.total) {
    bytes.note = `! the browser fetched ${formatKb(observed.gzip)} of scripts for home, the manifest walk counts ${formatKb(reader.home.total)}: check --home-pattern.`;
  }

  const serving = await Promise.all(
    [...new Map(targets.map((t) => [new URL(t.url).origin, t])).values()].map(async (t) => ({ target: t.id, ...(await servingOf(t.url)) })),
  );

  /** @type {Awaited<ReturnType<typeof lighthouseAll>> | null} */
  let lh = null;
  if (!opts.bytesOnly) lh = await lighthouseAll(targets, opts.runs, opts.warmup);

  // Long lists (issue 16): scrolled on the same app server once Lighthouse is done with it.
  /** @type {{ load: { before: number, after: number }, result: Awaited<ReturnType<typeof scrollBench>> } | null} */
  let scroll = null;
  if (opts.scroll && !opts.bytesOnly && appOrigin) {
    say('long lists: 1000 ledger rows and 1000 comments, scrolled at 4× CPU');
    const before = loadavg()[0] ?? 0;
    const result = await scrollBench(appOrigin, { log: (message) => say(`scroll: ${message}`) });
    scroll = { load: { before, after: loadavg()[0] ?? 0 }, result };
  }

  // The server's hot call under load, after the browsers are done (it takes both cores).
  /** @type {Awaited<ReturnType<typeof benchServer>> | null} */
  let server = null;
  if (opts.server && !opts.bytesOnly && !opts.placeholder) {
    await cleanUp(); // the app server of the pages above and the bare page's server: the load test starts its own
    say('server load test: news/index against a bare Hono hello');
    server = await benchServer({ root: ROOT, main: opts.serverMain, say: (message) => say(`server: ${message}`) });
  }

  // Output.
  const out = [];
  if (opts.placeholder) out.push('PLACEHOLDER RUN: home* and detail* are the bare page, not the reader.', '');
  out.push(...formatBytes(bytes), '');
  if (lh) out.push(...formatTargets(lh.pages, 'bare'), '', ...formatLighthouse(lh.pages, 'bare', opts.runs), ...lh.notes, '');
  if (scroll) {
    out.push(...formatScrollBench([{ name: 'reader', result: scroll.result }]));
    out.push(`  load average (1 min) ${scroll.load.before.toFixed(1)} → ${scroll.load.after.toFixed(1)} on ${cpus().length} CPUs`, '');
  }
  if (server) out.push(formatServerBench(server), '');
  out.push(
    opts.placeholder
      ? 'Served: every page by the bench static server (gzip, hashed assets immutable, HTML no-cache).'
      : 'Served: home and detail by the app server (apps/server, its own compression and cache headers);\n' +
          'bare by the bench static server (gzip, hashed assets immutable, HTML no-cache).',
    ...columns([
      ['', 'HTML', 'entry JS'],
      ...serving.map((s) => [
        s.target === 'bare' ? 'bare' : 'app',
        `${s.html.encoding}, ${s.html.cacheControl}`,
        s.js ? `${s.js.encoding}, ${s.js.cacheControl}` : 'n/a',
      ]),
    ], 'lll').map((l) => `  ${l}`),
  );
  const encodings = new Set(serving.flatMap((s) => [s.html.encoding, s.js?.encoding]).filter(Boolean));
  if (encodings.size > 1) out.push(`! servers differ in compression (${[...encodings].join(', ')}): figures are less comparable.`);

  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const dir = join(ROOT, 'bench-results');
  const file = join(dir, `bench-${stamp}.json`);
  const json = {
    version: 1,
    createdAt: startedAt.toISOString(),
    placeholder: opts.placeholder,
    git: gitInfo(ROOT),
    environment: {
      node: process.version,
      lighthouse: lh?.lighthouse ?? null,
      chromium: chromiumVersion(),
      cpus: cpus().length,
      platform: `${process.platform}-${process.arch}`,
    },
    options: { runs: opts.runs, warmup: opts.warmup, build: opts.build, bytesOnly: opts.bytesOnly, homePattern: String(opts.homePattern) },
    bytes: { budget: HOME_INITIAL_BUDGET, unit: 'bytes, gzip level 9', ...bytes },
    lighthouse: lh && {
      settings: 'default config: mobile form factor, simulated throttling; performance category only; fresh Chromium per run',
      units: { lcp: 'ms', fcp: 'ms', tbt: 'ms', cls: 'unitless', score: '0..1' },
      baseline: 'bare',
      notes: lh.notes,
      pages: lh.pages,
      ratios: ratiosAgainst(lh.pages, 'bare'),
    },
    serving,
    scroll: scroll && { loadAverage: scroll.load, ...scroll.result },
    server,
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  out.push('', `Results: ${file.slice(ROOT.length)}`);
  console.log(out.join('\n'));
}

try {
  await main();
} catch (err) {
  const usage = /** @type {{ code?: string }} */ (err).code?.startsWith('ERR_PARSE_ARGS') ? ' (pnpm bench --help)' : '';
  console.error(`bench failed: ${err instanceof Error ? err.message : err}${usage}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
