import type { AppDeps } from '../AppDeps.ts';
import type { OpenDb } from '../db/openDb.ts';
import { runPointsExpiry, type ExpiryCounts } from '../modules/points/expirePoints.ts';
import type { PurgeSchedule } from './PurgeSchedule.ts';
import { startIntervalPurge } from './startIntervalPurge.ts';
import { startPgBossPurge } from './startPgBossPurge.ts';

/** The pg-boss queue of the points upkeep. */
export const POINTS_EXPIRY_QUEUE = 'points-expiry';
/** Hourly: the warning and the lapse happen within an hour of their moment (decision 34). */
export const POINTS_EXPIRY_CRON = '7 * * * *';

/**
 * Runs the points upkeep (modules/points/expirePoints.ts: the message 30 days before points lapse,
 * and the lapse after the year ends) hourly on the job runner of the retention purge (decision 12):
 * a timer on PGlite, pg-boss on PostgreSQL so that one instance runs each hour. Both steps are keyed
 * (a warning per reader and year, a ledger row `expire:<year>`), so an overlap could not repeat them.
 */
export async function startPointsExpiry({ database, deps }: { database: OpenDb; deps: AppDeps }): Promise<PurgeSchedule> {
  const run = async () => {
    await expireAndLog(deps);
  };
  if (database.kind === 'postgres' && deps.config.databaseUrl) {
    return startPgBossPurge({ databaseUrl: deps.config.databaseUrl, run, logger: deps.logger, queue: POINTS_EXPIRY_QUEUE, cron: POINTS_EXPIRY_CRON, pollingIntervalSeconds: 60, boss: { max: 2 } });
  }
  return startIntervalPurge({ run, intervalMs: 3_600_000, firstDelayMs: 60_000 });
}

/** One run with its log line when it did something; failures are logged and rethrown for pg-boss. */
export async function expireAndLog(deps: AppDeps): Promise<ExpiryCounts> {
  try {
    const counts = await runPointsExpiry(deps.db, deps.clock.now());
    if (counts.warned > 0 || counts.expired > 0) deps.logger.info('points expiry', { ...counts });
    return counts;
  } catch (error) {
    deps.logger.error('points expiry failed', { error: String(error) });
    throw error;
  }
}
