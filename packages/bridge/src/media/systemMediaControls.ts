import { nativeBridge } from '../native/nativeBridge.ts';
import { runtime } from '../runtime.ts';
import { createMediaControls } from './mediaControls.ts';
import type { MediaControls, MediaControlsHost } from './mediaControls.ts';

let cached: MediaControls | undefined;

/** The page's media controls (created on first use): the app's via the bridge, or the browser's. */
export function systemMediaControls(): MediaControls {
  cached ??= createMediaControls({
    host: globalThis as unknown as MediaControlsHost,
    bridge: runtime().inApp ? nativeBridge() : null,
  });
  return cached;
}
