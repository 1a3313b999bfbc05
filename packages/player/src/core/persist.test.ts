import { describe, expect, it } from 'vitest';
import type { AudioTrack } from '@shqcb/bridge';
import { INITIAL_STATE, NOTHING_LOADED, PAUSED, transition } from './playerState.ts';
import { loadState, readTrack, saveState, wasPlaying } from './persist.ts';

const t = (key: string): AudioTrack => ({ key, title: `第${key}期`, voiceUrl: `audio/ep-${key}.wav`, source: '车市周报', time: '2026-11-01T08:00:00Z', duration: 9 });

describe('the play state in session storage (SPEC §3 keys)', () => {
  it('writes playId, playIdList, isList, voiceList and newsPlay under their names', () => {
    const s = transition(INITIAL_STATE, { type: 'request', request: { tracks: [t('1'), t('2')], startKey: '2', list: true } });
    saveState(s);
    expect(sessionStorage.getItem('playId')).toBe('2');
    expect(JSON.parse(sessionStorage.getItem('playIdList') ?? '')).toEqual(['1', '2']);
    expect(sessionStorage.getItem('isList')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('voiceList') ?? '')).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem('newsPlay') ?? '').key).toBe('2');
  });

  it('clearing removes the stored item', () => {
    saveState(transition(INITIAL_STATE, { type: 'request', request: { tracks: [t('1')], startKey: '1', list: false } }));
    saveState(INITIAL_STATE);
    expect(sessionStorage.getItem('newsPlay')).toBeNull();
    expect(sessionStorage.getItem('playId')).toBe(NOTHING_LOADED);
    expect(sessionStorage.getItem('playIdList')).toBe('[]');
  });

  it('comes back after a reload with the list and the stored item, paused (browsers need a tap to sound)', () => {
    const s = transition(INITIAL_STATE, { type: 'request', request: { tracks: [t('1'), t('2')], startKey: '2', list: true } });
    saveState(s);
    expect(wasPlaying()).toBe(true);
    expect(loadState()).toEqual({ ...s, playId: PAUSED });
  });

  it('drops what does not fit: broken JSON, ids without an item, items without a title or address', () => {
    sessionStorage.setItem('voiceList', JSON.stringify([t('1'), { key: '2' }, null, { id: 3, title: '旧版条目', voiceUrl: 'a.mp3' }]));
    sessionStorage.setItem('playIdList', JSON.stringify(['1', '2', '3', '4', '1']));
    sessionStorage.setItem('newsPlay', '{broken');
    sessionStorage.setItem('playId', '1');
    const s = loadState();
    expect(s.ids).toEqual(['1', '3']);
    expect(s.voices[1]).toMatchObject({ key: '3', title: '旧版条目', source: '' });
    expect(s.current).toBeNull();
    expect(s.playId).toBe(PAUSED);
  });

  it('reads an empty session as nothing loaded', () => {
    expect(loadState()).toEqual(INITIAL_STATE);
    expect(wasPlaying()).toBe(false);
  });

  it('refuses item keys that are the state words "0" and "id"', () => {
    expect(readTrack({ key: '0', title: 'x', voiceUrl: 'a' })).toBeNull();
    expect(readTrack({ key: 'id', title: 'x', voiceUrl: 'a' })).toBeNull();
  });
});
