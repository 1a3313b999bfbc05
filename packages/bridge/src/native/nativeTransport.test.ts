import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeError } from './BridgeError.ts';
import { createNativeTransport } from './nativeTransport.ts';
import type { NativeHost } from './nativeTransport.ts';
import { CALLS } from './protocol.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An Android interface object whose methods record the JSON they get and return `answer`. */
function androidHost(answer: (call: string, json: string) => unknown = () => undefined) {
  const sent: Array<{ call: string; message: { v: number; id: string; args: Record<string, unknown> } }> = [];
  const android: Record<string, (json: string) => unknown> = {};
  for (const call of ['getToken', 'goBack', 'shareByApp']) {
    android[call] = (json: string) => {
      sent.push({ call, message: JSON.parse(json) });
      return answer(call, json);
    };
  }
  const host: NativeHost = { android };
  return { host, sent };
}

function iosHost(answer: (call: string, message: unknown) => unknown = () => undefined) {
  const sent: Array<{ call: string; message: { v: number; id: string; args: Record<string, unknown> } }> = [];
  const messageHandlers: Record<string, { postMessage: (m: unknown) => unknown }> = {};
  for (const call of ['getToken', 'goBack']) {
    messageHandlers[call] = {
      postMessage: (message) => {
        sent.push({ call, message: message as never });
        return answer(call, message);
      },
    };
  }
  return { host: { webkit: { messageHandlers } } as NativeHost, sent };
}

describe('createNativeTransport on Android', () => {
  it('should call the interface method with a versioned JSON message and settle on the callback', async () => {
    const { host, sent } = androidHost();
    const transport = createNativeTransport(host);
    expect(transport.platform).toBe('android');
    const reply = transport.send('getToken', {}, CALLS.getToken);
    expect(sent).toEqual([{ call: 'getToken', message: { v: 1, id: 'shqcb-1', args: {} } }]);
    host.ShqcbBridge?.callback('shqcb-1', { ok: true, data: 'tok-1' });
    await expect(reply).resolves.toBe('tok-1');
  });

  it('should take a reply the method returns at once, as JSON or a legacy bare string', async () => {
    const json = createNativeTransport(androidHost(() => JSON.stringify({ ok: true, data: 'tok-json' })).host);
    await expect(json.send('getToken', {}, CALLS.getToken)).resolves.toBe('tok-json');
    const bare = createNativeTransport(androidHost(() => 'tok-bare').host);
    await expect(bare.send('getToken', {}, CALLS.getToken)).resolves.toBe('tok-bare');
    const numeric = createNativeTransport(androidHost(() => '12345').host);
    await expect(numeric.send('getToken', {}, CALLS.getToken)).resolves.toBe('12345');
  });

  it('should accept a reply passed as JSON text to the callback', async () => {
    const { host } = androidHost();
    const reply = createNativeTransport(host).send('shareByApp', { title: 't' }, CALLS.shareByApp);
    host.ShqcbBridge?.callback('shqcb-1', '{"ok":true}');
    await expect(reply).resolves.toBeUndefined();
  });

  it('should reject with code native on an error reply', async () => {
    const { host } = androidHost();
    const reply = createNativeTransport(host).send('shareByApp', {}, CALLS.shareByApp);
    host.ShqcbBridge?.callback('shqcb-1', { ok: false, error: { code: 'cancelled', message: 'user cancelled' } });
    await expect(reply).rejects.toMatchObject({ name: 'BridgeError', code: 'native', nativeCode: 'cancelled', message: 'user cancelled' });
  });

  it('should reject a query with timeout when no reply comes, and ignore a late reply', async () => {
    const { host } = androidHost();
    const reply = createNativeTransport(host).send('getToken', {}, CALLS.getToken);
    const checked = expect(reply).rejects.toMatchObject({ code: 'timeout', call: 'getToken' });
    await vi.advanceTimersByTimeAsync(CALLS.getToken.timeoutMs);
    await checked;
    expect(() => host.ShqcbBridge?.callback('shqcb-1', { ok: true, data: 'late' })).not.toThrow();
  });

  it('should resolve a command when its acknowledgement window closes without a reply', async () => {
    const { host } = androidHost();
    const reply = createNativeTransport(host).send('goBack', {}, CALLS.goBack);
    await vi.advanceTimersByTimeAsync(CALLS.goBack.timeoutMs);
    await expect(reply).resolves.toBeUndefined();
  });

  it('should reject unsupported for a method the app lacks, and native when the method throws', async () => {
    const transport = createNativeTransport(androidHost().host);
    expect(transport.has('setNavHidden')).toBe(false);
    await expect(transport.send('setNavHidden', {}, CALLS.setNavHidden)).rejects.toBeInstanceOf(BridgeError);
    const throwing = createNativeTransport({ android: { getToken: () => { throw new Error('boom'); } } });
    await expect(throwing.send('getToken', {}, CALLS.getToken)).rejects.toMatchObject({ code: 'native', message: 'boom' });
  });

  it('should route a reply to the transport that sent the call when two share a page', async () => {
    const { host } = androidHost();
    const first = createNativeTransport(host).send('getToken', {}, CALLS.getToken);
    createNativeTransport(host);
    host.ShqcbBridge?.callback('shqcb-1', { ok: true, data: 'first' });
    await expect(first).resolves.toBe('first');
  });
});

describe('createNativeTransport on iOS', () => {
  it('should post the message object to the named handler and settle on the callback', async () => {
    const { host, sent } = iosHost();
    const transport = createNativeTransport(host);
    expect(transport.platform).toBe('ios');
    const reply = transport.send('getToken', {}, CALLS.getToken);
    expect(sent[0]).toEqual({ call: 'getToken', message: { v: 1, id: 'shqcb-1', args: {} } });
    host.ShqcbBridge?.callback('shqcb-1', { ok: true, data: 'ios-token' });
    await expect(reply).resolves.toBe('ios-token');
  });

  it('should take the reply of a handler with reply (postMessage returns a promise)', async () => {
    const { host } = iosHost(() => Promise.resolve({ ok: true, data: 'replied' }));
    await expect(createNativeTransport(host).send('getToken', {}, CALLS.getToken)).resolves.toBe('replied');
  });

  it('should report no platform without native objects', () => {
    const transport = createNativeTransport({});
    expect(transport.platform).toBeNull();
    expect(transport.has('getToken')).toBe(false);
  });
});
