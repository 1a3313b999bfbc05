import type { Clock } from '../../Clock.ts';
import type { Logger } from '../../Logger.ts';
import { ApiError } from '../../http/ApiError.ts';
import { callWechatApi, isWechatError, type FetchLike, type WechatCall, type WechatReply } from './callWechatApi.ts';
import type { JsapiTicketSource } from './JsapiTicketSource.ts';
import { wechatRefusal } from './wechatRefusal.ts';

const API_BASE = 'https://api.weixin.qq.com';
const UNAVAILABLE = '微信分享配置暂不可用，请稍后重试';
/** What WeChat grants both the access token and the ticket for, and what to assume if it says nothing. */
const DEFAULT_LIFETIME_SECONDS = 7200;
/** errcodes of getticket that mean our access token died early (another process took a new one). */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

export interface RealJsapiTicketOptions {
  appId: string;
  appSecret: string;
  fetch: FetchLike;
  clock: Clock;
  logger: Logger;
  /** Renew this long before WeChat's expiry (default 300 s), so no signature uses a dying ticket. */
  marginSeconds?: number;
  /** Per WeChat call (default 5000 ms). */
  timeoutMs?: number;
}

interface Cached {
  value: string;
  /** Epoch ms after which it is renewed. */
  renewAt: number;
}

/**
 * The jsapi_ticket from WeChat: `cgi-bin/token` (client_credential) for the access token, then
 * `cgi-bin/ticket/getticket?type=jsapi`. Both are cached in memory for their lifetime (7200 s)
 * minus a margin, since WeChat caps how often they may be fetched. Concurrent requests during a
 * renewal share one fetch (single flight); a failure is not cached, so the next request retries.
 */
export class RealJsapiTicket implements JsapiTicketSource {
  readonly #appId: string;
  readonly #appSecret: string;
  readonly #clock: Clock;
  readonly #marginMs: number;
  readonly #call: WechatCall;
  #accessToken: Cached | undefined;
  #ticket: Cached | undefined;
  #renewal: Promise<string> | undefined;

  constructor(options: RealJsapiTicketOptions) {
    this.#appId = options.appId;
    this.#appSecret = options.appSecret;
    this.#clock = options.clock;
    this.#marginMs = (options.marginSeconds ?? 300) * 1000;
    this.#call = { fetch: options.fetch, logger: options.logger, timeoutMs: options.timeoutMs ?? 5000 };
  }

  ticket(): Promise<string> {
    if (this.#ticket && this.#clock.now().getTime() < this.#ticket.renewAt) return Promise.resolve(this.#ticket.value);
    this.#renewal ??= this.#renewTicket().finally(() => {
      this.#renewal = undefined;
    });
    return this.#renewal;
  }

  async #renewTicket(): Promise<string> {
    let reply = await this.#getTicket(await this.#getAccessToken());
    if (isWechatError(reply) && STALE_TOKEN.has(reply.errcode)) {
      this.#call.logger.warn('wechat access token went stale, fetching a new one', { errcode: reply.errcode });
      this.#accessToken = undefined;
      reply = await this.#getTicket(await this.#getAccessToken());
    }
    const ticket = this.#success('cgi-bin/ticket/getticket', reply, 'ticket');
    this.#ticket = this.#cache(ticket, reply.expires_in);
    return ticket;
  }

  async #getAccessToken(): Promise<string> {
    if (this.#accessToken && this.#clock.now().getTime() < this.#accessToken.renewAt) return this.#accessToken.value;
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: this.#appId, secret: this.#appSecret });
    const reply = await callWechatApi(this.#call, 'cgi-bin/token', `${API_BASE}/cgi-bin/token?${query}`);
    const token = this.#success('cgi-bin/token', reply, 'access_token');
    this.#accessToken = this.#cache(token, reply.expires_in);
    return token;
  }

  #getTicket(accessToken: string): Promise<WechatReply> {
    const query = new URLSearchParams({ access_token: accessToken, type: 'jsapi' });
    return callWechatApi(this.#call, 'cgi-bin/ticket/getticket', `${API_BASE}/cgi-bin/ticket/getticket?${query}`);
  }

  /** The named field of a success reply; an error reply or a missing field becomes a 503 and a log line. */
  #success(api: string, reply: WechatReply, field: string): string {
    const value = reply[field];
    if (!isWechatError(reply) && typeof value === 'string' && value !== '') return value;
    this.#call.logger.error('wechat js-sdk ticket failed', { api, errcode: reply.errcode, errmsg: reply.errmsg });
    // Only "busy" is worth telling apart; no code of the reader's is involved, so never a 400.
    const refusal = isWechatError(reply) ? wechatRefusal(reply.errcode, UNAVAILABLE) : undefined;
    throw refusal?.status === 503 ? refusal : new ApiError(503, UNAVAILABLE);
  }

  #cache(value: string, expiresIn: unknown): Cached {
    const seconds = typeof expiresIn === 'number' && expiresIn > 0 ? Math.min(expiresIn, DEFAULT_LIFETIME_SECONDS) : DEFAULT_LIFETIME_SECONDS;
    return { value, renewAt: this.#clock.now().getTime() + Math.max(0, seconds * 1000 - this.#marginMs) };
  }
}
