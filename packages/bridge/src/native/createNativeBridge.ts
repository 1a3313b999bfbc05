import { BridgeError } from './BridgeError.ts';
import { createBrowserFallbacks } from './browserFallbacks.ts';
import type { BrowserHost } from './browserFallbacks.ts';
import { createNativeTransport } from './nativeTransport.ts';
import type { NativeHost } from './nativeTransport.ts';
import { CALLS } from './protocol.ts';
import type { AppShareData, BridgeInfo, CallName } from './protocol.ts';

/** The typed native calls of SPEC §7 plus protocol 1's additions, each with its fallback. */
export interface NativeBridge {
  /** Inside the publisher's app (the native objects are present). */
  readonly inApp: boolean;
  /** The app's token, null when the reader is not logged in there. Rejects with 'not in app' outside the apps. */
  getToken(): Promise<string | null>;
  /** Opens the app's own 我的推荐 screen. Does nothing outside the apps. */
  lookMyRcommend(): Promise<void>;
  /** Closes this web page in the app (one step back); history back elsewhere. */
  goBack(): Promise<void>;
  /** Closes the whole web view; history back elsewhere. */
  quitWebView(): Promise<void>;
  /** Opens the app's share sheet; the Web Share API elsewhere (rejects where neither exists). */
  shareByApp(data: AppShareData): Promise<void>;
  /** Hides or shows the app's navigation bar. Does nothing outside the apps. */
  setNavHidden(hidden: boolean): Promise<void>;
  /** Opens `url` in a new web view of the app; a new tab elsewhere. */
  openNewWebView(url: string, title?: string): Promise<void>;
  /** Hides or shows the app's tab bar. Does nothing outside the apps. */
  setTabbarHidden(hidden: boolean): Promise<void>;
  /** Saves a PNG data URL to the photo album in the app, or downloads it elsewhere; says which. */
  saveImage(image: { dataUrl: string; fileName: string }): Promise<'album' | 'download'>;
  /** Asks the app to update itself (its app-market page). Rejects `unsupported` outside the apps. */
  updateApp(): Promise<void>;
  /**
   * Shows what plays in the app's media notification and lock screen, with its buttons (docs/bridge.md
   * §4; the Android web view has no Media Session API). Does nothing outside the apps.
   */
  setMediaSession(args: Record<string, unknown>): Promise<void>;
  /** The handshake: protocol version, calls and app build number (version 0 for older apps). */
  bridgeInfo(): Promise<BridgeInfo>;
  /** Shorthand for `(await bridgeInfo()).version`. */
  bridgeVersion(): Promise<number>;
  /** Whether the app implements `call` (false everywhere outside the apps). */
  supports(call: CallName): boolean;
}

export interface NativeBridgeOptions {
  /** `window`, or a fake with `android` / `webkit.messageHandlers` and browser APIs. */
  host: NativeHost & BrowserHost;
  /** Whether the page runs in the app (from runtime detection). */
  inApp: boolean;
  /** Called with the app's build number when the handshake reports one (stored under `version`). */
  onAppVersion?: (version: number) => void;
}

function tokenOf(data: unknown): string | null {
  const raw = typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : data;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const token = String(raw).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

/**
 * Creates the bridge over the app's native objects. Outside the apps every call takes its browser
 * fallback; inside, a command the app build lacks falls back the same way, while getToken, shareByApp,
 * saveImage and updateApp reject with `unsupported` so the caller can choose (e.g. the version overlay).
 *
 * @example
 * const bridge = createNativeBridge({ host: window, inApp: runtime().inApp });
 * if (bridge.supports('saveImage')) await bridge.saveImage({ dataUrl, fileName: 'poster.png' });
 */
export function createNativeBridge({ host, inApp, onAppVersion }: NativeBridgeOptions): NativeBridge {
  const transport = createNativeTransport(host);
  const fallback = createBrowserFallbacks(host);
  let info: BridgeInfo | null = null;
  let infoPromise: Promise<BridgeInfo> | null = null;

  const supports = (call: CallName) => inApp && transport.has(call) && (info === null || info.version < 1 || info.calls.includes(call));
  const send = (call: CallName, args: Record<string, unknown> = {}) => transport.send(call, args, CALLS[call]);
  const command = async (call: CallName, args: Record<string, unknown>, otherwise: () => void) => {
    if (supports(call)) await send(call, args);
    else otherwise();
  };

  const bridge: NativeBridge = {
    inApp,
    async getToken() {
      if (!inApp) throw new BridgeError('not-in-app', 'getToken');
      return tokenOf(await send('getToken'));
    },
    lookMyRcommend: () => command('lookMyRcommend', {}, () => undefined),
    goBack: () => command('goBack', {}, fallback.goBack),
    quitWebView: () => command('quitWebView', {}, fallback.quitWebView),
    async shareByApp(data) {
      if (!inApp) return fallback.shareByApp(data);
      await send('shareByApp', { ...data, content: data.desc });
    },
    setNavHidden: (hidden) => command('setNavHidden', { hidden }, () => undefined),
    openNewWebView: (url, title) => command('openNewWebView', { url, ...(title && { title }) }, () => fallback.openNewWebView(url)),
    setTabbarHidden: (hidden) => command('setTabbarHidden', { hidden }, () => undefined),
    async saveImage(image) {
      if (!inApp) {
        fallback.saveImage(image);
        return 'download';
      }
      if (!supports('saveImage')) throw new BridgeError('unsupported', 'saveImage');
      await send('saveImage', image);
      return 'album';
    },
    async updateApp() {
      if (!supports('updateApp')) throw new BridgeError(inApp ? 'unsupported' : 'not-in-app', 'updateApp');
      await send('updateApp');
    },
    setMediaSession: (args) => command('setMediaSession', args, () => undefined),
    bridgeInfo() {
      infoPromise ??= (async (): Promise<BridgeInfo> => {
        const present = (Object.keys(CALLS) as CallName[]).filter((call) => inApp && transport.has(call));
        let answer: BridgeInfo = { version: 0, calls: present };
        if (inApp && transport.has('getBridgeInfo')) {
          try {
            const data = (await send('getBridgeInfo')) as Partial<BridgeInfo> | null;
            const version = typeof data?.version === 'number' ? data.version : 0;
            const calls = Array.isArray(data?.calls) ? data.calls.filter((c): c is string => typeof c === 'string') : present;
            answer = { version, calls, ...(typeof data?.appVersion === 'number' && { appVersion: data.appVersion }) };
          } catch {
            // An app that does not answer the handshake is treated as protocol 0.
          }
        }
        info = answer;
        if (answer.appVersion !== undefined) onAppVersion?.(answer.appVersion);
        return answer;
      })();
      return infoPromise;
    },
    async bridgeVersion() {
      return (await bridge.bridgeInfo()).version;
    },
    supports,
  };
  return bridge;
}
