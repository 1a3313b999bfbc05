/** Where the reader runs (SPEC §4, §6). */
export type Host = 'wechat' | 'miniprogram' | 'app' | 'browser';
export type Os = 'ios' | 'android';

export interface Runtime {
  host: Host;
  os: Os;
  /** WeChat's built-in browser, including a mini-program web view. */
  inWeChat: boolean;
  /** The publisher's Android or iOS app web view. */
  inApp: boolean;
}

interface WindowLike {
  navigator?: { userAgent?: string };
  __wxjs_environment?: string;
  android?: unknown;
  webkit?: { messageHandlers?: Record<string, unknown> };
}

/**
 * Detects the host from the user agent and the native bridge objects. Android is the default OS
 * (SPEC §9). The app web view is recognised by its bridge objects: the Android interface object
 * `window.android` or an iOS message handler `getToken`.
 */
export function detectRuntime(win: WindowLike | undefined = globalThis as WindowLike): Runtime {
  const ua = win?.navigator?.userAgent ?? '';
  const os: Os = /iPhone|iPad|iPod|iOS/i.test(ua) ? 'ios' : 'android';
  const inWeChat = /MicroMessenger/i.test(ua);
  const miniProgram = inWeChat && (/miniProgram/i.test(ua) || win?.__wxjs_environment === 'miniprogram');
  const inApp = !inWeChat && (Boolean(win?.android) || Boolean(win?.webkit?.messageHandlers?.['getToken']));
  const host: Host = miniProgram ? 'miniprogram' : inWeChat ? 'wechat' : inApp ? 'app' : 'browser';
  return { host, os, inWeChat, inApp };
}

let cached: Runtime | undefined;

/** The runtime of this page, detected once. */
export function runtime(): Runtime {
  cached ??= detectRuntime();
  return cached;
}

/**
 * Says where the page will run when that is not where the code runs: the server that renders a
 * page sets the runtime of the request's user agent before it renders (and `undefined` after), so
 * what the page shows for WeChat (no back bar, say) is what WeChat will hydrate. Tests use it too.
 *
 * @example
 * assumeRuntime(detectRuntime({ navigator: { userAgent: request.headers.get('user-agent') ?? '' } }));
 */
export function assumeRuntime(assumed: Runtime | undefined): void {
  cached = assumed;
}
