import { isBridgeError } from '@shqcb/bridge';
import type { AppShareData, NativeBridge, Runtime } from '@shqcb/bridge';

/** Where a share went, as shareController records it (decision 0004). */
export type ShareChannel = 'wechat-friend' | 'app' | 'system' | 'link' | 'poster';

export interface ShareDeps {
  runtime: Runtime;
  bridge: Pick<NativeBridge, 'saveImage' | 'shareByApp' | 'supports'>;
  /** The stored app build number (SPEC §3 `version`). */
  appVersion: () => number | null;
  /** Captures the poster as a PNG data URL. */
  exportImage: () => Promise<string>;
  copy: (text: string) => Promise<void>;
  /** POST shareController (silent; a failed record never bothers the reader). */
  record: (channel: ShareChannel) => void;
}

/**
 * What saving the poster came to: saved to the album (apps), downloaded (browsers), shown for a long
 * press (WeChat, where pages cannot download), the version overlay is needed (an app that stored
 * no version, or one without saveImage), or it failed.
 */
export type SaveOutcome =
  | { kind: 'album' | 'download' }
  | { kind: 'preview'; dataUrl: string }
  | { kind: 'needs-update' }
  | { kind: 'failed'; error: unknown };

/**
 * 保存海报 (SPEC §2, §4). Inside the apps the poster goes to the album through the bridge's
 * saveImage, unless the app stored no version (or lacks the call): then the version overlay is
 * needed. In WeChat the image is shown to be saved with a long press; in a browser it is downloaded.
 *
 * @example
 * const outcome = await savePoster(deps);
 */
export async function savePoster(deps: ShareDeps): Promise<SaveOutcome> {
  const { runtime, bridge } = deps;
  if (runtime.inApp && (deps.appVersion() === null || !bridge.supports('saveImage'))) return { kind: 'needs-update' };
  try {
    const dataUrl = await deps.exportImage();
    if (runtime.inWeChat) {
      deps.record('poster');
      return { kind: 'preview', dataUrl };
    }
    const where = await bridge.saveImage({ dataUrl, fileName: `shqcb-poster-${Date.now()}.png` });
    deps.record('poster');
    return { kind: where };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** What 分享新闻 did. */
export type ShareOutcome = 'app' | 'tips' | 'system' | 'link' | 'cancelled' | 'failed';

function isAbort(error: unknown): boolean {
  // DOMException is not an Error subclass in every engine.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * 分享新闻 (SPEC §2): the app's share sheet in the apps; the share-tips mask in WeChat (a page cannot
 * open WeChat's share menu; the share data is already set); the Web Share API in browsers that have
 * it, else the link is copied. Each share is recorded with its channel (in WeChat when the tips are
 * shown: the JS-SDK no longer tells a page that a share happened).
 *
 * @example
 * const outcome = await shareNews({ title, desc, link, imgUrl }, deps);
 */
export async function shareNews(data: AppShareData, deps: ShareDeps): Promise<ShareOutcome> {
  const { runtime, bridge } = deps;
  if (runtime.inWeChat) {
    deps.record('wechat-friend');
    return 'tips';
  }
  try {
    await bridge.shareByApp(data);
    deps.record(runtime.inApp ? 'app' : 'system');
    return runtime.inApp ? 'app' : 'system';
  } catch (error) {
    if (isAbort(error) || (isBridgeError(error) && error.nativeCode === 'cancelled')) return 'cancelled';
    if (runtime.inApp) return 'failed';
  }
  try {
    await deps.copy(data.link);
    deps.record('link');
    return 'link';
  } catch {
    return 'failed';
  }
}
