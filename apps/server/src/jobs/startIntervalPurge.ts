import type { PurgeRun, PurgeSchedule } from './PurgeSchedule.ts';

export interface IntervalPurgeOptions {
  run: PurgeRun;
  /** Time between runs (default an hour). */
  intervalMs?: number;
  /** Time before the first run (default a minute), so start-up and seeding finish first. */
  firstDelayMs?: number;
}

const HOUR_MS = 3_600_000;

/**
 * Runs the purge on a timer in this process: enough for PGlite, which only one process can open.
 * Timers are unref'd so they never keep the process alive; a run still going when the next is due
 * is not doubled; a failed run is left to `run` to report and the next one tries again.
 *
 * @example
 * const schedule = startIntervalPurge({ run: (signal) => purgeAndLog(deps, signal) });
 * await schedule.stop();
 */
export function startIntervalPurge(options: IntervalPurgeOptions): PurgeSchedule {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || abort.signal.aborted) return;
    running = options
      .run(abort.signal)
      // `run` reports its own failures (purgeAndLog logs them); the timer just tries again later.
      .catch(() => {})
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, options.intervalMs ?? HOUR_MS);
    interval.unref();
  }, options.firstDelayMs ?? 60_000);
  first.unref();
  return {
    kind: 'interval',
    async stop() {
      abort.abort();
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
