import type { Page } from '@playwright/test';

export interface FakeNativeOptions {
  os: 'android' | 'ios';
  /** What getToken answers ('' = not logged in in the app). */
  token?: string;
  /** App build number the handshake reports; null = an app without getBridgeInfo (protocol 0). */
  appVersion?: number | null;
  /** Calls the app implements (default: all of protocol 1). */
  calls?: string[];
  /** Reply delay. */
  delayMs?: number;
  /**
   * The publisher's origins, the only pages getToken answers (docs/bridge.md §5.1); default: the
   * suite's server, http://127.0.0.1:<port>.
   */
  tokenOrigins?: string[];
}

export interface NativeCall {
  name: string;
  v: number;
  id: string;
  args: Record<string, unknown>;
}

const ALL_CALLS = [
  'getBridgeInfo',
  'getToken',
  'lookMyRcommend',
  'goBack',
  'quitWebView',
  'shareByApp',
  'setNavHidden',
  'openNewWebView',
  'setTabbarHidden',
  'saveImage',
  'updateApp',
  'setMediaSession',
];

/**
 * Fakes the publisher's app under the page as docs/bridge.md describes it: the Android interface
 * object `window.android.<call>(json)` or the iOS handlers `window.webkit.messageHandlers.<call>`,
 * answering through `window.ShqcbBridge.callback(id, reply)` and recording every message in
 * `window.__native.calls`. Like the apps, it is in every page the web view loads, and answers
 * getToken only to the main frame of a page on one of `tokenOrigins`.
 */
export async function installFakeNative(page: Page, options: FakeNativeOptions) {
  const config = {
    os: options.os,
    token: options.token ?? '',
    appVersion: options.appVersion === undefined ? 227 : options.appVersion,
    calls: options.calls ?? ALL_CALLS.filter((c) => options.appVersion !== null || c !== 'getBridgeInfo'),
    delayMs: options.delayMs ?? 30,
    tokenOrigins: options.tokenOrigins ?? [`http://127.0.0.1:${process.env.SHQCB_E2E_PORT}`],
  };
  await page.addInitScript((cfg: typeof config) => {
    const calls: Array<{ name: string; v: number; id: string; args: Record<string, unknown> }> = [];
    const w = window as unknown as Record<string, unknown> & { __native: { calls: typeof calls } };
    w.__native = { calls };
    // What the app knows of the page, not what the page says: the main frame's origin now. A frame
    // or another site asking gets the refusal of docs/bridge.md §5.1 instead of the token.
    const mayHaveToken = () => window === window.top && cfg.tokenOrigins.includes(window.location.origin);
    const DENIED = { ok: false, error: { code: 'denied', message: '此页面不能获取登录信息' } };
    const answers: Record<string, () => unknown> = {
      getToken: () => cfg.token,
      getBridgeInfo: () => ({ version: 1, calls: cfg.calls, ...(cfg.appVersion !== null && { appVersion: cfg.appVersion }) }),
      shareByApp: () => true,
      saveImage: () => true,
    };
    const receive = (name: string, message: { v: number; id: string; args: Record<string, unknown> }) => {
      calls.push({ name, v: message.v, id: message.id, args: message.args });
      const answer = answers[name];
      const data = answer ? answer() : undefined;
      const reply = name === 'getToken' && !mayHaveToken() ? DENIED : { ok: true, ...(data !== undefined && { data }) };
      setTimeout(() => {
        (w.ShqcbBridge as { callback: (id: string, reply: unknown) => void } | undefined)?.callback(message.id, reply);
      }, cfg.delayMs);
    };
    if (cfg.os === 'android') {
      const android: Record<string, (json: string) => void> = {};
      for (const name of cfg.calls) android[name] = (json: string) => receive(name, JSON.parse(json));
      w.android = android;
    } else {
      const messageHandlers: Record<string, { postMessage: (m: unknown) => void }> = {};
      for (const name of cfg.calls) messageHandlers[name] = { postMessage: (m: unknown) => receive(name, m as never) };
      w.webkit = { messageHandlers };
    }
  }, config);
}

export async function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(() => (window as unknown as { __native: { calls: NativeCall[] } }).__native.calls);
}
