import { configureApi } from '@shqcb/api';
import { clearAllStorage, getToken, runtime, setBackUrl, setToken } from '@shqcb/bridge';
import { showToast } from '@shqcb/ui-kit';
import { loadingStore } from './loading-store.ts';

/** Where the API lives: same origin by default; a build for the publisher's host sets VITE_API_BASE. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** The current hash route ("/text-detail/3?x=1"). */
function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/index';
}

/**
 * Wires the HTTP client to this host (SPEC §8): the stored token goes out on every call; a 401 removes
 * the token (and inside WeChat clears all storage), remembers where the reader was and opens login.
 */
export function setupApi(): void {
  configureApi({
    baseUrl: API_BASE,
    getToken,
    onToast: showToast,
    onLoading: loadingStore.set,
    onUnauthorized: () => {
      const route = currentRoute();
      if (runtime().inWeChat) clearAllStorage();
      else setToken(null);
      if (route.startsWith('/login')) return;
      setBackUrl(route);
      window.location.replace(`${window.location.pathname}${window.location.search}#/login`);
    },
  });
}
