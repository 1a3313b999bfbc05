import type { SharedAnswers } from './cache/sharedAnswers.ts';
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
  /**
   * The cache of answers that are the same for every reader (decision 0049); `createApp` makes one
   * per app. Without it those answers are read from the database at every request.
   */
  sharedAnswers?: SharedAnswers;
}
