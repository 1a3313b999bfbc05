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

/** The picture the fake's getLocalImgData answers (a real JPEG, so the server's checks accept it). */
const E2E_PICTURE =
  '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCABAAGADASIAAhEBAxEB/8QAGQABAAMBAQAAAAAAAAAAAAAAAAMEBgUH/8QAKBAAAQQABAUFAQEAAAAAAAAAAAECAwQGEUFRBRMhYXEiMoHR4TFS/8QAGAEBAAMBAAAAAAAAAAAAAAAAAAQFBgf/xAAiEQABBAEDBQEAAAAAAAAAAAABAAIDBBEFITETQVFxkaH/2gAMAwEAAhEDEQA/AOWADarOoAAiAmrVJ7kvKrxOkd2087HahwjYc1Fmsxxrs1qu+ituatSpHFiQNPjk/BkqRDVmm3jblZ8GgmwjYa3OGzHIuzmq37OLZqT05eVYidG7vr43FPVaV04ryBx8cH4cFJqs0O8jcKEAFko6AAIgACITVK0ly1HXiT1PXLx3ITQYRhR1ueZU6xsRqfK/hW6rcNKlJYHLRt7Ow/SpFWHrTNjPdaKjRh4fWSGFuSJ7nauXdSwAcHllfM8ySHJPJW6a1rGhrRgBCveow8QrLDM3NF9rtWruhYAilfC8SRnBHBRzWvaWuGQV53brSU7UleVPUxcvPchNBi6FG24JkTrIxWr8L+mfO8aVcN2lHYPLhv7Gx/QsLah6Mzox2QAFko6AAIhoMIzI23PCq9ZGI5Phf0z5NUsyU7UdiJfUxc/PYrdVpm7Skrjlw29jcfoUirN0ZmyHsvRAV6N6HiFZJoXf33N1auylg4PLE+F5jkGCOQt01zXtDmnIKAFe9eh4fWWaZ2X+W6uXZBFE+Z4jjGSeAjnNY0uccALO4umR1uCFF6xsVy/K/hnya3ZkuWpLEq+p65+OxCd40qmaVKOueWjf2dz+lYW1N1pnSDugALJR0AARAAEU1a3PTl5teV0bu2vnc7UOLrDW5TVo5F3a5W/ZnwVtzSqV05sRhx88H6MFSIbU0O0bsLQTYusOblDWjjXdzld9HFs257kvNsSukd308bEIFPSqVI5rxhp88n6clJrU020jsoACyUdAAEX/2Q==';

/**
 * Fakes the WeChat client under the page: `window.WeixinJSBridge` (what the real jweixin-module
 * talks to), answering like WeChat and recording every call in `window.__wx.calls`. The bundled SDK
 * runs for real on top of it; getNetworkType fails so the SDK sends no usage report.
 */
export async function installFakeWeChat(page: Page, options: FakeWeChatOptions = {}) {
  await page.addInitScript((config: Required<FakeWeChatOptions> & { picture: string }) => {
    const E2E_PICTURE_BASE64 = config.picture;
    const calls: Array<{ name: string; args: Record<string, unknown>; at: number }> = [];
    const results = [...config.configResults];
    const w = window as unknown as { __wx: { calls: typeof calls; verifiedAt: number[] }; WeixinJSBridge: unknown };
    w.__wx = { calls, verifiedAt: [] };
    const answer = (name: string): Record<string, unknown> => {
      if (name === 'preVerifyJSAPI') return { err_msg: results.shift() ?? 'config:ok' };
      if (name === 'getNetworkType') return { err_msg: 'getNetworkType:fail' };
      if (name === 'chooseImage') return { err_msg: 'chooseImage:ok', localIds: JSON.stringify(['wxLocalResource://e2e-1']) };
      // Android answers the picture as bare base64: a 96×64 JPEG (a yellow circle on blue).
      if (name === 'getLocalImgData') return { err_msg: 'getLocalImgData:ok', localData: E2E_PICTURE_BASE64 };
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
  }, { configResults: options.configResults ?? ['config:ok'], verifyDelayMs: options.verifyDelayMs ?? 50, picture: E2E_PICTURE });
}

export async function wxCalls(page: Page): Promise<WxBridgeCall[]> {
  return page.evaluate(() => (window as unknown as { __wx: { calls: WxBridgeCall[] } }).__wx.calls);
}

export async function wxVerifiedAt(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __wx: { verifiedAt: number[] } }).__wx.verifiedAt);
}
