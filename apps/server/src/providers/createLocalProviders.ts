import type { Clock } from '../Clock.ts';
import type { Db } from '../db/Db.ts';
import { LOCAL_WECHAT_APP_ID } from '../config.ts';
import { LocalWechatPay } from './pay/LocalWechatPay.ts';
import type { Providers } from './Providers.ts';
import { MemoryFileStorage } from './storage/MemoryFileStorage.ts';
import { LocalSmsSender } from './sms/LocalSmsSender.ts';
import { LocalJsapiTicket } from './wechat/LocalJsapiTicket.ts';
import { LocalWechatOAuth } from './wechat/LocalWechatOAuth.ts';

/** The default adapters: nothing leaves the machine. */
export function createLocalProviders(db: Db, clock: Clock, appId = LOCAL_WECHAT_APP_ID): Providers & { sms: LocalSmsSender; wechatOAuth: LocalWechatOAuth; localPay: LocalWechatPay; storage: MemoryFileStorage } {
  const sms = new LocalSmsSender(db, clock);
  const wechatOAuth = new LocalWechatOAuth(db, clock);
  const localPay = new LocalWechatPay(db, clock, appId);
  return { sms, smsOutbox: sms, wechatOAuth, wechatSimulator: wechatOAuth, jsapiTicket: new LocalJsapiTicket(), wechatPay: localPay, localPay, storage: new MemoryFileStorage() };
}
