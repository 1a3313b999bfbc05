import { isBridgeError } from './native/BridgeError.ts';
import { getToken, setToken } from './token.ts';

/** How long the first request waits for the app's getToken before going on with the stored token. */
export const NATIVE_TOKEN_TIMEOUT_MS = 3_000;

/** Where the API client's token comes from (SPEC §6). */
export interface TokenSource {
  /**
   * The token for the next request. Outside the apps: local storage, synchronously. Inside: the
   * app's getToken, asked once (with a time-out) and kept in local storage; later calls read storage.
   */
  get(): string | null | Promise<string | null>;
  /** After a 401: the next `get()` asks the app again, and the rejected token is never stored again. */
  refresh(rejected?: string | null): void;
}

export interface TokenSourceOptions {
  inApp: boolean;
  /** The bridge's getToken. */
  readNative: () => Promise<string | null>;
  timeoutMs?: number;
  /**
   * Told when the app does not answer in time or fails (the stored token is used then); not told
   * of the app's `denied` refusal, after which the page is a visitor's.
   */
  onError?: (error: unknown) => void;
}

/** The app's `denied` answer to getToken. */
function isRefusal(error: unknown): boolean {
  return isBridgeError(error) && error.code === 'native' && error.nativeCode === 'denied';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no token from the app in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Creates the token source of decision 0003: the app mounts at once, and only inside the apps does
 * the first request wait (at most `timeoutMs`) for the native token. The app's answer is
 * authoritative: a token is stored under `token`, an empty answer removes a stored one (the reader
 * logged out in the app), and so does a `denied` refusal (this page is not one of the publisher's).
 * On a time-out or another bridge error the stored token is used.
 *
 * @example
 * const source = createTokenSource({ inApp: runtime().inApp, readNative: () => nativeBridge().getToken() });
 * configureApi({ getToken: source.get, onUnauthorized: () => source.refresh(getToken()), … });
 */
export function createTokenSource({ inApp, readNative, timeoutMs = NATIVE_TOKEN_TIMEOUT_MS, onError }: TokenSourceOptions): TokenSource {
  if (!inApp) return { get: getToken, refresh: () => undefined };
  let pending: Promise<string | null> | null = null;
  let settled = false;
  const rejected = new Set<string>();

  const ask = async (): Promise<string | null> => {
    try {
      const token = await withTimeout(readNative(), timeoutMs);
      if (token && !rejected.has(token)) setToken(token);
      else if (!token) setToken(null);
    } catch (error) {
      // The app refuses its token to a page outside the publisher's origins (docs/bridge.md §5.1):
      // an answer, not a failure, and the page is a visitor's, whatever it stored.
      if (isRefusal(error)) setToken(null);
      else onError?.(error);
    } finally {
      settled = true;
      pending = null;
    }
    return getToken();
  };

  return {
    get() {
      if (settled) return getToken();
      pending ??= ask();
      return pending;
    },
    refresh(token) {
      if (token) rejected.add(token);
      settled = false;
    },
  };
}
