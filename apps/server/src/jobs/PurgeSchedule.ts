/** A running retention schedule (in-process interval or pg-boss), as main.ts holds it. */
export interface PurgeSchedule {
  /** Which runner it is, for the start-up log line. */
  readonly kind: 'interval' | 'pg-boss';
  /** Stops scheduling and waits for a running purge, which gives up at its next batch. */
  stop(): Promise<void>;
}

/** One purge run; the signal is aborted when the schedule stops. */
export type PurgeRun = (signal: AbortSignal) => Promise<void>;
