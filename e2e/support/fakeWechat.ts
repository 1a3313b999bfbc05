import type { Page } from '@playwright/test';

/** One call the page made into WeChat's JS bridge, as the fake recorded it. */
export interface WxBridgeCall {
  name: string;
  args: Record<string, unknown>;
  /** ms since the page's time origin. */
  at: number;
}

export interface FakeWeChatOptions {
  /** Answers of successive wx.config verifications ('config:ok', 'config:invalid signature', …). */
  configResults?: string[];
  /** How long the verification takes, so share calls made meanwhile are queued by the page. */
  verifyDelayMs?: number;
}

/**
 * Fakes the WeChat client under the page: `window.WeixinJSBridge` (what the real jweixin-module
 * talks to), answering like WeChat and recording every call in `window.__wx.calls`. The bundled SDK
 * runs for real on top of it; getNetworkType fails so the SDK sends no usage report.
 */
export async function installFakeWeChat(page: Page, options: FakeWeChatOptions = {}) {
  await page.addInitScript((config: Required<FakeWeChatOptions>) => {
    const calls: Array<{ name: string; args: Record<string, unknown>; at: number }> = [];
    const results = [...config.configResults];
    const w = window as unknown as { __wx: { calls: typeof calls; verifiedAt: number[] }; WeixinJSBridge: unknown };
    w.__wx = { calls, verifiedAt: [] };
    const answer = (name: string): Record<string, unknown> => {
      if (name === 'preVerifyJSAPI') return { err_msg: results.shift() ?? 'config:ok' };
      if (name === 'getNetworkType') return { err_msg: 'getNetworkType:fail' };
      if (name === 'chooseImage') return { err_msg: 'chooseImage:ok', localIds: JSON.stringify(['wxLocalResource://e2e-1']) };
      return { err_msg: `${name}:ok` };
    };
    w.WeixinJSBridge = {
      invoke(name: string, args: Record<string, unknown>, callback?: (res: Record<string, unknown>) => void) {
        calls.push({ name, args: JSON.parse(JSON.stringify(args ?? {})), at: performance.now() });
        const delay = name === 'preVerifyJSAPI' ? config.verifyDelayMs : 10;
        setTimeout(() => {
          if (name === 'preVerifyJSAPI') w.__wx.verifiedAt.push(performance.now());
          callback?.(answer(name));
        }, delay);
      },
      on(name: string) {
        calls.push({ name: `on:${name}`, args: {}, at: performance.now() });
      },
      call(name: string) {
        calls.push({ name: `call:${name}`, args: {}, at: performance.now() });
      },
    };
  }, { configResults: options.configResults ?? ['config:ok'], verifyDelayMs: options.verifyDelayMs ?? 50 });
}

export async function wxCalls(page: Page): Promise<WxBridgeCall[]> {
  return page.evaluate(() => (window as unknown as { __wx: { calls: WxBridgeCall[] } }).__wx.calls);
}

export async function wxVerifiedAt(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __wx: { verifiedAt: number[] } }).__wx.verifiedAt);
}
