import type { Clock } from '../Clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/Db.ts';
import type { Logger } from '../Logger.ts';
import { createLocalProviders } from './createLocalProviders.ts';
import type { Providers } from './Providers.ts';
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
 * The adapters the configuration asks for: local ones by default; WeChat's servers with
 * `WECHAT_MODE=real`. (SMS has only the local outbox so far.)
 */
export function createProviders(options: CreateProvidersOptions): Providers {
  const { db, clock, config, logger } = options;
  const local = createLocalProviders(db, clock);
  if (config.wechat.mode !== 'real') return local;
  const fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const { appId, appSecret } = config.wechat;
  return {
    sms: local.sms,
    smsOutbox: local.smsOutbox,
    wechatOAuth: new RealWechatOAuth({ appId, appSecret, fetch, logger }),
    jsapiTicket: new RealJsapiTicket({ appId, appSecret, fetch, clock, logger }),
  };
}
