import { describe, expect, it, vi } from 'vitest';
import {
  LocalKey,
  SessionKey,
  clearAllStorage,
  getLocal,
  getLocalJson,
  getSessionJson,
  resetStartupKeys,
  setLocal,
  setLocalJson,
  setSession,
  setSessionJson,
} from './storage.ts';
import { getToken, saveLogin, setToken } from './token.ts';

describe('storage', () => {
  it('should use the exact key names of the spec', () => {
    saveLogin({ token: 't1', username: '13800000000' });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('iphone')).toBe('13800000000');
    setSessionJson(SessionKey.playIdList, ['1', '2']);
    expect(sessionStorage.getItem('playIdList')).toBe('["1","2"]');
  });

  it('should treat a blank token as no token', () => {
    setToken('  ');
    expect(getToken()).toBeNull();
  });

  it('should clear both areas', () => {
    setLocal(LocalKey.token, 'x');
    setSessionJson(SessionKey.voiceList, []);
    clearAllStorage();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('should clear uploadAppversion at start and keep the rest', () => {
    setLocal(LocalKey.uploadAppversion, '1');
    setLocal(LocalKey.version, '227');
    resetStartupKeys();
    expect(getLocal(LocalKey.uploadAppversion)).toBeNull();
    expect(getLocal(LocalKey.version)).toBe('227');
  });

  it('should read back a value written while storage is full, and keep what storage held', () => {
    localStorage.setItem('backUrl', '/text-detail/9');
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setLocal(LocalKey.token, 'tok-written-when-full');
    expect(getLocal(LocalKey.token)).toBe('tok-written-when-full');
    expect(getLocal(LocalKey.backUrl)).toBe('/text-detail/9');
    // The area stays in memory for the page's life, even once storage has room again.
    spy.mockRestore();
    setLocal(LocalKey.phone, '13800138000');
    expect(getLocal(LocalKey.phone)).toBe('13800138000');
    expect(getLocal(LocalKey.token)).toBe('tok-written-when-full');
    // A removal reaches memory and the real storage, so nothing removed comes back after a reload.
    setLocal(LocalKey.backUrl, null);
    expect(getLocal(LocalKey.backUrl)).toBeNull();
    expect(localStorage.getItem('backUrl')).toBeNull();
    // Session storage, which never failed, is untouched by the local area's trouble.
    setSession(SessionKey.name, '播客');
    expect(sessionStorage.getItem('name')).toBe('播客');
  });

  it('should keep working in memory when storage cannot be read at all', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getLocal(LocalKey.token)).toBeNull();
    setLocal(LocalKey.token, 'tok');
    expect(getLocal(LocalKey.token)).toBe('tok');
  });

  it('should return the fallback for unparsable JSON', () => {
    sessionStorage.setItem('voiceList', '{oops');
    expect(getSessionJson(SessionKey.voiceList, [])).toEqual([]);
  });

  it('should keep JSON in local storage under the audio keys, with the fallback for unparsable values', () => {
    setLocalJson(LocalKey.audioPositions, { '12': { t: 42, at: 1 } });
    expect(localStorage.getItem('audioPositions')).toBe('{"12":{"t":42,"at":1}}');
    expect(getLocalJson(LocalKey.audioPositions, {})).toEqual({ '12': { t: 42, at: 1 } });
    localStorage.setItem('audioPositions', '{oops');
    expect(getLocalJson(LocalKey.audioPositions, {})).toEqual({});
    expect(LocalKey.playbackRate).toBe('playbackRate');
  });
});
