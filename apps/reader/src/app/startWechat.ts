import { apiCall } from '@shqcb/api';
import { shareConfig, wxLogin } from '@shqcb/api/contract/login';
import type { StartupPlan } from '@shqcb/bridge';
import { continueWechatStartup } from './continueWechatStartup.ts';

/**
 * Runs the second half of the WeChat start-up with the real page and API: sharing, and the code
 * exchange the first route waits for.
 */
export async function startWechat(plan: StartupPlan, landingUrl: string): Promise<void> {
  await continueWechatStartup(plan, {
    landingUrl,
    replace: (url) => window.history.replaceState(window.history.state, '', url),
    wxLogin: (input) => apiCall(wxLogin, input, { silent: true }),
    shareConfig: (url) => apiCall(shareConfig, { url }, { silent: true }),
  });
}
