import { PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Logger } from '../Logger.ts';
import type { PurgeRun, PurgeSchedule } from './PurgeSchedule.ts';

/** The pg-boss queue (and schedule) of the purge. */
export const PURGE_QUEUE = 'retention-purge';
/** Hourly, a few minutes past the hour so it does not meet every other hourly job at :00. */
export const PURGE_CRON = '7 * * * *';

export interface PgBossPurgeOptions {
  databaseUrl: string;
  run: PurgeRun;
  /** Queue (and schedule) name (default {@link PURGE_QUEUE}); other periodic jobs reuse this runner with their own. */
  queue?: string;
  logger: Logger;
  /** Cron expression of the runs (default {@link PURGE_CRON}). pg-boss resolves minutes, not seconds. */
  cron?: string;
  /** How often each instance asks for a due job, in seconds (default 30). */
  pollingIntervalSeconds?: number;
  /** More pg-boss constructor options; tests pass a TestClock and short intervals. */
  boss?: Partial<ConstructorOptions>;
}

/**
 * Schedules the purge with pg-boss on PostgreSQL, so that however many server instances share the
 * database, each occurrence of the cron expression runs the purge once: pg-boss's cron pass files
 * one job per occurrence under a singleton key (a second instance's copy is dropped), and a job is
 * handed to one worker only (`FOR UPDATE SKIP LOCKED`). The queue policy `exclusive` also drops an
 * occurrence while the previous purge is still running, so two purges never overlap.
 *
 * pg-boss keeps its tables in its own schema, `pgboss`, created on first start (the database user
 * needs CREATE on the database, as for the migrations), and opens a small pool of its own
 * (node-postgres) next to the app's postgres.js pool.
 *
 * @example
 * const schedule = await startPgBossPurge({ databaseUrl, run: (signal) => purgeAndLog(deps, signal), logger });
 */
export async function startPgBossPurge(options: PgBossPurgeOptions): Promise<PurgeSchedule> {
  const { logger } = options;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    application_name: `shqcb-${options.queue ?? 'retention'}`,
    // How the instance shows in pg-boss's registry (getInstances()), beside its host and pid.
    instanceName: 'shqcb-server',
    // Its own cron pass, maintenance and worker polls need few connections; the app has its pool.
    max: 3,
    ...options.boss,
  });
  // Without a listener an 'error' event would throw; pg-boss recovers by itself and retries.
  boss.on('error', (error) => logger.error('pg-boss error', { error: String(error) }));
  boss.on('warning', (warning) => logger.warn(`pg-boss: ${warning.message}`, { ...warning.data }));
  await boss.start();
  // A failed purge is not retried: the next occurrence deletes the same rows.
  const queue = options.queue ?? PURGE_QUEUE;
  await boss.createQueue(queue, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 15 * 60 });
  // schedule() upserts, so every instance may call it; they all write the same row.
  await boss.schedule(queue, options.cron ?? PURGE_CRON, null, { missed: 'once' });

  const abort = new AbortController();
  await boss.work(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async ([job]) => {
    if (job) await options.run(AbortSignal.any([abort.signal, job.signal]));
  });
  return {
    kind: 'pg-boss',
    async stop() {
      // The running purge stops at its next batch, so the graceful stop does not wait long.
      abort.abort();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
