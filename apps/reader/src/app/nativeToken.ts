import { nativeBridge } from '@shqcb/bridge';

/**
 * The app's side of start-up, in its own chunk: only the apps load the native bridge at start;
 * browsers and WeChat never pay for it in the entry.
 */
export function readNativeToken(): Promise<string | null> {
  return nativeBridge().getToken();
}

/** The protocol handshake (stores the app's build number under `version`). */
export function runHandshake(): void {
  nativeBridge()
    .bridgeInfo()
    .catch((error: unknown) => console.warn('[bridge] handshake', error));
}
