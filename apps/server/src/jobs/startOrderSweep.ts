import type { AppDeps } from '../AppDeps.ts';
import type { OpenDb } from '../db/openDb.ts';
import { sweepOrders, type SweepCounts } from '../modules/subscription/sweepOrders.ts';
import type { PurgeSchedule } from './PurgeSchedule.ts';
import { startIntervalPurge } from './startIntervalPurge.ts';
import { startPgBossPurge } from './startPgBossPurge.ts';

/** The pg-boss queue of the order sweep. */
export const ORDER_SWEEP_QUEUE = 'order-sweep';
/** Every minute: an unpaid order closes at most a minute after its 30 minutes. */
export const ORDER_SWEEP_CRON = '* * * * *';

/**
 * Runs the order upkeep (modules/subscription/sweepOrders.ts: close unpaid orders after 30
 * minutes, send reviewed refunds, ask about refunds without a notification) every minute, on the
 * job runner of the retention purge (decision 0012): a timer in this process on PGlite, pg-boss on
 * PostgreSQL so that however many instances share the database, each minute's sweep runs once.
 * Every step is a conditional update anyway, so an overlap could not do harm, only waste.
 *
 * @example
 * const sweep = await startOrderSweep({ database, deps });
 * await sweep.stop();
 */
export async function startOrderSweep({ database, deps }: { database: OpenDb; deps: AppDeps }): Promise<PurgeSchedule> {
  const run = async (signal: AbortSignal) => {
    await sweepAndLog(deps, signal);
  };
  if (database.kind === 'postgres' && deps.config.databaseUrl) {
    return startPgBossPurge({ databaseUrl: deps.config.databaseUrl, run, logger: deps.logger, queue: ORDER_SWEEP_QUEUE, cron: ORDER_SWEEP_CRON, pollingIntervalSeconds: 10, boss: { max: 2 } });
  }
  return startIntervalPurge({ run, intervalMs: 60_000, firstDelayMs: 15_000 });
}

/** One sweep with its log line when it did something; failures are logged and rethrown for pg-boss. */
export async function sweepAndLog(deps: AppDeps, signal?: AbortSignal): Promise<SweepCounts> {
  try {
    const counts = await sweepOrders(deps, signal);
    if (Object.values(counts).some((n) => n > 0)) deps.logger.info('order sweep', { ...counts });
    return counts;
  } catch (error) {
    deps.logger.error('order sweep failed', { error: String(error) });
    throw error;
  }
}
