import { LocalKey, getLocal, hasToken, planWechatStartup, setBackUrl } from '@shqcb/bridge';
import type { StartupPlan } from '@shqcb/bridge';

export interface WechatPlanDeps {
  /** The address the page was opened with. */
  landingUrl: string;
  /** Leaves for another address (a `path` redirect). */
  leave: (url: string) => void;
  /** Replaces the address without a reload (history.replaceState). */
  replace: (url: string) => void;
}

/** The address with a new hash route (or the same) and without the authorisation parameters. */
export function addressWith(href: string, route: string | null): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return `${url.pathname}${url.search}${route === null ? url.hash : `#${route}`}`;
}

/**
 * The synchronous half of the WeChat start-up (SPEC §4), run in the entry before React mounts, so
 * only a code exchange ever holds the first route: a `path` parameter leaves for its hash route; a
 * visitor without code or token gets the login route, the route kept as backUrl. Returns the plan
 * for the other half (sharing, the code exchange), which loads in a chunk of its own.
 *
 * @example
 * const plan = applyWechatPlan({ landingUrl: location.href, leave: location.replace, replace });
 */
export function applyWechatPlan({ landingUrl, leave, replace }: WechatPlanDeps): StartupPlan {
  const plan = planWechatStartup({ href: landingUrl, hasToken: hasToken(), isAuth: getLocal(LocalKey.isAuth) === '1' });
  if (plan.kind === 'redirect') leave(plan.url);
  if (plan.kind === 'login') {
    if (plan.backUrl) setBackUrl(plan.backUrl);
    replace(addressWith(landingUrl, '/login'));
  }
  return plan;
}

/** Whether the plan needs the other half (start-wechat.ts): sharing or a code exchange. */
export function needsWechatModule(plan: StartupPlan): boolean {
  return plan.kind === 'exchange' || (plan.kind === 'continue' && plan.initShare);
}
