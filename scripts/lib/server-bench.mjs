// The server part of the bench (issue 16): requests per second and latency of the hot content call,
// GET news/index (the home feed's first page), next to a bare Hono "hello" on the same machine in
// the same run. autocannon is the load generator; both servers run in processes of their own.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startAppServer } from './app-server.mjs';

/** The home screen's first news request (packages/news feedRequests: categoryId 307, page 1, 10 a page). */
export const NEWS_INDEX_PATH = '/api/front/news/index?categoryId=307&page=1&pageSize=10';
/** What a browser sends with it (a fetch from the reader; no If-None-Match for the first view). */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, br' };
/** Issue 16: news/index reaches 0.3× the hello's requests per second, with p99 within 20 ms. */
export const SERVER_TARGETS = { ratio: 0.3, p99Ms: 20 };

const HELLO_MAIN = fileURLToPath(new URL('./hello-server.mjs', import.meta.url));

/**
 * @typedef {object} LoadFigures
 * @property {number} rps      mean requests per second
 * @property {number} p50      latency percentiles in ms (the worst round's)
 * @property {number} p97_5
 * @property {number} p99
 * @property {number} requests requests answered in all rounds
 * @property {number} errors   connection errors and time-outs
 * @property {number} unexpected answers with another status than expected
 */

/**
 * @typedef {object} ServerBenchOptions
 * @property {string} root          the repository
 * @property {string} [main]        the built app server (default apps/server/dist/main.js)
 * @property {number} [duration]    seconds of each measured run (default 10)
 * @property {number} [connections] concurrent connections (default 10)
 * @property {number} [pipelining]  requests in flight per connection (default 1)
 * @property {number} [warmup]      seconds of warm-up per target before measuring (default 3)
 * @property {number} [rounds]      measured runs per target, alternating the targets (default 2)
 * @property {number} [startTimeoutMs] how long the app server may take to migrate, seed and answer (default 180 s:
 *   seeding a fresh data folder takes minutes on a busy 2-core machine)
 * @property {(message: string) => void} [say] progress lines
 */

/**
 * @typedef {object} ServerBenchResult
 * @property {{ duration: number, connections: number, pipelining: number, warmup: number, rounds: number, path: string, headers: Record<string, string> }} options
 * @property {LoadFigures} hello        GET / of the bare Hono server
 * @property {LoadFigures} newsIndex    GET news/index as a browser's first request (200)
 * @property {LoadFigures} newsIndex304 the same with If-None-Match of that answer's ETag (304)
 * @property {number} ratio             newsIndex.rps / hello.rps
 * @property {{ ratio: boolean, p99: boolean }} met
 * @property {{ contentEncoding: string | null, bytes: number, etag: string | null, cacheControl: string | null }} answer
 * @property {{ before: number[], after: number[] }} loadavg  the machine's load averages around the run
 */

/**
 * Starts the app server (fresh seeded PGlite, APP_MODE=test, NODE_ENV=production, no reader) and a bare
 * Hono hello server, each on a free loopback port, warms both up, then runs autocannon against
 * hello, news/index and news/index with If-None-Match, in alternating order for `rounds` rounds.
 * @param {ServerBenchOptions} options
 * @returns {Promise<ServerBenchResult>}
 */
