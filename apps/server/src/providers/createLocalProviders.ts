import type { Clock } from '../Clock.ts';
import type { Db } from '../db/Db.ts';
import type { Providers } from './Providers.ts';
import { LocalSmsSender } from './sms/LocalSmsSender.ts';

/** The default adapters: nothing leaves the machine. */
export function createLocalProviders(db: Db, clock: Clock): Providers & { sms: LocalSmsSender } {
  const sms = new LocalSmsSender(db, clock);
  return { sms, smsOutbox: sms };
}
