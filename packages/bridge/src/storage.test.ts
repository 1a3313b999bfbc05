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

  it('should fall back to memory when storage throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setLocal(LocalKey.isAuth, '1');
    spy.mockRestore();
    expect(() => getLocal(LocalKey.isAuth)).not.toThrow();
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