export async function benchServer({
  root,
  main = join(root, 'apps/server/dist/main.js'),
  duration = 10,
  connections = 10,
  pipelining = 1,
  warmup = 3,
  rounds = 2,
  startTimeoutMs = 180_000,
  say = () => {},
}) {
  const before = loadavg();
  const dataDir = await mkdtemp(join(tmpdir(), 'shqcb-server-bench-'));
  /** @type {Array<() => Promise<void>>} */
  const stops = [];
  try {
    say('starting the app server (fresh PGlite, demo seed) and a bare Hono hello');
    const [app, hello] = await Promise.all([
      startAppServer({ root, main, dataDir, staticDir: 'none', timeoutMs: startTimeoutMs, env: { APP_MODE: 'test', NODE_ENV: 'production' } }).then((server) => {
        stops.push(server.stop);
        return server;
      }),
      startHello().then((server) => {
        stops.push(server.stop);
        return server;
      }),
    ]);
    const first = await fetch(`${app.origin}${NEWS_INDEX_PATH}`, { headers: BROWSER_HEADERS });
    // fetch decodes the body; the bytes on the wire are the Content-Length.
    const decoded = (await first.arrayBuffer()).byteLength;
    const bytes = Number(first.headers.get('content-length')) || decoded;
    const etag = first.headers.get('etag');
    if (first.status !== 200) throw new Error(`GET ${NEWS_INDEX_PATH} answered ${first.status}`);
    const answer = { contentEncoding: first.headers.get('content-encoding'), bytes, etag, cacheControl: first.headers.get('cache-control') };
    const revalidate = etag ? { ...BROWSER_HEADERS, 'if-none-match': etag } : null;
    if (revalidate) {
      const again = await fetch(`${app.origin}${NEWS_INDEX_PATH}`, { headers: revalidate });
      await again.arrayBuffer();
      if (again.status !== 304) say(`news/index with If-None-Match answered ${again.status}, not 304`);
    } else say('news/index sent no ETag: no 304 run');

    /** @type {Array<{ name: 'hello' | 'newsIndex' | 'newsIndex304', url: string, headers: Record<string, string>, expect: number }>} */
    const targets = [
      { name: 'hello', url: `${hello.origin}/`, headers: BROWSER_HEADERS, expect: 200 },
      { name: 'newsIndex', url: `${app.origin}${NEWS_INDEX_PATH}`, headers: BROWSER_HEADERS, expect: 200 },
      ...(revalidate ? [{ name: /** @type {const} */ ('newsIndex304'), url: `${app.origin}${NEWS_INDEX_PATH}`, headers: revalidate, expect: 304 }] : []),
    ];
    const load = (/** @type {(typeof targets)[number]} */ target, /** @type {number} */ seconds) =>
      runAutocannon({ url: target.url, headers: target.headers, connections, pipelining, duration: seconds, expect: target.expect });

    for (const target of targets) {
      say(`warm-up ${target.name} ${warmup} s`);
      await load(target, warmup);
    }
    /** @type {Record<string, RoundFigures[]>} */
    const measured = { hello: [], newsIndex: [], newsIndex304: [] };
    for (let round = 0; round < rounds; round++) {
      // Alternate the order, so that a load that drifts during the run favours neither side.
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        say(`round ${round + 1}/${rounds}: ${target.name} ${duration} s, ${connections} connections`);
        measured[target.name]?.push(await load(target, duration));
      }
    }
    const helloFigures = combineRounds(measured.hello ?? []);
    const newsIndex = combineRounds(measured.newsIndex ?? []);
    const newsIndex304 = combineRounds(measured.newsIndex304 ?? []);
    const ratio = helloFigures.rps > 0 ? newsIndex.rps / helloFigures.rps : 0;
    return {
      options: { duration, connections, pipelining, warmup, rounds, path: NEWS_INDEX_PATH, headers: BROWSER_HEADERS },
      hello: helloFigures,
      newsIndex,
      newsIndex304,
      ratio,
      met: { ratio: ratio >= SERVER_TARGETS.ratio, p99: newsIndex.p99 <= SERVER_TARGETS.p99Ms },
      answer,
      loadavg: { before, after: loadavg() },
    };
  } finally {
    await Promise.all(stops.map((stop) => stop().catch(() => {})));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * @typedef {{ rps: number, p50: number, p97_5: number, p99: number, requests: number, errors: number, unexpected: number }} RoundFigures
 */

/**
 * One autocannon run.
 * @param {{ url: string, headers: Record<string, string>, connections: number, pipelining: number, duration: number, expect: number }} options
 * @returns {Promise<RoundFigures>}
 */
function runAutocannon({ url, headers, connections, pipelining, duration, expect }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, pipelining, duration }, (error, result) => {
      if (error) return reject(error);
      const answered = expect === 200 ? result['2xx'] : (result.statusCodeStats?.[String(expect)]?.count ?? 0);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        unexpected: Math.max(0, result.requests.total - answered),
      });
    });
  });
}

