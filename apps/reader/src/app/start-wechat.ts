import { apiCall } from '@shqcb/api';
import { WECHAT_SIMULATOR_PATH, configureWechatAuthorization, runtime } from '@shqcb/bridge';
import { API_BASE } from './api-setup.ts';
import { runHostStartup } from './host-startup.ts';

/**
 * Runs the WeChat start-up with the real page and API. `onPlanned` runs as soon as the address is
 * settled (before a code exchange finishes); the promise resolves when the first route may open.
 */
export async function startWechat(landingUrl: string, onPlanned: () => void = () => undefined): Promise<void> {
  configureWechatAuthorization({
    authorizeUrl: import.meta.env.VITE_WECHAT_AUTHORIZE_URL || `${API_BASE}${WECHAT_SIMULATOR_PATH}`,
    appId: import.meta.env.VITE_WECHAT_APP_ID,
  });
  const pending = runHostStartup({
    runtime: runtime(),
    landingUrl,
    leave: (url) => window.location.replace(url),
    replace: (url) => window.history.replaceState(window.history.state, '', url),
    wxLogin: (input) => apiCall('wxLogin', input, { silent: true }),
    shareConfig: (url) => apiCall('shareConfig', { url }, { silent: true }),
  });
  onPlanned();
  await pending;
}
