import type { LocalWechatPay } from './pay/LocalWechatPay.ts';
import type { WechatPay } from './pay/WechatPay.ts';
import type { FileStorage } from './storage/FileStorage.ts';
import type { SmsOutbox, SmsSender } from './sms/SmsSender.ts';
import type { JsapiTicketSource } from './wechat/JsapiTicketSource.ts';
import type { WechatSimulator } from './wechat/LocalWechatOAuth.ts';
import type { WechatOAuth } from './wechat/WechatOAuth.ts';

/** Adapters to the outside world, each swappable by configuration. */
export interface Providers {
  sms: SmsSender;
  /** Present only with the local SMS sender; backs the development outbox route. */
  smsOutbox?: SmsOutbox;
  /** WeChat web authorisation (wxLogin). */
  wechatOAuth: WechatOAuth;
  /** The JS-SDK ticket shareConfig signs with. */
  jsapiTicket: JsapiTicketSource;
  /** Present only with the local WeChat adapter; backs the simulator page. */
  wechatSimulator?: WechatSimulator;
  /** WeChat Pay API v3: the real one, or the local cashier of demo and test modes. */
  wechatPay: WechatPay;
  /** Present only with the local WeChat Pay; backs the cashier page. */
  localPay?: LocalWechatPay;
  /** Uploaded files: the data folder, or memory. */
  storage: FileStorage;
}
