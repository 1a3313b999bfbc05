import type { Clock } from '../Clock.ts';
import type { Config } from '../config.ts';
import type { OpenDb } from '../db/openDb.ts';
import type { Logger } from '../Logger.ts';
import { purgeExpired, retentionPolicy, totalPurged, type PurgeOptions } from './purgeExpired.ts';
import type { PurgeSchedule } from './PurgeSchedule.ts';
import { startIntervalPurge } from './startIntervalPurge.ts';
import { startPgBossPurge } from './startPgBossPurge.ts';

export interface RetentionDeps {
  database: OpenDb;
  config: Config;
  clock: Clock;
  logger: Logger;
}

/**
 * Starts the scheduled purge of expired rows (see ADR 0012): an hourly timer in this process on
 * PGlite, pg-boss on PostgreSQL so that several instances sharing the database purge once per hour
 * between them. Stop it on shutdown, before closing the database.
 *
 * @example
 * const retention = await startRetentionPurge({ database, config, clock: systemClock, logger });
 * await retention.stop();
 */
export async function startRetentionPurge(deps: RetentionDeps): Promise<PurgeSchedule> {
  const run = (signal: AbortSignal) => purgeAndLog(deps, { signal });
  if (deps.database.kind === 'postgres' && deps.config.databaseUrl) {
    return startPgBossPurge({ databaseUrl: deps.config.databaseUrl, run, logger: deps.logger });
  }
  return startIntervalPurge({ run });
}

/**
 * One purge with its log: a line for a run that deleted something (quiet runs stay quiet), and an
 * error line, rethrown so that pg-boss records the job as failed.
 */
export async function purgeAndLog(deps: Omit<RetentionDeps, 'database'> & { database: Pick<OpenDb, 'db'> }, options: PurgeOptions = {}): Promise<void> {
  const started = performance.now();
  try {
    const counts = await purgeExpired(deps.database.db, deps.clock, retentionPolicy(deps.config), options);
    const total = totalPurged(counts);
    if (total === 0) return;
    const deleted = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
    deps.logger.info(`retention purge deleted ${total} rows`, { ...deleted, ms: Math.round(performance.now() - started) });
  } catch (error) {
    deps.logger.error('retention purge failed', { error: String(error) });
    throw error;
  }
}
