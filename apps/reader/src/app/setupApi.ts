import { configureApi } from '@shqcb/api';
import { resetApiCache } from '@shqcb/api/query';
import { LocalKey, clearAllStorage, createTokenSource, getLocal, getToken, runtime, setBackUrl, setToken } from '@shqcb/bridge';
import type { TokenSource } from '@shqcb/bridge';
import { showToast } from '@shqcb/ui-kit';
import { loadingStore } from './loadingStore.ts';

/** Where the API lives: same origin by default; a build for the publisher's host sets VITE_API_BASE. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** The current hash route ("/text-detail/3?x=1"). */
function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/index';
}

/**
 * Wires the HTTP client to this host (SPEC §6, §8, decision 0003): every call carries the token of
 * the host's token source (the app's getToken inside the apps, local storage elsewhere); a 401
 * removes the token (and inside WeChat clears all storage), makes the apps' source ask the app again,
 * forgets every cached answer, remembers where the reader was and opens login.
 */
export function setupApi(): TokenSource {
  const source = createTokenSource({
    inApp: runtime().inApp,
    readNative: () => import('./nativeToken.ts').then((m) => m.readNativeToken()),
    onError: (error) => console.warn('[bridge] getToken', error),
  });
  configureApi({
    baseUrl: API_BASE,
    getToken: source.get,
    onToast: showToast,
    onLoading: loadingStore.set,
    onUnauthorized: () => {
      const route = currentRoute();
      const onLogin = route.startsWith('/login');
      source.refresh(getToken());
      if (runtime().inWeChat) {
        // A second 401 while login opens (a request already on its way, or one the cache reset asked
        // again) must not lose where the first one said the reader was.
        const back = onLogin ? getLocal(LocalKey.backUrl) : null;
        clearAllStorage();
        if (back) setBackUrl(back);
      } else setToken(null);
      // Nothing cached for the reader who was signed in may show after the sign-out.
      void resetApiCache();
      if (onLogin) return;
      setBackUrl(route);
      window.location.replace(`${window.location.pathname}${window.location.search}#/login`);
    },
  });
  return source;
}
