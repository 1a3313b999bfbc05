import { runtime } from '../runtime.ts';
import { setActiveWechatShare, wechatShare } from './activeShare.ts';
import { createWechatShare } from './createWechatShare.ts';
import type { WechatShare, WxSignature } from './createWechatShare.ts';
import { defaultShareData } from './defaultShareData.ts';
import { loadWechatSdk } from './loadWechatSdk.ts';

export interface StartWechatShareOptions {
  /** The address the page was opened with, read before start-up changed it. */
  landingUrl: string;
  /** GET shareConfig. */
  fetchConfig: (url: string) => Promise<WxSignature>;
}

/**
 * Starts sharing for this page inside WeChat (once; later calls return the same controller), with
 * the bundled JS-SDK and the default share data of {@link defaultShareData}. Outside WeChat it
 * returns null and loads nothing.
 *
 * @example
 * startWechatShare({ landingUrl, fetchConfig: (url) => apiCall(shareConfig, { url }, { silent: true }) });
 */
export function startWechatShare({ landingUrl, fetchConfig }: StartWechatShareOptions): WechatShare | null {
  if (!runtime().inWeChat) return null;
  const existing = wechatShare();
  if (existing) return existing;
  const share = createWechatShare({
    os: runtime().os,
    landingUrl,
    currentUrl: () => globalThis.location.href,
    loadSdk: loadWechatSdk,
    fetchConfig,
    defaultShareData: () => defaultShareData(globalThis.document, globalThis.location.href),
  });
  setActiveWechatShare(share);
  void share.init();
  return share;
}
