/**
 * Where the reader runs and what it keeps: host detection, the storage keys of SPEC §3, the token
 * and the return route after login.
 *
 * @example
 * import { runtime, getToken } from '@shqcb/bridge';
 * if (runtime().inWeChat && !getToken()) { ... }
 */
export { DEFAULT_BACK_URL, getBackUrl, safeBackUrl, setBackUrl } from './back-url.ts';
export { detectRuntime, runtime } from './runtime.ts';
export type { Host, Os, Runtime } from './runtime.ts';
export {
  LocalKey,
  SessionKey,
  clearAllStorage,
  getLocal,
  getSession,
  getSessionJson,
  resetStartupKeys,
  setLocal,
  setSession,
  setSessionJson,
} from './storage.ts';
export type { LocalKeyName, SessionKeyName } from './storage.ts';
export type { FeatureRoute, StatusBarColor } from './feature-route.ts';
export { getToken, hasToken, saveLogin, setToken } from './token.ts';