/**
 * Rounds of one target as one figure: mean requests per second, the worst round's latencies.
 * @param {RoundFigures[]} rounds
 * @returns {LoadFigures}
 */
export function combineRounds(rounds) {
  if (rounds.length === 0) return { rps: 0, p50: 0, p97_5: 0, p99: 0, requests: 0, errors: 0, unexpected: 0 };
  const worst = (/** @type {'p50' | 'p97_5' | 'p99'} */ key) => Math.max(...rounds.map((round) => round[key]));
  const sum = (/** @type {'rps' | 'requests' | 'errors' | 'unexpected'} */ key) => rounds.reduce((total, round) => total + round[key], 0);
  return { rps: sum('rps') / rounds.length, p50: worst('p50'), p97_5: worst('p97_5'), p99: worst('p99'), requests: sum('requests'), errors: sum('errors'), unexpected: sum('unexpected') };
}

/**
 * The bare hello server in its own process.
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, [HELLO_MAIN], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-2000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the hello server exited with code ${child.exitCode}: ${log}`);
    try {
      const res = await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      if ((await res.text()) === 'Hello Hono!') return { origin, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the hello server did not answer within 30 s: ${log}`);
    }
    await sleep(100);
  }
}

const number = (/** @type {number} */ value) => Math.round(value).toLocaleString('en-US');
const ms = (/** @type {number} */ value) => `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;

/**
 * The result as a small text table, with the targets of issue 16.
 * @param {ServerBenchResult} result
 * @returns {string}
 */
export function formatServerBench(result) {
  const { options, hello, newsIndex, newsIndex304, ratio, met, answer } = result;
  const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'MISSED');
  const rows = [
    ['', 'req/s', 'p50', 'p97.5', 'p99', 'target'],
    ['bare Hono hello', number(hello.rps), ms(hello.p50), ms(hello.p97_5), ms(hello.p99), ''],
    ['news/index (200)', number(newsIndex.rps), ms(newsIndex.p50), ms(newsIndex.p97_5), ms(newsIndex.p99), `p99 ≤ ${SERVER_TARGETS.p99Ms} ms: ${verdict(met.p99)}`],
    ...(newsIndex304.requests > 0 ? [['news/index (304)', number(newsIndex304.rps), ms(newsIndex304.p50), ms(newsIndex304.p97_5), ms(newsIndex304.p99), '']] : []),
    ['news/index ÷ hello', `${ratio.toFixed(2)}×`, '', '', '', `≥ ${SERVER_TARGETS.ratio}×: ${verdict(met.ratio)}`],
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const lines = rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ').trimEnd());
  const problems = [
    ...[['hello', hello], ['news/index', newsIndex], ['news/index 304', newsIndex304]].flatMap(([name, figures]) => {
      const f = /** @type {LoadFigures} */ (figures);
      return f.errors + f.unexpected > 0 ? [`${name}: ${f.errors} errors, ${f.unexpected} unexpected statuses`] : [];
    }),
  ];
  return [
    `Server: GET ${options.path}, PGlite, ${options.connections} connections, pipelining ${options.pipelining}, ${options.rounds} × ${options.duration} s each after ${options.warmup} s warm-up`,
    `  as a browser asks (Accept-Encoding: ${options.headers['accept-encoding']}); answer: ${answer.bytes} B ${answer.contentEncoding ?? 'identity'}, ${answer.cacheControl ?? 'no Cache-Control'}, ETag ${answer.etag ?? 'none'}`,
    ...lines,
    `  load average before ${result.loadavg.before.map((x) => x.toFixed(2)).join(' ')}, after ${result.loadavg.after.map((x) => x.toFixed(2)).join(' ')}`,
    ...problems.map((problem) => `  warning: ${problem}`),
  ].join('\n');
}
