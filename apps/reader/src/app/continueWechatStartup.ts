import type { LoginResult } from '@shqcb/api/contract/login';
import { completeWechatAuthorization, setBackUrl, startWechatShare } from '@shqcb/bridge';
import type { StartupPlan, WxSignature } from '@shqcb/bridge';
import { addressWith } from './applyWechatPlan.ts';

export interface ContinueWechatDeps {
  /** The address the page was opened with (iOS WeChat signs it). */
  landingUrl: string;
  /** Replaces the address without a reload (history.replaceState). */
  replace: (url: string) => void;
  wxLogin: (input: { code: string; state: string }) => Promise<LoginResult>;
  shareConfig: (url: string) => Promise<WxSignature>;
  /** Starts WeChat sharing (default: the bridge's startWechatShare). */
  startShare?: typeof startWechatShare;
}

/**
 * The second half of the WeChat start-up (SPEC §4), after {@link applyWechatPlan}: sharing starts
 * with a code or a token; a code that came back from an authorisation this page started is exchanged
 * (`login`: the route opens and the code leaves the address; `register`: login opens to bind a phone,
 * the route kept as backUrl; a failed exchange: only logged, the route is not opened). Returns the
 * promise the first route waits for, only for an exchange.
 *
 * @example
 * const pending = continueWechatStartup(plan, { landingUrl, replace, wxLogin, shareConfig });
 */
export function continueWechatStartup(plan: StartupPlan, deps: ContinueWechatDeps): Promise<void> | null {
  const { landingUrl } = deps;
  const share = () => (deps.startShare ?? startWechatShare)({ landingUrl, fetchConfig: deps.shareConfig });
  if (plan.kind === 'continue' && plan.initShare) share();
  if (plan.kind !== 'exchange') return null;
  share();
  return completeWechatAuthorization({ code: plan.code, state: plan.state, exchange: deps.wxLogin }).then((outcome) => {
    if (outcome === 'login') {
      deps.replace(addressWith(landingUrl, null));
      return;
    }
    if (outcome === 'register') setBackUrl(new URL(landingUrl).hash.replace(/^#/, '') || '/index');
    deps.replace(addressWith(landingUrl, '/login'));
  });
}
