import { runtime } from '../runtime.ts';
import { createWechatShare } from './createWechatShare.ts';
import type { WechatShare, WxSignature } from './createWechatShare.ts';
import { defaultShareData } from './defaultShareData.ts';
import { loadWechatSdk } from './loadWechatSdk.ts';
import type { ShareData } from './wx-types.ts';

let active: WechatShare | null = null;

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
 * startWechatShare({ landingUrl, fetchConfig: (url) => apiCall('shareConfig', { url }, { silent: true }) });
 */
export function startWechatShare({ landingUrl, fetchConfig }: StartWechatShareOptions): WechatShare | null {
  if (!runtime().inWeChat) return null;
  if (active) return active;
  active = createWechatShare({
    os: runtime().os,
    landingUrl,
    currentUrl: () => globalThis.location.href,
    loadSdk: loadWechatSdk,
    fetchConfig,
    defaultShareData: () => defaultShareData(globalThis.document, globalThis.location.href),
  });
  void active.init();
  return active;
}

/** The page's sharing controller, or null outside WeChat or before start-up began sharing. */
export function wechatShare(): WechatShare | null {
  return active;
}

/**
 * Sets this screen's share data over the defaults (news detail: title and thumbnail). Queued until
 * the SDK is ready; does nothing outside WeChat.
 *
 * @example
 * setShareData({ title: news.title, imgUrl: new URL(news.thumbnail, location.href).href });
 */
export function setShareData(data: Partial<ShareData>): void {
  active?.setShareData(data);
}

/** Puts the default share data back (the shell calls it on every navigation). */
export function applyDefaultShareData(): void {
  active?.applyDefaults();
}
