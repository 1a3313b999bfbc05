import type { LoginResult } from '@shqcb/api/contract';
import {
  LocalKey,
  completeWechatAuthorization,
  getLocal,
  hasToken,
  planWechatStartup,
  setBackUrl,
  startWechatShare,
} from '@shqcb/bridge';
import type { Runtime, WxSignature } from '@shqcb/bridge';

export interface HostStartupDeps {
  runtime: Runtime;
  /** The address the page was opened with. */
  landingUrl: string;
  /** Leaves for another address (a `path` redirect). */
  leave: (url: string) => void;
  /** Replaces the address without a reload (history.replaceState). */
  replace: (url: string) => void;
  wxLogin: (input: { code: string; state?: string }) => Promise<LoginResult>;
  shareConfig: (url: string) => Promise<WxSignature>;
  /** Starts WeChat sharing (default: the bridge's startWechatShare). */
  startShare?: typeof startWechatShare;
}

/** The address with a new hash route and without the authorisation parameters. */
function addressWith(href: string, route: string | null): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return `${url.pathname}${url.search}${route === null ? url.hash : `#${route}`}`;
}

/**
 * The WeChat browser's start-up, run before the first route opens (SPEC §4): a `path` redirect; the login route for a visitor without code or token (the
 * route kept as backUrl); the code exchange when a code returns from an authorisation (register, or
 * a failed exchange, ends on the login screen instead of the route); sharing with a code or a token.
 * Returns a promise that the first route waits for, only when there is something to wait for.
 *
 * @example
 * await runHostStartup({ runtime: runtime(), landingUrl: location.href, … });
 */
export function runHostStartup(deps: HostStartupDeps): Promise<void> | null {
  if (!deps.runtime.inWeChat) return null;
  const { landingUrl } = deps;
  const plan = planWechatStartup({ href: landingUrl, hasToken: hasToken(), isAuth: getLocal(LocalKey.isAuth) === '1' });
  const share = () => (deps.startShare ?? startWechatShare)({ landingUrl, fetchConfig: deps.shareConfig });
  switch (plan.kind) {
    case 'redirect':
      deps.leave(plan.url);
      return new Promise<void>(() => undefined); // the page is leaving
    case 'login':
      if (plan.backUrl) setBackUrl(plan.backUrl);
      deps.replace(addressWith(landingUrl, '/login'));
      return null;
    case 'continue':
      if (plan.initShare) share();
      return null;
    case 'exchange':
      share();
      return completeWechatAuthorization({ code: plan.code, state: plan.state, exchange: deps.wxLogin }).then((outcome) => {
        if (outcome === 'login') {
          deps.replace(addressWith(landingUrl, null));
          return;
        }
        // register: bind a phone by SMS login, then return to the route; failed: the route is not opened.
        if (outcome === 'register') setBackUrl(new URL(landingUrl).hash.replace(/^#/, '') || '/index');
        deps.replace(addressWith(landingUrl, '/login'));
      });
  }
}
