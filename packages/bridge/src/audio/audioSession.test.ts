import { afterEach, describe, expect, it } from 'vitest';
import { SessionKey, clearAllStorage, setSession, setSessionJson } from '../storage.ts';
import { hasAudioSession } from './audioSession.ts';

afterEach(clearAllStorage);

describe('hasAudioSession (SPEC §4: the mini player shows when the id is not "id" or the list is not empty)', () => {
  it('is false with nothing stored or with the id "id" and an empty list', () => {
    expect(hasAudioSession()).toBe(false);
    setSession(SessionKey.playId, 'id');
    setSessionJson(SessionKey.playIdList, []);
    expect(hasAudioSession()).toBe(false);
  });

  it('is true while paused ("0") or playing an item', () => {
    setSession(SessionKey.playId, '0');
    expect(hasAudioSession()).toBe(true);
    setSession(SessionKey.playId, '12');
    expect(hasAudioSession()).toBe(true);
  });

  it('is true with the id "id" but a non-empty list; a broken list counts as empty', () => {
    setSession(SessionKey.playId, 'id');
    setSessionJson(SessionKey.playIdList, ['3']);
    expect(hasAudioSession()).toBe(true);
    setSession(SessionKey.playIdList, '{broken');
    expect(hasAudioSession()).toBe(false);
  });
});
