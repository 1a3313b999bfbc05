import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNativeBridge } from './createNativeBridge.ts';
import type { NativeBridgeOptions } from './createNativeBridge.ts';
import { CALLS } from './protocol.ts';

type Host = NativeBridgeOptions['host'];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fake Android app: each listed call records its message and answers through the callback. */
function fakeApp(calls: Record<string, (args: Record<string, unknown>) => unknown>) {
  const log: Array<{ call: string; args: Record<string, unknown> }> = [];
  const host: Host = {};
  const android: Record<string, (json: string) => void> = {};
  for (const [call, answer] of Object.entries(calls)) {
    android[call] = (json) => {
      const message = JSON.parse(json) as { id: string; args: Record<string, unknown> };
      log.push({ call, args: message.args });
      const data = answer(message.args);
      if (data !== undefined) queueMicrotask(() => host.ShqcbBridge?.callback(message.id, { ok: true, data }));
    };
  }
  host.android = android;
  return { host, log };
}

function browserHost() {
  const history = { back: vi.fn(), length: 2 };
  const location = { assign: vi.fn() };
  const open = vi.fn<(url: string, target: string) => unknown>(() => null);
  const share = vi.fn(() => Promise.resolve());
  return { host: { history, location, open, navigator: { share }, document } as Host, history, location, open, share };
}

