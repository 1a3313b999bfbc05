import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenSource } from './createTokenSource.ts';
import { BridgeError } from './native/BridgeError.ts';
import { getToken, setToken } from './token.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createTokenSource outside the apps', () => {
  it('should read local storage synchronously and never ask the bridge', () => {
    const readNative = vi.fn(() => Promise.resolve('native'));
    const source = createTokenSource({ inApp: false, readNative });
    expect(source.get()).toBeNull();
    setToken('stored');
    expect(source.get()).toBe('stored');
    expect(readNative).not.toHaveBeenCalled();
  });
});

describe('createTokenSource inside the apps', () => {
  it('should ask the app once, store its token and read storage afterwards', async () => {
    const readNative = vi.fn(() => Promise.resolve('from-app'));
    const source = createTokenSource({ inApp: true, readNative });
    const [a, b] = [source.get(), source.get()];
    expect(a).toBeInstanceOf(Promise);
    await expect(a).resolves.toBe('from-app');
    await expect(b).resolves.toBe('from-app');
    expect(getToken()).toBe('from-app');
    expect(source.get()).toBe('from-app');
    expect(readNative).toHaveBeenCalledOnce();
  });

  it("should remove a stored token when the app says the reader is not logged in", async () => {
    setToken('old-web-token');
    const source = createTokenSource({ inApp: true, readNative: () => Promise.resolve(null) });
    await expect(source.get()).resolves.toBeNull();
    expect(getToken()).toBeNull();
  });

  it('should go on with the stored token after the time-out', async () => {
    setToken('stored');
    const onError = vi.fn();
    const source = createTokenSource({ inApp: true, readNative: () => new Promise(() => undefined), timeoutMs: 3000, onError });
    const token = source.get();
    await vi.advanceTimersByTimeAsync(3000);
    await expect(token).resolves.toBe('stored');
    expect(onError).toHaveBeenCalledOnce();
    expect(source.get()).toBe('stored');
  });

  it('should go on with the stored token when the bridge fails', async () => {
    setToken('stored');
    const source = createTokenSource({ inApp: true, readNative: () => Promise.reject(new Error('not in app')) });
    await expect(source.get()).resolves.toBe('stored');
  });

  it('should take the app refusing its token to this page for a visitor, quietly', async () => {
    setToken('stored-by-this-page');
    const onError = vi.fn();
    const denied = new BridgeError('native', 'getToken', '此页面不能获取登录信息', 'denied');
    const source = createTokenSource({ inApp: true, readNative: () => Promise.reject(denied), onError });
    await expect(source.get()).resolves.toBeNull();
    expect(getToken()).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('should keep the stored token when the app fails for another reason', async () => {
    setToken('stored');
    const onError = vi.fn();
    const failed = new BridgeError('native', 'getToken', 'getToken: failed', 'failed');
    const source = createTokenSource({ inApp: true, readNative: () => Promise.reject(failed), onError });
    await expect(source.get()).resolves.toBe('stored');
    expect(onError).toHaveBeenCalledWith(failed);
  });

  it('should ask the app again after a 401, and never store the rejected token again', async () => {
    const answers = ['first', 'first', 'second'];
    const readNative = vi.fn(() => Promise.resolve(answers.shift() ?? null));
    const source = createTokenSource({ inApp: true, readNative });
    await source.get();
    setToken(null); // the 401 handling removes it
    source.refresh('first');
    await expect(source.get()).resolves.toBeNull();
    source.refresh();
    await expect(source.get()).resolves.toBe('second');
    expect(readNative).toHaveBeenCalledTimes(3);
  });
});
