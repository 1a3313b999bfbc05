import { describe, expect, it, vi } from 'vitest';
import { createWechatShare } from './createWechatShare.ts';
import type { WechatShareOptions, WxSignature } from './createWechatShare.ts';
import { fakeWx } from '../testing/fakeWx.ts';
import type { ShareData } from './wxTypes.ts';

const LANDING = 'https://m.example.cn/shqcb/?code=abc&state=s1#/index';
const CURRENT = 'https://m.example.cn/shqcb/#/text-detail/3';
const DEFAULTS: ShareData = { title: '上海汽车报', desc: '上海汽车产业新闻', link: 'https://m.example.cn/shqcb/#/index?type=share', imgUrl: 'https://m.example.cn/shqcb/favicon.png' };

function signature(url: string): WxSignature {
  return { appID: 'wx-app', timestamp: 1_700_000_000, nonceStr: 'n', signature: `sig:${url}` };
}

function setup(overrides: Partial<WechatShareOptions> = {}, configResults?: string[]) {
  const fake = fakeWx(configResults);
  const fetchConfig = vi.fn((url: string) => Promise.resolve(signature(url)));
  const log = vi.fn();
  const share = createWechatShare({
    os: 'android',
    landingUrl: LANDING,
    currentUrl: () => CURRENT,
    loadSdk: () => Promise.resolve(fake.wx),
    fetchConfig,
    defaultShareData: () => DEFAULTS,
    log,
    ...overrides,
  });
  return { share, fetchConfig, log, ...fake };
}

describe('createWechatShare', () => {
  it('should sign the current address without its hash on Android and configure the four capabilities', async () => {
    const { share, fetchConfig, calls } = setup();
    await expect(share.init()).resolves.toBe('ready');
    expect(fetchConfig).toHaveBeenCalledExactlyOnceWith('https://m.example.cn/shqcb/');
    expect(calls[0]).toEqual([
      'config',
      { appId: 'wx-app', timestamp: 1_700_000_000, nonceStr: 'n', signature: 'sig:https://m.example.cn/shqcb/', jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'getLocalImgData'] },
    ]);
    expect(share.state).toBe('ready');
  });

  it('should sign the landing address on iOS', async () => {
    const { share, fetchConfig } = setup({ os: 'ios' });
    await share.init();
    expect(fetchConfig).toHaveBeenCalledExactlyOnceWith('https://m.example.cn/shqcb/?code=abc&state=s1');
  });

  it('should apply the default share data on ready', async () => {
    const { share, calls } = setup();
    await share.init();
    expect(calls.slice(1)).toEqual([
      ['updateAppMessageShareData', DEFAULTS],
      ['updateTimelineShareData', { title: DEFAULTS.title, link: DEFAULTS.link, imgUrl: DEFAULTS.imgUrl }],
    ]);
  });

  it('should queue share calls made before ready and run them after the defaults', async () => {
    const { share, names, calls } = setup();
    share.setShareData({ title: '新闻标题', imgUrl: 'https://m.example.cn/static/news/3.jpg' });
    const init = share.init();
    share.whenReady((wx) => wx.chooseImage({ count: 1 }));
    expect(names()).toEqual([]);
    await init;
    expect(names()).toEqual(['config', 'updateAppMessageShareData', 'updateTimelineShareData', 'updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage']);
    expect(calls[3]).toEqual(['updateAppMessageShareData', { ...DEFAULTS, title: '新闻标题', imgUrl: 'https://m.example.cn/static/news/3.jpg' }]);
  });

  it('should drop share data an earlier screen queued when a new screen opens before ready', async () => {
    const { share, names, calls } = setup();
    share.setShareData({ title: 'earlier screen' });
    share.applyDefaults();
    share.setShareData({ title: 'this screen' });
    await share.init();
    expect(names()).toEqual(['config', 'updateAppMessageShareData', 'updateTimelineShareData', 'updateAppMessageShareData', 'updateTimelineShareData']);
    expect(calls[3]?.[1]).toMatchObject({ title: 'this screen' });
    share.applyDefaults();
    expect(calls.at(-1)).toEqual(['updateTimelineShareData', { title: DEFAULTS.title, link: DEFAULTS.link, imgUrl: DEFAULTS.imgUrl }]);
  });

  it('should run share calls at once after ready', async () => {
    const { share, names } = setup();
    await share.init();
    share.setShareData({ title: '另一条' });
    expect(names().slice(-2)).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
  });

  it('should retry once with the other address on an invalid signature, then become ready', async () => {
    const { share, fetchConfig, names, log } = setup({ os: 'ios' }, ['config:invalid signature', 'config:ok']);
    share.setShareData({ title: 'queued' });
    await expect(share.init()).resolves.toBe('ready');
    expect(fetchConfig.mock.calls.map(([url]) => url)).toEqual(['https://m.example.cn/shqcb/?code=abc&state=s1', 'https://m.example.cn/shqcb/']);
    expect(names()).toEqual(['config', 'config', 'updateAppMessageShareData', 'updateTimelineShareData', 'updateAppMessageShareData', 'updateTimelineShareData']);
    expect(log).toHaveBeenCalledWith('wx.config failed', { errMsg: 'config:invalid signature' });
  });

  it('should not retry when both addresses are the same', async () => {
    const { share, fetchConfig } = setup({ landingUrl: CURRENT }, ['config:invalid signature']);
    await expect(share.init()).resolves.toBe('failed');
    expect(fetchConfig).toHaveBeenCalledOnce();
  });

  it('should only log other configuration errors and drop the queued calls', async () => {
    const { share, names, log } = setup({}, ['config:permission denied']);
    const dropped = vi.fn();
    share.whenReady(() => undefined, dropped);
    await expect(share.init()).resolves.toBe('failed');
    expect(names()).toEqual(['config']);
    expect(dropped).toHaveBeenCalledOnce();
    share.setShareData({ title: 'late' });
    expect(log).toHaveBeenCalledWith('share call dropped: the SDK is not configured');
  });

  it('should only log a failed shareConfig request or SDK load', async () => {
    const failing = setup({ fetchConfig: () => Promise.reject(new Error('network')) });
    await expect(failing.share.init()).resolves.toBe('failed');
    expect(failing.log).toHaveBeenCalledWith('shareConfig failed', expect.any(Error));
    const noSdk = setup({ loadSdk: () => Promise.reject(new Error('chunk')) });
    await expect(noSdk.share.init()).resolves.toBe('failed');
  });

  it('should initialise once', async () => {
    const { share, fetchConfig } = setup();
    await Promise.all([share.init(), share.init()]);
    expect(fetchConfig).toHaveBeenCalledOnce();
  });
});
