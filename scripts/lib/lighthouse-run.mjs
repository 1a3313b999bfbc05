// One Lighthouse run = one fresh Chromium (own user-data-dir, nothing cached or stored from a
// previous run) and Lighthouse's default config: mobile form factor, simulated throttling. Only
// the performance category is gathered, which also keeps a run short on a 2-core machine.
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuBlockingTime } from './trace-cpu.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Figures of one run. Times in ms, CLS unitless, score 0..1; null when Lighthouse had none. */
/**
 * @typedef {object} RunFigures
 * @property {number | null} lcp
 * @property {number | null} fcp
 * @property {number | null} tbt
 * @property {number | null} [tbtCpu] TBT counted from the tasks' CPU time instead of their wall time (trace-cpu.mjs)
 * @property {number | null} cls
 * @property {number | null} score
 * @property {string} finalUrl
 * @property {string[]} warnings
 * @property {string | null} error
 * @property {string | null} [lcpElement] the element Lighthouse took for the largest paint (its HTML, cut)
 */

/** @typedef {keyof Pick<RunFigures, 'lcp' | 'fcp' | 'tbt' | 'cls' | 'score'>} MetricKey */

/** The audits behind each figure. */
export const METRICS = /** @type {const} */ ({
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
});

/**
 * Chromium to drive: CHROMIUM_PATH, else Debian's.
 * @returns {string}
 */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * chrome-launcher is Lighthouse's own dependency, not one of ours: resolve it from Lighthouse's
 * folder so the bench uses exactly the launcher Lighthouse was released with.
 * @returns {Promise<any>} the chrome-launcher module
 */
async function loadChromeLauncher() {
  const fromRoot = createRequire(import.meta.url);
  const fromLighthouse = createRequire(fromRoot.resolve('lighthouse/package.json'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

/**
 * Reads the figures out of a Lighthouse result.
 * @param {any} lhr LH.Result
 * @returns {RunFigures}
 */
export function figuresOf(lhr) {
  /** @param {string} id */
  const numeric = (id) => {
    const v = lhr.audits?.[id]?.numericValue;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const score = lhr.categories?.performance?.score;
  /** @param {any} node */
  const findNode = (node) => {
    if (!node || typeof node !== 'object') return null;
    if (node.type === 'node' && typeof node.snippet === 'string') return node;
    for (const value of Object.values(node)) {
      const found = findNode(value);
      if (found) return found;
    }
    return null;
  };
  const lcpNode = findNode(lhr.audits?.['largest-contentful-paint-element']?.details);
  return {
    lcpElement: lcpNode ? String(lcpNode.snippet).slice(0, 160) : null,
    lcp: numeric(METRICS.lcp),
    fcp: numeric(METRICS.fcp),
    tbt: numeric(METRICS.tbt),
    cls: numeric(METRICS.cls),
    score: typeof score === 'number' ? score : null,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? '',
    warnings: Array.isArray(lhr.runWarnings) ? lhr.runWarnings.map(String) : [],
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * A Lighthouse runner; the modules load once. `abort` kills the Chromium of a run under way (it runs
 * in its own process group, so it would outlive an interrupted bench). `userAgent` replaces the
 * emulated phone's (WeChat's, say) for one run.
 * @returns {Promise<{ run: (url: string, options?: { userAgent?: string }) => Promise<RunFigures>, abort: () => void, versions: { lighthouse: string } }>}
 */
export async function createLighthouseRunner() {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), loadChromeLauncher()]);
  const chromePath = chromiumPath();
  /** @type {{ chrome: { kill(): void }, userDataDir: string } | undefined} */
  let current;

  /**
   * @param {string} url
   * @param {{ userAgent?: string }} [options]
   */
  const run = async (url, { userAgent } = {}) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'shqcb-bench-chrome-'));
    let chrome;
    try {
      chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: CHROME_FLAGS,
        userDataDir,
        logLevel: 'silent',
        // The bench handles Ctrl-C itself: it must also stop the app server it started.
        handleSIGINT: false,
      });
      current = { chrome, userDataDir };
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        ...(userAgent ? { emulatedUserAgent: userAgent } : {}),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      return { ...figuresOf(result.lhr), tbtCpu: cpuBlockingTime(result.artifacts?.Trace?.traceEvents) };
    } finally {
      chrome?.kill();
      current = undefined;
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  };

  const fromRoot = createRequire(import.meta.url);
  const { version } = fromRoot('lighthouse/package.json');
  const abort = () => {
    if (!current) return;
    current.chrome.kill();
    // Synchronous: an interrupted bench exits right after, before any pending `finally` runs.
    rmSync(current.userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  return { run, abort, versions: { lighthouse: version } };
}
