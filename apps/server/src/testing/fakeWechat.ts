import type { Logger } from '../Logger.ts';
import type { FetchLike } from '../providers/wechat/callWechatApi.ts';

/** One answer of the fake WeChat: a JSON body (status 200), or a function for anything else. */
export type FakeAnswer = Record<string, unknown> | ((url: URL, init?: RequestInit) => Promise<Response> | Response);

/**
 * A scripted stand-in for WeChat's servers: answers are queued per API path
 * (`/sns/oauth2/access_token`…) and every request is recorded. A request with nothing queued
 * fails the test, so no test can reach the network.
 */
export class FakeWechat {
  readonly calls: URL[] = [];
  readonly #queues = new Map<string, FakeAnswer[]>();

  /** Queues answers for a path, used in order. */
  answer(path: string, ...answers: FakeAnswer[]): this {
    this.#queues.set(path, [...(this.#queues.get(path) ?? []), ...answers]);
    return this;
  }

  callsTo(path: string): URL[] {
    return this.calls.filter((url) => url.pathname === path);
  }

  readonly fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    this.calls.push(url);
    const next = this.#queues.get(url.pathname)?.shift();
    if (next === undefined) throw new Error(`unexpected WeChat call ${url.pathname}`);
    if (typeof next === 'function') return next(url, init);
    return new Response(JSON.stringify(next), { status: 200, headers: { 'Content-Type': 'text/plain' } });
  };
}

/** A logger that keeps what it was told, for asserting on operational logs. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const record = (level: string) => (message: string, details?: Record<string, unknown>) => {
    lines.push(`${level} ${message} ${details ? JSON.stringify(details) : ''}`);
  };
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}
