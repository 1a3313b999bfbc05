/** Why a native bridge call failed. */
export type BridgeErrorCode = 'not-in-app' | 'unsupported' | 'timeout' | 'native';

/** SPEC §8: the native token call rejects with this message outside the apps. */
export const NOT_IN_APP_MESSAGE = 'not in app';

/**
 * The error every native bridge call rejects with. `code` tells why: `not-in-app` (a plain browser
 * or WeChat), `unsupported` (this app build lacks the call), `timeout` (no reply in time) or
 * `native` (the app answered with an error; `nativeCode` carries its code).
 *
 * @example
 * try { await getNativeToken(); } catch (e) { if (isBridgeError(e) && e.code === 'timeout') retryLater(); }
 */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly code: BridgeErrorCode;
  readonly call: string;
  readonly nativeCode: string | undefined;

  constructor(code: BridgeErrorCode, call: string, message?: string, nativeCode?: string) {
    super(message ?? (code === 'not-in-app' ? NOT_IN_APP_MESSAGE : `${call}: ${code}`));
    this.code = code;
    this.call = call;
    this.nativeCode = nativeCode;
  }
}

/** True for a {@link BridgeError}. */
export function isBridgeError(error: unknown): error is BridgeError {
  return error instanceof BridgeError;
}
