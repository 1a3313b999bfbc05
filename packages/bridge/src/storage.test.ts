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
  getSession,
  setSession,
  setSessionJson,
} from './storage.ts';
import { getToken, hasToken, saveLogin, setToken } from './token.ts';

describe('storage', () => {
  it('should use the exact key names of the spec', () => {
    saveLogin({ token: 't1', username: '13800000000' });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('iphone')).toBe('13800000000');
    setSessionJson(SessionKey.playIdList, ['1', '2']);
    expect(sessionStorage.getItem('playIdList')).toBe('["1","2"]');
  });

  it('should treat a blank token as no token', () => {
    expect(hasToken()).toBe(false);
    setToken('  ');
    expect(getToken()).toBeNull();
    expect(hasToken()).toBe(false);
    setToken('tok');
    expect(hasToken()).toBe(true);
  });

  it('should keep the stored phone when a login brings none', () => {
    localStorage.setItem('iphone', '13900000000');
    saveLogin({ token: 't2' });
    expect(localStorage.getItem('token')).toBe('t2');
    expect(localStorage.getItem('iphone')).toBe('13900000000');
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
    // Storage is not written piecemeal behind memory's back: a reload finds it as it was, not half new.
    expect(localStorage.getItem('iphone')).toBeNull();
    expect(getLocal(LocalKey.token)).toBe('tok-written-when-full');
    // A removal reaches memory and the real storage, so nothing removed comes back after a reload.
    setLocal(LocalKey.backUrl, null);
    expect(getLocal(LocalKey.backUrl)).toBeNull();
    expect(localStorage.getItem('backUrl')).toBeNull();
    // Session storage, which never failed, is untouched by the local area's trouble.
    setSession(SessionKey.name, '播客');
    expect(sessionStorage.getItem('name')).toBe('播客');
  });

  it('should not keep an older value in full storage once the page has a newer one', () => {
    localStorage.setItem('token', 'old-token');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setLocal(LocalKey.token, 'new-token');
    expect(getLocal(LocalKey.token)).toBe('new-token');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('should fall back to memory for session storage too', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setSession(SessionKey.playId, '12');
    expect(getSession(SessionKey.playId)).toBe('12');
    expect(getLocal(LocalKey.token)).toBeNull();
  });

  it('should read back what it wrote when storage takes writes but refuses reads', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setLocal(LocalKey.backUrl, '/text-detail/4');
    expect(getLocal(LocalKey.backUrl)).toBe('/text-detail/4');
    setLocal(LocalKey.token, 'tok');
    expect(getLocal(LocalKey.token)).toBe('tok');
  });

  it('should work in memory when the storage objects themselves throw (storage disabled)', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    setLocal(LocalKey.token, 'tok');
    expect(getLocal(LocalKey.token)).toBe('tok');
    clearAllStorage();
    expect(getLocal(LocalKey.token)).toBeNull();
  });

  it('should give the fallback for missing JSON keys', () => {
    expect(getSessionJson(SessionKey.voiceList, ['fallback'])).toEqual(['fallback']);
    expect(getLocalJson(LocalKey.audioPositions, { none: true })).toEqual({ none: true });
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
