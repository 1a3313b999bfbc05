/**
 * Process entry: reads the environment, opens and migrates the database, seeds the demo content
 * into an empty one, starts the hourly retention purge, and serves the app until SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import { API_PREFIX } from '@shqcb/api/contract';
import { createApp } from './app.ts';
import { systemClock } from './Clock.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDb } from './db/openDb.ts';
import { startOrderSweep } from './jobs/startOrderSweep.ts';
import { startPointsExpiry } from './jobs/startPointsExpiry.ts';
import { startRetentionPurge } from './jobs/startRetentionPurge.ts';
import { consoleLogger as logger } from './Logger.ts';
import { createProviders } from './providers/createProviders.ts';
import { seedDemo } from './seed/seedDemo.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
logger.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.dataDir}`}`);
if (config.seed === 'demo') {
  const result = await seedDemo(database.db, systemClock);
  if (result.seeded) logger.info(`seeded demo content: ${result.news} news items, ${result.audio} podcast episodes`);
}

const { wechat } = config;
if (wechat.mode === 'real') logger.info(`WeChat: real, AppID ${wechat.appId}, site ${config.publicOrigins.join(', ')}`);
else logger.info(`WeChat: local${wechat.simulator ? ', authorisation simulator at /dev/wechat/authorize' : ' without the simulator (WeChat login off)'}`);
logger.info(`SMS: ${config.sms.provider.kind === 'local' ? 'local outbox at /dev/sms-outbox (this machine only)' : config.sms.provider.kind}`);
logger.info(`WeChat Pay: ${config.pay.mode === 'real' ? `real, merchant ${config.pay.mchid}` : 'local cashier at /dev/pay/cashier (this machine only)'}`);

// Expired codes, sessions and old statistics are deleted hourly: by a timer here on PGlite, through
// pg-boss on PostgreSQL so that several instances purge once between them (docs/decisions/0012).
const retention = await startRetentionPurge({ database, config, clock: systemClock, logger });
logger.info(`retention purge: hourly, ${retention.kind === 'pg-boss' ? 'one instance per run (pg-boss)' : 'in this process'}`);

const providers = createProviders({ db: database.db, clock: systemClock, config, logger });
// Unpaid orders close after 30 minutes, reviewed refunds go to WeChat Pay: every minute, once across instances.
const sweep = await startOrderSweep({ database, deps: { db: database.db, clock: systemClock, providers, config, logger } });
// Points lapse at the end of the year after they were earned, with a message 30 days before: hourly, once across instances.
const pointsExpiry = await startPointsExpiry({ database, deps: { db: database.db, clock: systemClock, providers, config, logger } });

const app = createApp({ db: database.db, config, clock: systemClock, logger, providers });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const base = `http://localhost:${info.port}`;
  console.info(`上海汽车报 reader: ${base}/shqcb/${config.staticDir ? '' : ' (no reader build found; API only)'}`);
  console.info(`API: ${base}${API_PREFIX}  mode: ${config.mode}`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, shutting down`);
  // Stop accepting connections, let running requests finish, stop the purge, then close the database.
  const forced = setTimeout(() => {
    logger.warn('shutdown grace period over, exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // A running purge stops at its next batch; the next run, here or elsewhere, does the rest.
  await retention.stop();
  await sweep.stop();
  await pointsExpiry.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
