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
 * `window.__native.calls`.
 */
export async function installFakeNative(page: Page, options: FakeNativeOptions) {
  const config = {
    os: options.os,
    token: options.token ?? '',
    appVersion: options.appVersion === undefined ? 227 : options.appVersion,
    calls: options.calls ?? ALL_CALLS.filter((c) => options.appVersion !== null || c !== 'getBridgeInfo'),
    delayMs: options.delayMs ?? 30,
  };
  await page.addInitScript((cfg: typeof config) => {
    const calls: Array<{ name: string; v: number; id: string; args: Record<string, unknown> }> = [];
    const w = window as unknown as Record<string, unknown> & { __native: { calls: typeof calls } };
    w.__native = { calls };
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
      setTimeout(() => {
        (w.ShqcbBridge as { callback: (id: string, reply: unknown) => void } | undefined)?.callback(message.id, { ok: true, ...(data !== undefined && { data }) });
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
