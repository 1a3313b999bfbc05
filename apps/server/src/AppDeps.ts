import type { Clock } from './Clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/Db.ts';
import type { Logger } from './Logger.ts';
import type { Providers } from './providers/Providers.ts';

/** What every route module needs; built once by `createApp`. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  providers: Providers;
  config: Config;
  logger: Logger;
}
