import type { Os } from '../runtime.ts';
import { signatureUrls } from './shareUrls.ts';
import { JS_API_LIST } from './wxTypes.ts';
import type { ShareData, WxResult, WxSdk } from './wxTypes.ts';

/** The signature shareConfig answers (SPEC §3). */
export interface WxSignature {
  appID: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export type WechatShareState = 'idle' | 'configuring' | 'ready' | 'failed';

export interface WechatShareOptions {
  os: Os;
  /** The address the page was opened with (iOS WeChat signs this one). */
  landingUrl: string;
  /** The address now. */
  currentUrl: () => string;
  /** Loads the SDK (jweixin-module); tests pass a fake `wx`. */
  loadSdk: () => Promise<WxSdk>;
  /** GET shareConfig for a page address without its hash. */
  fetchConfig: (url: string) => Promise<WxSignature>;
  /** The default share data (page title, favicon, link with type=share), read when applied. */
  defaultShareData: () => ShareData;
  /** Where failures go: they are only logged (SPEC §8). Default console.warn. */
  log?: (message: string, detail?: unknown) => void;
}

/** Sharing inside WeChat: configure once, then apply share data and run queued calls. */
export interface WechatShare {
  readonly state: WechatShareState;
  /** Loads the SDK, signs the page and configures it; settles with the outcome, never rejects. */
  init(): Promise<'ready' | 'failed'>;
  /** Sets the page's share data over the defaults; before ready it is queued. */
  setShareData(data: Partial<ShareData>): void;
  /**
   * Applies the default share data (a new screen that sets none of its own). Before ready it only
   * drops share data queued by an earlier screen: ready applies the defaults itself.
   */
  applyDefaults(): void;
  /**
   * Runs `task` with the configured SDK once ready (at once when ready already). After a failure the
   * task is dropped: `dropped` runs instead (default: a log line).
   */
  whenReady(task: (wx: WxSdk) => void, dropped?: () => void): void;
}

const INVALID_SIGNATURE = /invalid signature/i;

/**
 * Creates the sharing controller of SPEC §4 and §7: shareConfig with the page address without its
 * hash (on iOS the landing address), one retry with the other address on an invalid-signature
 * error, wx.config for the two share calls and the image chooser; on ready the default share data
 * is applied, then the calls queued before ready run in order. Every failure is only logged.
 *
 * @example
 * const share = createWechatShare({ os, landingUrl, currentUrl: () => location.href, loadSdk: loadWechatSdk,
 *   fetchConfig: (url) => apiCall(shareConfig, { url }, { silent: true }), defaultShareData });
 * void share.init();
 * share.setShareData({ title: news.title, imgUrl: news.thumbnail });
 */
export function createWechatShare(options: WechatShareOptions): WechatShare {
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(`[wechat] ${message}`, detail ?? ''));
  let state: WechatShareState = 'idle';
  let sdk: WxSdk | null = null;
  let started: Promise<'ready' | 'failed'> | null = null;
  const queue: Array<{ task: (wx: WxSdk) => void; dropped: (() => void) | undefined; shareData?: true }> = [];

  const run = (wx: WxSdk, task: (wx: WxSdk) => void) => {
    try {
      task(wx);
    } catch (error) {
      log('share call failed', error);
    }
  };

  const apply = (data: ShareData) => (wx: WxSdk) => {
    const fail = (name: string) => (result: WxResult) => log(`${name} failed`, result);
    wx.updateAppMessageShareData({ ...data, fail: fail('updateAppMessageShareData') });
    wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl, fail: fail('updateTimelineShareData') });
  };

  const whenReady = (task: (wx: WxSdk) => void, dropped?: () => void) => {
    if (state === 'ready' && sdk) run(sdk, task);
    else if (state === 'failed') drop(dropped);
    else queue.push({ task, dropped });
  };

  function drop(dropped: (() => void) | undefined) {
    if (dropped) dropped();
    else log('share call dropped: the SDK is not configured');
  }

  const dropQueue = () => {
    for (const entry of queue.splice(0)) drop(entry.dropped);
  };

  const configure = (wx: WxSdk): Promise<'ready' | 'failed'> =>
    new Promise((resolve) => {
      const urls = signatureUrls(options.os, options.landingUrl, options.currentUrl());
      let attempt = 0;
      const failed = new Set<number>();
      const finish = (outcome: 'ready' | 'failed') => {
        state = outcome;
        if (outcome === 'ready') {
          run(wx, apply(options.defaultShareData()));
          for (const entry of queue.splice(0)) run(wx, entry.task);
        } else {
          dropQueue();
        }
        resolve(outcome);
      };
      const attemptWith = async (index: number) => {
        const url = urls[index] as string;
        attempt = index;
        try {
          const sign = await options.fetchConfig(url);
          wx.config({ appId: sign.appID, timestamp: sign.timestamp, nonceStr: sign.nonceStr, signature: sign.signature, jsApiList: JS_API_LIST });
          // jweixin calls ready after every verification, also a failed one (after error), and at
          // once when a page configures a second time: each ready is matched to its attempt.
          wx.ready(() => {
            if (index === attempt && !failed.has(index) && state === 'configuring') finish('ready');
          });
        } catch (error) {
          log('shareConfig failed', error);
          if (state === 'configuring') finish('failed');
        }
      };
      wx.error((result) => {
        failed.add(attempt);
        log('wx.config failed', result);
        const next = attempt + 1;
        if (INVALID_SIGNATURE.test(result?.errMsg ?? '') && next < urls.length && next === 1) {
          attempt = next; // before the late ready of the failed attempt arrives
          void attemptWith(next);
        } else if (state === 'configuring') {
          finish('failed');
        }
      });
      void attemptWith(0);
    });

  return {
    get state() {
      return state;
    },
    init() {
      started ??= (async () => {
        state = 'configuring';
        try {
          sdk = await options.loadSdk();
        } catch (error) {
          log('the JS-SDK did not load', error);
          state = 'failed';
          dropQueue();
          return 'failed' as const;
        }
        return configure(sdk);
      })();
      return started;
    },
    setShareData(data) {
      const task = (wx: WxSdk) => apply({ ...options.defaultShareData(), ...data })(wx);
      if (state === 'ready' || state === 'failed') whenReady(task);
      else queue.push({ task, dropped: undefined, shareData: true });
    },
    applyDefaults() {
      if (state === 'ready') {
        whenReady((wx) => apply(options.defaultShareData())(wx));
        return;
      }
      // Before ready: ready applies the defaults anyway; share data an earlier screen queued is stale.
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.shareData) queue.splice(i, 1);
    },
    whenReady,
  };
}
