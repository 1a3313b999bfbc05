import type { WechatShare } from './createWechatShare.ts';
import type { ShareData } from './wxTypes.ts';

// The page's sharing controller. Kept apart from startWechatShare so that screens and the shell can
// set share data without pulling the SDK loader and the controller into the entry chunk.
let active: WechatShare | null = null;

/** Registers the page's controller (startWechatShare does). */
export function setActiveWechatShare(share: WechatShare | null): void {
  active = share;
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
