import type { Clock } from '../Clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/Db.ts';
import type { Logger } from '../Logger.ts';
import { createLocalProviders } from './createLocalProviders.ts';
import { RealWechatPay } from './pay/RealWechatPay.ts';
import type { Providers } from './Providers.ts';
import { LocalFileStorage } from './storage/LocalFileStorage.ts';
import { AliyunSmsSender } from './sms/AliyunSmsSender.ts';
import type { SmsSender } from './sms/SmsSender.ts';
import { TencentSmsSender } from './sms/TencentSmsSender.ts';
import type { FetchLike } from './wechat/callWechatApi.ts';
import { RealJsapiTicket } from './wechat/RealJsapiTicket.ts';
import { RealWechatOAuth } from './wechat/RealWechatOAuth.ts';

export interface CreateProvidersOptions {
  db: Db;
  clock: Clock;
  config: Config;
  logger: Logger;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
}

/**
 * The adapters the configuration asks for, each chosen on its own: the SMS gateway by
 * `SMS_PROVIDER` (aliyun, tencent, or the local outbox of demo and test modes), WeChat's servers
 * with `WECHAT_MODE=real`. The outbox and the simulator exist only with their local adapters, so
 * with a real gateway no code is kept in plain text and /dev/sms-outbox is not mounted.
 */
export function createProviders(options: CreateProvidersOptions): Providers {
  const { db, clock, config, logger } = options;
  const local = createLocalProviders(db, clock, config.wechat.appId);
  const realSms = createRealSmsSender(config);
  const sms: Pick<Providers, 'sms' | 'smsOutbox'> = realSms ? { sms: realSms } : { sms: local.sms, smsOutbox: local.smsOutbox };
  const fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  // WeChat Pay is chosen on its own: the local cashier exists only with WECHAT_PAY_MODE=local.
  const pay: Pick<Providers, 'wechatPay' | 'localPay'> =
    config.pay.mode === 'real' ? { wechatPay: new RealWechatPay({ config: config.pay, fetch, clock, logger }) } : { wechatPay: local.localPay, localPay: local.localPay };
  const storage = config.filesDir ? new LocalFileStorage(config.filesDir) : local.storage;
  if (config.wechat.mode !== 'real') {
    return { ...sms, ...pay, storage, wechatOAuth: local.wechatOAuth, wechatSimulator: local.wechatSimulator, jsapiTicket: local.jsapiTicket };
  }
  const { appId, appSecret } = config.wechat;
  return {
    ...sms,
    ...pay,
    storage,
    wechatOAuth: new RealWechatOAuth({ appId, appSecret, fetch, logger }),
    jsapiTicket: new RealJsapiTicket({ appId, appSecret, fetch, clock, logger }),
  };
}

/** The real SMS gateway `SMS_PROVIDER` names, or `null` for the local outbox. */
export function createRealSmsSender(config: Config): SmsSender | null {
  const provider = config.sms.provider;
  switch (provider.kind) {
    case 'aliyun':
      return new AliyunSmsSender({ config: provider });
    case 'tencent':
      return new TencentSmsSender({ config: provider });
    default:
      return null;
  }
}
