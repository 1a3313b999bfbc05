// Starts the real reader server (apps/server/dist/main.js) for the bench: the demo of ./shqcb start, a free
// port, a fresh data folder, so every bench run measures the same seeded content.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A port nobody listens on right now (the OS picks it; released before returning).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} AppServer
 * @property {string} origin  e.g. http://127.0.0.1:41234
 * @property {number} pid
 * @property {() => Promise<void>} stop
 */

/**
 * Starts `node <main>` (apps/server/dist/main.js) and resolves once GET /api/front/titleList answers
 * with a successful envelope.
 * @param {{ root: string, main?: string, staticDir?: string, dataDir: string, timeoutMs?: number, env?: NodeJS.ProcessEnv }} options
 *   staticDir: the reader build it serves at /shqcb/ (the one whose bytes the bench counted), or `none`
 *   env: variables that replace the defaults of {@link serverEnv} (e.g. APP_MODE)
 * @returns {Promise<AppServer>}
 */
export async function startAppServer({
  root,
  main = join(root, 'apps/server/dist/main.js'),
  staticDir = join(root, 'apps/reader/dist'),
  dataDir,
  timeoutMs = 90_000,
  env = {},
}) {
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: build the server (pnpm turbo run build --filter=@shqcb/server...), or run the bench without --no-build.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...serverEnv({ port, dataDir, staticDir }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error message when the server dies or never answers; bounded so a chatty server
  // cannot grow it without limit.
  let log = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {number | null} */
  let exitCode = null;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exitCode = code ?? (signal ? 128 : 1)))));

  const stop = async () => {
    if (exitCode !== null || child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
    if (timedOut) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== null) {
      throw new Error(`the app server exited with code ${exitCode} before answering. Its output:\n${log}`);
    }
    if (await answers(`${origin}/api/front/titleList`)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app server did not answer GET /api/front/titleList within ${timeoutMs / 1000} s. Its output:\n${log}`);
    }
    await sleep(250);
  }
  return { origin, pid: /** @type {number} */ (child.pid), stop };
}

/**
 * The server's environment: ours, minus a DATABASE_URL that would point it at a shared database
 * instead of the fresh embedded one, plus a loopback address (the bench's traffic never leaves the
 * machine) and the demo content every run starts from.
 * @param {{ port: number, dataDir: string, staticDir: string }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv({ port, dataDir, staticDir }) {
  const { DATABASE_URL: _shared, ...env } = process.env;
  // The demo a reader gets from ./shqcb start (production needs real SMS and WeChat accounts).
  return { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, SEED: 'demo', APP_MODE: 'demo' };
}

/**
 * @param {string} url
 * @returns {Promise<boolean>} true on HTTP 200 with a successful envelope
 */
async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!res.ok) return false;
    const body = /** @type {{ code?: unknown }} */ (await res.json());
    return body.code === 0 || body.code === 200;
  } catch {
    return false;
  }
}

/**
 * The id of the first item of GET /api/front/news/index: the detail page the bench measures.
 * @param {string} origin
 * @returns {Promise<number>}
 */
export async function firstNewsId(origin) {
  const res = await fetch(`${origin}/api/front/news/index`);
  const body = /** @type {{ code?: number, msg?: string, data?: { list?: Array<{ id?: unknown }> } }} */ (await res.json());
  const id = body.data?.list?.[0]?.id;
  if (typeof id !== 'number') {
    throw new Error(`GET /api/front/news/index gave no first item id (HTTP ${res.status}, code ${body.code}, msg ${JSON.stringify(body.msg)}). Pass --detail-id.`);
  }
  return id;
}
