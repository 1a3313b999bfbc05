import type { LoginResult } from '@shqcb/api/contract/login';
import { safeBackUrl } from '../backUrl.ts';
import { LocalKey, SessionKey, getSession, setLocal, setSession } from '../storage.ts';
import { saveLogin } from '../token.ts';

/** The scope the reader asks for: the reader's WeChat nickname and avatar. */
export const WECHAT_SCOPE = 'snsapi_userinfo';

/** WeChat's real authorisation page, for a back end that does not start authorisation itself. */
export const WECHAT_OAUTH_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export interface AuthorizeUrlInput {
  /**
   * Where authorisation starts: the server's `/api/front/wxAuthorize` (the default: it issues and
   * checks `state` itself and redirects to WeChat or the local simulator) or {@link WECHAT_OAUTH_URL}.
   */
  authorizeUrl: string;
  /** Where the page sends the reader back, with `code` and `state` added. */
  redirectUri: string;
  /** Only when going to WeChat's page directly; a server-started authorisation brings its own. */
  state?: string | undefined;
  /** The official account's app id (WeChat's page needs it; the simulator ignores it). */
  appId?: string | undefined;
}

/**
 * The address of the authorisation page. WeChat's own page also needs `appid`,
 * `response_type=code` and the `#wechat_redirect` fragment; the simulator takes the same query.
 *
 * @example
 * buildAuthorizeUrl({ authorizeUrl: '/dev/wechat/authorize', redirectUri: 'https://m.example.cn/shqcb/#/index', state: 'x1' })
 * // '/dev/wechat/authorize?redirect_uri=https%3A%2F%2Fm.example.cn%2Fshqcb%2F%23%2Findex&state=x1&scope=snsapi_userinfo&response_type=code'
 */
export function buildAuthorizeUrl({ authorizeUrl, redirectUri, state, appId }: AuthorizeUrlInput): string {
  const query = new URLSearchParams();
  if (appId) query.set('appid', appId);
  query.set('redirect_uri', redirectUri);
  if (state) query.set('state', state);
  query.set('scope', WECHAT_SCOPE);
  query.set('response_type', 'code');
  const real = authorizeUrl.startsWith(WECHAT_OAUTH_URL);
  return `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}${query.toString()}${real ? '#wechat_redirect' : ''}`;
}

/** A random `state` (anti-forgery), 16 hex digits. */
export function randomState(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface StartAuthorizationOptions {
  authorizeUrl: string;
  appId?: string | undefined;
  /** The page address (`location.href`); the reader comes back to its path with `backRoute` as hash. */
  href: string;
  /** The route to return to after authorisation (backUrl); default /index. */
  backRoute?: string | null;
  /** Leaves the page; default `location.assign`. */
  go?: (url: string) => void;
}

/**
 * Starts the WeChat authorisation (SPEC §4): stores a random state, sets isAuth to 1 just before
 * leaving, and goes to the authorisation page with `redirect_uri` = this page, hash = `backRoute`.
 * Returns the address it went to.
 *
 * @example
 * startWechatAuthorization({ authorizeUrl: `${API_BASE}/api/front/wxAuthorize`, href: location.href, backRoute: getBackUrl() });
 */
export function startWechatAuthorization({ authorizeUrl, appId, href, backRoute, go }: StartAuthorizationOptions): string {
  const here = new URL(href);
  const redirectUri = `${here.origin}${here.pathname}#${safeBackUrl(backRoute)}`;
  // A server-started authorisation keeps `state` in an httpOnly cookie and checks it in wxLogin
  // (decision 6); only a page that goes to WeChat directly brings and checks a state of its own.
  const state = authorizeUrl.startsWith(WECHAT_OAUTH_URL) ? randomState() : undefined;
  const url = buildAuthorizeUrl({ authorizeUrl, redirectUri, state, appId });
  setSession(SessionKey.wxAuthState, state ?? null);
  setLocal(LocalKey.isAuth, '1');
  (go ?? ((to: string) => globalThis.location.assign(to)))(url);
  return url;
}

export type AuthorizationOutcome = 'login' | 'register' | 'failed';

export interface CompleteAuthorizationOptions {
  code: string;
  state: string | null;
  /** POST wxLogin. */
  exchange: (input: { code: string; state: string }) => Promise<LoginResult>;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * Exchanges a returned code (SPEC §4): `login` stores token, phone (`iphone`) and the WeChat user
 * info; `register` stores only the user info (`registerUserInfo`), and the reader then binds a phone
 * through SMS login. A state that differs from the one this page sent, or a failed exchange, is only
 * logged. isAuth and the stored state are removed in every case, so a reload never reuses the code.
 *
 * @example
 * const outcome = await completeWechatAuthorization({ code, state, exchange: (input) => apiCall(wxLogin, input) });
 */
export async function completeWechatAuthorization({ code, state, exchange, log }: CompleteAuthorizationOptions): Promise<AuthorizationOutcome> {
  const warn = log ?? ((message: string, detail?: unknown) => console.warn(`[wechat] ${message}`, detail ?? ''));
  const expected = getSession(SessionKey.wxAuthState);
  setSession(SessionKey.wxAuthState, null);
  setLocal(LocalKey.isAuth, null);
  if (expected && state !== expected) {
    warn('authorisation state does not match; the code is not used');
    return 'failed';
  }
  // wxLogin refuses a code without its state (decision 6: the state proves the reader started it).
  if (!state) {
    warn('authorisation came back without a state; the code is not used');
    return 'failed';
  }
  try {
    const result = await exchange({ code, state });
    const userInfo = result.wxUserInfo ? JSON.stringify(result.wxUserInfo) : null;
    if (result.type === 'login' && result.token) {
      saveLogin({ token: result.token, username: result.username });
      if (userInfo) setLocal(LocalKey.registerUserInfo, userInfo);
      return 'login';
    }
    if (userInfo) setLocal(LocalKey.registerUserInfo, userInfo);
    return 'register';
  } catch (error) {
    warn('wxLogin failed', error);
    return 'failed';
  }
}
