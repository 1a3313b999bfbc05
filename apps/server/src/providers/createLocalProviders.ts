import type { Clock } from '../Clock.ts';
import type { Db } from '../db/Db.ts';
import type { Providers } from './Providers.ts';
import { LocalSmsSender } from './sms/LocalSmsSender.ts';
import { LocalJsapiTicket } from './wechat/LocalJsapiTicket.ts';
import { LocalWechatOAuth } from './wechat/LocalWechatOAuth.ts';

/** The default adapters: nothing leaves the machine. */
export function createLocalProviders(db: Db, clock: Clock): Providers & { sms: LocalSmsSender; wechatOAuth: LocalWechatOAuth } {
  const sms = new LocalSmsSender(db, clock);
  const wechatOAuth = new LocalWechatOAuth(db, clock);
  return { sms, smsOutbox: sms, wechatOAuth, wechatSimulator: wechatOAuth, jsapiTicket: new LocalJsapiTicket() };
}
