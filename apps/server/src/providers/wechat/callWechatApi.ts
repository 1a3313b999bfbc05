import type { Logger } from '../../Logger.ts';
import { ApiError } from '../../http/ApiError.ts';
import { WECHAT_UNREACHABLE } from './wechatRefusal.ts';

/** `fetch` as the WeChat adapters use it; tests pass a fake that answers from a script. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** A parsed WeChat reply: success fields, or `errcode` (non-zero) and `errmsg`. */
export type WechatReply = Record<string, unknown> & { errcode?: number; errmsg?: string };

export interface WechatCall {
  fetch: FetchLike;
  logger: Logger;
  timeoutMs: number;
}

/**
 * GETs a WeChat API URL and returns its JSON object. WeChat answers errors as HTTP 200 with an
 * `errcode`, often labelled text/plain, so the body is parsed whatever its type and `errcode` is
 * left to the caller. Network failures, time-outs, other statuses and non-JSON bodies become a
 * 503 refusal and a log line naming the API (`name`), never the URL, which carries the secret.
 *
 * @throws {ApiError} 503 {@link WECHAT_UNREACHABLE}.
 */
export async function callWechatApi(call: WechatCall, name: string, url: string): Promise<WechatReply> {
  let text: string;
  try {
    const response = await call.fetch(url, { signal: AbortSignal.timeout(call.timeoutMs), headers: { Accept: 'application/json' } });
    if (!response.ok) {
      call.logger.error('wechat api failed', { api: name, status: response.status });
      throw new ApiError(503, WECHAT_UNREACHABLE);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    call.logger.error('wechat api unreachable', { api: name, error: error instanceof Error ? error.message : String(error) });
    throw new ApiError(503, WECHAT_UNREACHABLE);
  }
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    reply = undefined;
  }
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) {
    call.logger.error('wechat api answered no JSON object', { api: name, body: text.slice(0, 200) });
    throw new ApiError(503, WECHAT_UNREACHABLE);
  }
  return reply as WechatReply;
}

/** True for an error reply (`errcode` present and not 0). */
export function isWechatError(reply: WechatReply): reply is WechatReply & { errcode: number } {
  return typeof reply.errcode === 'number' && reply.errcode !== 0;
}
