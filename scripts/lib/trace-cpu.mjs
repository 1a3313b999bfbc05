// Total blocking time counted from the CPU time of the page's main-thread tasks in a Lighthouse
// trace, beside Lighthouse's own TBT, which counts their wall time. On this two-core machine a task
// often waits for a core (Chromium's other processes, Lighthouse, the app server): its wall time is
// then several times its CPU time, and Lighthouse's TBT measures the machine as much as the page.

/** Lighthouse's mobile CPU slowdown: it multiplies each observed task by this. */
export const CPU_SLOWDOWN = 4;
/** A task blocks for what it takes beyond this, in ms. */
export const BLOCKING_AFTER_MS = 50;

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }} TraceEvent
 */

/**
 * The renderer main thread of the page: the `CrRendererMain` with the most events (a page's
 * out-of-process frames and Lighthouse's own about:blank have their own, with few).
 * @param {readonly TraceEvent[]} events
 * @returns {string | null} "pid:tid"
 */
export function mainThreadOf(events) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') counts.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    const n = counts.get(key);
    if (n !== undefined) counts.set(key, n + 1);
  }
  let best = null;
  let most = -1;
  for (const [key, n] of counts) if (n > most) [best, most] = [key, n];
  return best;
}

/**
 * Blocking time after the first contentful paint, each top-level task counted by its thread CPU
 * time (`tdur`) times {@link CPU_SLOWDOWN}, less {@link BLOCKING_AFTER_MS}: what Lighthouse's TBT
 * would be if no task ever waited for a core. Null without a main thread, a first paint or CPU times.
 * @param {readonly TraceEvent[] | undefined} events
 * @returns {number | null} ms
 */
export function cpuBlockingTime(events) {
  if (!events) return null;
  const main = mainThreadOf(events);
  if (main === null) return null;
  const own = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const fcp = own.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const tasks = own.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts);
  if (tasks.some((e) => typeof e.tdur !== 'number')) return null;
  return tasks.reduce((sum, e) => sum + Math.max(0, CPU_SLOWDOWN * (/** @type {number} */ (e.tdur) / 1000) - BLOCKING_AFTER_MS), 0);
}
