import { describe, expect, it, vi } from 'vitest';
import { BridgeError } from '@shqcb/bridge';
import type { Runtime } from '@shqcb/bridge';
import { savePoster, shareNews } from './shareNews.ts';
import type { ShareDeps } from './shareNews.ts';

const APP: Runtime = { host: 'app', os: 'android', inWeChat: false, inApp: true };
const WECHAT: Runtime = { host: 'wechat', os: 'ios', inWeChat: true, inApp: false };
const BROWSER: Runtime = { host: 'browser', os: 'android', inWeChat: false, inApp: false };
const DATA = { title: '标题', desc: '摘要', link: 'https://m.example.cn/shqcb/#/text-detail/3?type=share', imgUrl: 'https://m.example.cn/media/news/3.svg' };

function deps(runtime: Runtime, overrides: Partial<ShareDeps> = {}) {
  const record = vi.fn();
  const bridge = {
    saveImage: vi.fn<ShareDeps['bridge']['saveImage']>(() => Promise.resolve(runtime.inApp ? 'album' : 'download')),
    shareByApp: vi.fn<ShareDeps['bridge']['shareByApp']>(() => Promise.resolve()),
    supports: vi.fn(() => true),
  };
  const d: ShareDeps = {
    runtime,
    bridge,
    appVersion: () => 227,
    exportImage: vi.fn(() => Promise.resolve('data:image/png;base64,UE5H')),
    copy: vi.fn(() => Promise.resolve()),
    record,
    ...overrides,
  };
  return { d, bridge, record };
}

describe('savePoster', () => {
  it('should save to the album through the bridge in the app and record it', async () => {
    const { d, bridge, record } = deps(APP);
    await expect(savePoster(d)).resolves.toEqual({ kind: 'album' });
    expect(bridge.saveImage).toHaveBeenCalledWith({ dataUrl: 'data:image/png;base64,UE5H', fileName: expect.stringMatching(/^shqcb-poster-\d+\.png$/) });
    expect(record).toHaveBeenCalledWith('poster');
  });

  it('should ask for the version overlay in an app that stored no version, without exporting', async () => {
    const { d, bridge } = deps(APP, { appVersion: () => null });
    await expect(savePoster(d)).resolves.toEqual({ kind: 'needs-update' });
    expect(d.exportImage).not.toHaveBeenCalled();
    expect(bridge.saveImage).not.toHaveBeenCalled();
  });

  it('should ask for the version overlay in an app without saveImage', async () => {
    const { d, bridge } = deps(APP);
    bridge.supports.mockReturnValue(false);
    await expect(savePoster(d)).resolves.toEqual({ kind: 'needs-update' });
  });

  it('should download in a browser and show the image for a long press in WeChat', async () => {
    await expect(savePoster(deps(BROWSER).d)).resolves.toEqual({ kind: 'download' });
    const wechat = deps(WECHAT);
    await expect(savePoster(wechat.d)).resolves.toEqual({ kind: 'preview', dataUrl: 'data:image/png;base64,UE5H' });
    expect(wechat.bridge.saveImage).not.toHaveBeenCalled();
    expect(wechat.record).toHaveBeenCalledWith('poster');
  });

  it('should report a failed export without recording', async () => {
    const { d, record } = deps(BROWSER, { exportImage: () => Promise.reject(new Error('tainted')) });
    await expect(savePoster(d)).resolves.toMatchObject({ kind: 'failed' });
    expect(record).not.toHaveBeenCalled();
  });
});

describe('shareNews', () => {
  it('should use shareByApp in the app', async () => {
    const { d, bridge, record } = deps(APP);
    await expect(shareNews(DATA, d)).resolves.toBe('app');
    expect(bridge.shareByApp).toHaveBeenCalledWith(DATA);
    expect(record).toHaveBeenCalledWith('app');
  });

  it('should show the share tips in WeChat', async () => {
    const { d, bridge, record } = deps(WECHAT);
    await expect(shareNews(DATA, d)).resolves.toBe('tips');
    expect(bridge.shareByApp).not.toHaveBeenCalled();
    expect(record).toHaveBeenCalledWith('wechat-friend');
  });

  it('should use the Web Share API in a browser that has it', async () => {
    const { d, record } = deps(BROWSER);
    await expect(shareNews(DATA, d)).resolves.toBe('system');
    expect(record).toHaveBeenCalledWith('system');
  });

  it('should copy the link where there is no Web Share API', async () => {
    const { d, bridge, record } = deps(BROWSER);
    bridge.shareByApp.mockRejectedValue(new BridgeError('unsupported', 'shareByApp'));
    await expect(shareNews(DATA, d)).resolves.toBe('link');
    expect(d.copy).toHaveBeenCalledWith(DATA.link);
    expect(record).toHaveBeenCalledWith('link');
  });

  it('should do nothing more when the reader cancels the share sheet', async () => {
    const { d, bridge, record } = deps(BROWSER);
    bridge.shareByApp.mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    await expect(shareNews(DATA, d)).resolves.toBe('cancelled');
    expect(d.copy).not.toHaveBeenCalled();
    expect(record).not.toHaveBeenCalled();
  });

  it('should report a failed app share', async () => {
    const { d, bridge } = deps(APP);
    bridge.shareByApp.mockRejectedValue(new BridgeError('timeout', 'shareByApp'));
    await expect(shareNews(DATA, d)).resolves.toBe('failed');
  });
});
