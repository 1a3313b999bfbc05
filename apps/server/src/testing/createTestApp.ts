import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/Db.ts';
import type { AppEnv } from '../http/AppEnv.ts';
import { silentLogger, type Logger } from '../Logger.ts';
import { createLocalProviders } from '../providers/createLocalProviders.ts';
import type { Providers } from '../providers/Providers.ts';
import type { LocalSmsSender } from '../providers/sms/LocalSmsSender.ts';
import { seedDemo } from '../seed/seedDemo.ts';
import { FakeClock } from './FakeClock.ts';
import { openTestDb } from './pgliteTemplates.ts';
import { testConfig } from './testConfig.ts';

export interface TestApp {
  app: Hono<AppEnv>;
  db: Db;
  clock: FakeClock;
  sms: LocalSmsSender;
  /** The adapters the app runs with (local ones unless the options replace some). */
  providers: Providers;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Seed the demo content (default true). */
  seed?: boolean;
  /** Use this database instead of a fresh in-memory PGlite (e.g. PostgreSQL). */
  db?: Db;
  logger?: Logger;
  /** Replaces some of the local adapters, e.g. the real WeChat ones with a fake fetch. */
  providers?: Partial<Providers>;
}

/**
 * A fresh app on a fresh in-memory PGlite (migrated, seeded) with a fake clock and the local SMS
 * outbox. Create one per test file in `beforeAll`; PGlite takes a few seconds to start.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const clock = new FakeClock();
  const seed = options.seed ?? true;
  // A fresh PGlite starts from the template of its kind, already seeded at the fake clock's start.
  const opened = options.db ? { db: options.db, close: async () => {} } : await openTestDb(seed ? 'seeded' : 'migrated');
  if (seed && options.db) await seedDemo(opened.db, clock);
  const local = createLocalProviders(opened.db, clock);
  const providers: Providers = { ...local, ...options.providers };
  const app = createApp({ db: opened.db, config, clock, providers, logger: options.logger ?? silentLogger });
  return { app, db: opened.db, clock, sms: local.sms, providers, config, close: opened.close };
}