describe('createNativeBridge in the app', () => {
  it('should read the token through getToken, null for an empty answer', async () => {
    const { host } = fakeApp({ getToken: () => ' tok-9 ' });
    await expect(createNativeBridge({ host, inApp: true }).getToken()).resolves.toBe('tok-9');
    const empty = fakeApp({ getToken: () => '' });
    await expect(createNativeBridge({ host: empty.host, inApp: true }).getToken()).resolves.toBeNull();
    const object = fakeApp({ getToken: () => ({ token: 'tok-obj' }) });
    await expect(createNativeBridge({ host: object.host, inApp: true }).getToken()).resolves.toBe('tok-obj');
  });

  it('should send each call with its arguments', async () => {
    const { host, log } = fakeApp({
      shareByApp: () => true,
      setNavHidden: () => true,
      setTabbarHidden: () => true,
      openNewWebView: () => true,
      lookMyRcommend: () => true,
      goBack: () => true,
      quitWebView: () => true,
      saveImage: () => true,
      updateApp: () => true,
    });
    const bridge = createNativeBridge({ host, inApp: true });
    await bridge.shareByApp({ title: '标题', desc: '摘要', link: 'https://m.example.cn/#/a?type=share', imgUrl: 'https://m.example.cn/t.png' });
    await bridge.setNavHidden(true);
    await bridge.setTabbarHidden(false);
    await bridge.openNewWebView('https://m.example.cn/x', '标题');
    await bridge.lookMyRcommend();
    await bridge.goBack();
    await bridge.quitWebView();
    await expect(bridge.saveImage({ dataUrl: 'data:image/png;base64,AA', fileName: 'p.png' })).resolves.toBe('album');
    await bridge.updateApp();
    expect(log).toEqual([
      { call: 'shareByApp', args: { title: '标题', desc: '摘要', content: '摘要', link: 'https://m.example.cn/#/a?type=share', imgUrl: 'https://m.example.cn/t.png' } },
      { call: 'setNavHidden', args: { hidden: true } },
      { call: 'setTabbarHidden', args: { hidden: false } },
      { call: 'openNewWebView', args: { url: 'https://m.example.cn/x', title: '标题' } },
      { call: 'lookMyRcommend', args: {} },
      { call: 'goBack', args: {} },
      { call: 'quitWebView', args: {} },
      { call: 'saveImage', args: { dataUrl: 'data:image/png;base64,AA', fileName: 'p.png' } },
      { call: 'updateApp', args: {} },
    ]);
  });

  it('should say which calls the app supports, and answer the handshake', async () => {
    const { host } = fakeApp({ getToken: () => 't', getBridgeInfo: () => ({ version: 1, calls: ['getToken', 'getBridgeInfo'], appVersion: 227 }) });
    const onAppVersion = vi.fn();
    const bridge = createNativeBridge({ host, inApp: true, onAppVersion });
    expect(bridge.supports('getToken')).toBe(true);
    expect(bridge.supports('saveImage')).toBe(false);
    await expect(bridge.bridgeVersion()).resolves.toBe(1);
    expect(onAppVersion).toHaveBeenCalledWith(227);
    expect((await bridge.bridgeInfo()).calls).toEqual(['getToken', 'getBridgeInfo']);
  });

  it('should treat an app without getBridgeInfo as protocol 0 with the calls it has', async () => {
    const { host } = fakeApp({ getToken: () => 't', goBack: () => undefined });
    const bridge = createNativeBridge({ host, inApp: true });
    await expect(bridge.bridgeInfo()).resolves.toEqual({ version: 0, calls: ['getToken', 'goBack'] });
  });

  it('should treat an app that does not answer the handshake as protocol 0', async () => {
    const { host } = fakeApp({ getBridgeInfo: () => undefined, getToken: () => 't' });
    const info = createNativeBridge({ host, inApp: true }).bridgeInfo();
    await vi.advanceTimersByTimeAsync(CALLS.getBridgeInfo.timeoutMs);
    await expect(info).resolves.toMatchObject({ version: 0 });
  });

  it('should fall back for a command the app lacks and reject saveImage and updateApp as unsupported', async () => {
    const { host: app } = fakeApp({ getToken: () => 't' });
    const browser = browserHost();
    const bridge = createNativeBridge({ host: { ...browser.host, android: app.android }, inApp: true });
    await bridge.goBack();
    expect(browser.history.back).toHaveBeenCalledOnce();
    await expect(bridge.saveImage({ dataUrl: 'data:,', fileName: 'p.png' })).rejects.toMatchObject({ code: 'unsupported' });
    await expect(bridge.updateApp()).rejects.toMatchObject({ code: 'unsupported' });
    await expect(bridge.shareByApp({ title: 't', desc: '', link: 'https://x/', imgUrl: '' })).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('should reject getToken with timeout when the app never answers', async () => {
    const { host } = fakeApp({ getToken: () => undefined });
    const token = createNativeBridge({ host, inApp: true }).getToken();
    const checked = expect(token).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(CALLS.getToken.timeoutMs);
    await checked;
  });
});

describe('createNativeBridge outside the apps', () => {
  it("should reject getToken with 'not in app'", async () => {
    const bridge = createNativeBridge({ host: browserHost().host, inApp: false });
    await expect(bridge.getToken()).rejects.toThrow('not in app');
    await expect(bridge.getToken()).rejects.toMatchObject({ name: 'BridgeError', code: 'not-in-app' });
  });

  it('should take the browser fallbacks', async () => {
    const b = browserHost();
    const bridge = createNativeBridge({ host: b.host, inApp: false });
    await bridge.goBack();
    await bridge.quitWebView();
    expect(b.history.back).toHaveBeenCalledTimes(2);
    await bridge.openNewWebView('https://m.example.cn/a');
    expect(b.open).toHaveBeenCalledWith('https://m.example.cn/a', '_blank');
    expect(b.location.assign).toHaveBeenCalledWith('https://m.example.cn/a');
    await bridge.shareByApp({ title: '标题', desc: '摘要', link: 'https://m.example.cn/#/a?type=share', imgUrl: '' });
    expect(b.share).toHaveBeenCalledWith({ title: '标题', text: '摘要', url: 'https://m.example.cn/#/a?type=share' });
    await expect(bridge.setNavHidden(true)).resolves.toBeUndefined();
    await expect(bridge.setTabbarHidden(true)).resolves.toBeUndefined();
    await expect(bridge.lookMyRcommend()).resolves.toBeUndefined();
    await expect(bridge.updateApp()).rejects.toMatchObject({ code: 'not-in-app' });
    expect(bridge.supports('getToken')).toBe(false);
    await expect(bridge.bridgeVersion()).resolves.toBe(0);
  });

  it('should save an image as a download', async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const bridge = createNativeBridge({ host: browserHost().host, inApp: false });
    await expect(bridge.saveImage({ dataUrl: 'data:image/png;base64,AA', fileName: 'poster.png' })).resolves.toBe('download');
    expect(clicked).toEqual([{ href: 'data:image/png;base64,AA', download: 'poster.png' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('should reject shareByApp without the Web Share API', async () => {
    const bridge = createNativeBridge({ host: { ...browserHost().host, navigator: {} }, inApp: false });
    await expect(bridge.shareByApp({ title: 't', desc: '', link: 'https://x/', imgUrl: '' })).rejects.toMatchObject({ code: 'unsupported' });
  });
});
