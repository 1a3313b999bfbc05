import type { WxSdk } from './wxTypes.ts';

/**
 * Loads WeChat's JS-SDK (jweixin-module, bundled, so nothing is fetched from WeChat's servers) and
 * returns `window.wx`. The module only sets `window.wx` and has no export, so it is imported for its
 * side effect, lazily: call this inside WeChat only, where it costs one small chunk.
 *
 * @example
 * if (runtime().inWeChat) { const wx = await loadWechatSdk(); wx.config(…); }
 */
export async function loadWechatSdk(): Promise<WxSdk> {
  // @ts-expect-error -- jweixin-module ships no types; it is imported only for its side effect (window.wx).
  await import('jweixin-module');
  const wx = (globalThis as { wx?: WxSdk }).wx;
  if (!wx) throw new Error('jweixin-module did not define window.wx');
  return wx;
}
