import { runtime } from '../runtime.ts';
import { LocalKey, setLocal } from '../storage.ts';
import { createNativeBridge } from './createNativeBridge.ts';
import type { NativeBridge } from './createNativeBridge.ts';
import type { NativeHost } from './nativeTransport.ts';
import type { BrowserHost } from './browserFallbacks.ts';

let cached: NativeBridge | undefined;

/**
 * The page's native bridge, created on first use over `window`. The app build number that the
 * handshake reports is stored under `version` (SPEC §3).
 *
 * @example
 * await nativeBridge().setTabbarHidden(true);
 */
export function nativeBridge(): NativeBridge {
  cached ??= createNativeBridge({
    host: globalThis as unknown as NativeHost & BrowserHost,
    inApp: runtime().inApp,
    onAppVersion: (version) => setLocal(LocalKey.version, String(version)),
  });
  return cached;
}
