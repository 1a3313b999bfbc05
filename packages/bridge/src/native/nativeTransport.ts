import { BridgeError } from './BridgeError.ts';
import { BRIDGE_PROTOCOL_VERSION, CALLBACK_GLOBAL } from './protocol.ts';
import type { BridgeMessage, CallSpec } from './protocol.ts';

type AndroidObject = Record<string, unknown>;
type IosHandler = { postMessage?: (message: unknown) => unknown };

/** The parts of `window` the transport reads; tests pass a plain object with fake bridge objects. */
export interface NativeHost {
  android?: unknown;
  webkit?: { messageHandlers?: Record<string, IosHandler | undefined> };
  [CALLBACK_GLOBAL]?: { callback: (id: string, reply: unknown) => void; version?: number };
}

/** Sends protocol messages to the app and matches replies to their callback ids. */
export interface NativeTransport {
  /** 'android' (interface object), 'ios' (message handlers) or null (no native objects). */
  readonly platform: 'android' | 'ios' | null;
  /** Whether the app registered this method (Android) or message handler (iOS). */
  has(call: string): boolean;
  /** Sends `call` and settles with the reply's data, following the call's kind and time-out. */
  send(call: string, args: Record<string, unknown>, spec: CallSpec): Promise<unknown>;
}

interface Pending {
  call: string;
  resolve: (data: unknown) => void;
  reject: (error: BridgeError) => void;
  timer: ReturnType<typeof setTimeout>;
}

function androidOf(host: NativeHost): AndroidObject | null {
  return host.android && typeof host.android === 'object' ? (host.android as AndroidObject) : null;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** A reply as the app sent it (object or JSON text), or a legacy bare value, as `{ ok, data | error }`. */
function readReply(call: string, raw: unknown): { ok: true; data: unknown } | { ok: false; error: BridgeError } {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: true, data: raw }; // a legacy bare string, e.g. the token itself
    }
    // A legacy numeric-looking token ("123") must stay text.
    if (typeof value !== 'object' || value === null) return { ok: true, data: raw };
  }
  if (typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean') {
    const reply = value as { ok: boolean; data?: unknown; error?: { code?: unknown; message?: unknown } };
    if (reply.ok) return { ok: true, data: reply.data };
    const code = typeof reply.error?.code === 'string' ? reply.error.code : 'error';
    const message = typeof reply.error?.message === 'string' ? reply.error.message : `${call}: ${code}`;
    return { ok: false, error: new BridgeError('native', call, message, code) };
  }
  return { ok: true, data: value };
}

/**
 * The transport of protocol 1 (docs/bridge.md). Android: `window.android.<call>(json)`, where the
 * method may return the reply at once (a string) or later; iOS:
 * `window.webkit.messageHandlers.<call>.postMessage(message)`, where `postMessage` may return a
 * promise of the reply (WKScriptMessageHandlerWithReply). Later replies arrive through
 * `window.ShqcbBridge.callback(id, reply)`.
 *
 * @example
 * const transport = createNativeTransport(window);
 * const token = await transport.send('getToken', {}, CALLS.getToken);
 */
export function createNativeTransport(host: NativeHost): NativeTransport {
  const pending = new Map<string, Pending>();
  let seq = 0;

  const settle = (id: string, raw: unknown) => {
    const entry = pending.get(id);
    if (!entry) return; // late (after the time-out) or unknown: ignored
    pending.delete(id);
    clearTimeout(entry.timer);
    const reply = readReply(entry.call, raw);
    if (reply.ok) entry.resolve(reply.data);
    else entry.reject(reply.error);
  };

  // One callback object per page; an earlier transport's pending calls keep their own map.
  const previous = host[CALLBACK_GLOBAL];
  host[CALLBACK_GLOBAL] = {
    version: BRIDGE_PROTOCOL_VERSION,
    callback: (id: string, reply: unknown) => {
      if (pending.has(id)) settle(id, reply);
      else previous?.callback(id, reply);
    },
  };

  const platform = androidOf(host) ? 'android' : host.webkit?.messageHandlers ? 'ios' : null;

  const has = (call: string) =>
    platform === 'android'
      ? typeof androidOf(host)?.[call] === 'function'
      : platform === 'ios'
        ? typeof host.webkit?.messageHandlers?.[call]?.postMessage === 'function'
        : false;

  const send = (call: string, args: Record<string, unknown>, spec: CallSpec) =>
    new Promise<unknown>((resolve, reject) => {
      if (!has(call)) {
        reject(new BridgeError('unsupported', call));
        return;
      }
      const id = `shqcb-${++seq}`;
      const message: BridgeMessage = { v: BRIDGE_PROTOCOL_VERSION, id, args };
      const timer = setTimeout(() => {
        pending.delete(id);
        if (spec.kind === 'command') resolve(undefined);
        else reject(new BridgeError('timeout', call, `${call}: no reply in ${spec.timeoutMs} ms`));
      }, spec.timeoutMs);
      pending.set(id, { call, resolve, reject, timer });
      try {
        let immediate: unknown;
        if (platform === 'android') {
          const android = androidOf(host) as AndroidObject;
          immediate = (android[call] as (json: string) => unknown).call(android, JSON.stringify(message));
          if (immediate !== undefined && immediate !== null) settle(id, immediate);
        } else {
          immediate = host.webkit?.messageHandlers?.[call]?.postMessage?.(message);
          if (isThenable(immediate)) {
            immediate.then(
              (reply) => settle(id, reply),
              (error: unknown) => settle(id, { ok: false, error: { code: 'error', message: String(error) } }),
            );
          }
        }
      } catch (error) {
        settle(id, { ok: false, error: { code: 'exception', message: error instanceof Error ? error.message : String(error) } });
      }
    });

  return { platform, has, send };
}
