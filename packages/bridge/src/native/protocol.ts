/**
 * The web side of the native bridge protocol, version 1 (docs/bridge.md). Native teams implement the
 * other side from that document; this file is its single source on the web side.
 */

/** Version of the protocol this web build speaks; sent in every message as `v`. */
export const BRIDGE_PROTOCOL_VERSION = 1;

/** Global object the app calls to answer: `window.ShqcbBridge.callback(id, reply)`. */
export const CALLBACK_GLOBAL = 'ShqcbBridge';

/**
 * - `query`: the app must reply with data; no reply in time rejects with `timeout`.
 * - `action`: the app replies when done (saved, share sheet shown); no reply in time rejects.
 * - `command`: fire and forget; a reply is optional (apps before protocol 1 never send one). The call
 *   resolves on the reply or when the acknowledgement window closes, and rejects on an error reply.
 */
export type CallKind = 'query' | 'action' | 'command';

export interface CallSpec {
  kind: CallKind;
  /** Milliseconds to wait for the reply (the acknowledgement window of a command). */
  timeoutMs: number;
  /** First protocol version with this call; 0 = the calls the old apps already had. */
  since: number;
}

/** Every call of the protocol (SPEC §7's eight, plus the ones protocol 1 adds). */
export const CALLS = {
  getBridgeInfo: { kind: 'query', timeoutMs: 1_500, since: 1 },
  getToken: { kind: 'query', timeoutMs: 3_000, since: 0 },
  lookMyRcommend: { kind: 'command', timeoutMs: 1_000, since: 0 },
  goBack: { kind: 'command', timeoutMs: 1_000, since: 0 },
  quitWebView: { kind: 'command', timeoutMs: 1_000, since: 0 },
  shareByApp: { kind: 'action', timeoutMs: 30_000, since: 0 },
  setNavHidden: { kind: 'command', timeoutMs: 1_000, since: 0 },
  openNewWebView: { kind: 'command', timeoutMs: 1_000, since: 0 },
  setTabbarHidden: { kind: 'command', timeoutMs: 1_000, since: 0 },
  saveImage: { kind: 'action', timeoutMs: 60_000, since: 1 },
  updateApp: { kind: 'command', timeoutMs: 1_000, since: 1 },
  setMediaSession: { kind: 'command', timeoutMs: 1_000, since: 1 },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;

/** What the web sends: `android.<call>(JSON.stringify(message))` or `messageHandlers.<call>.postMessage(message)`. */
export interface BridgeMessage {
  v: number;
  /** Callback id, unique per page: `shqcb-<n>`. */
  id: string;
  args: Record<string, unknown>;
}

/** What the app answers. */
export type BridgeReply = { id?: string; ok: true; data?: unknown } | { id?: string; ok: false; error: { code: string; message?: string } };

/** Arguments of shareByApp: what the app's share sheet shares. */
export interface AppShareData {
  title: string;
  /** The description line (SPEC §3 `desc`; `content` is the old apps' name for it and is sent too). */
  desc: string;
  /** Absolute page address carrying type=share. */
  link: string;
  /** Absolute image address (the news thumbnail), or a `data:image/png;base64,` poster. */
  imgUrl: string;
}

/** What `getBridgeInfo` answers (protocol 1). */
export interface BridgeInfo {
  /** Protocol version the app speaks; 0 for apps without getBridgeInfo. */
  version: number;
  /** Calls the app implements. */
  calls: string[];
  /** The app's build number (stored under `version`, SPEC §3), when it tells it. */
  appVersion?: number;
}
