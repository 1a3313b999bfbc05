import { describe, expect, it } from 'vitest';
import type { AudioTrack } from '@shqcb/bridge';
import { INITIAL_STATE, NOTHING_LOADED, PAUSED, isPlaying, showsMiniPlayer, transition } from './playerState.ts';
import type { PlayerEvent, PlayerState } from './playerState.ts';

const t = (key: string): AudioTrack => ({ key, title: `第${key}期`, voiceUrl: `audio/ep-${key}.wav`, source: '', time: '2026-11-01T08:00:00Z' });
const run = (events: PlayerEvent[], from: PlayerState = INITIAL_STATE) => events.reduce(transition, from);
const queue = (keys: string[], start: string, list = true): PlayerEvent => ({ type: 'request', request: { tracks: keys.map(t), startKey: start, list } });

describe('the play state of SPEC §4', () => {
  it('starts with nothing loaded: id "id", empty lists, no mini player', () => {
    expect(INITIAL_STATE).toEqual({ playId: NOTHING_LOADED, ids: [], isList: false, voices: [], current: null });
    expect(showsMiniPlayer(INITIAL_STATE)).toBe(false);
  });

  it('a request lists its items, stores the start item and plays it; known items keep their place', () => {
    const s = run([queue(['1', '2'], '2'), queue(['3', '1'], '1', false)]);
    expect(s.ids).toEqual(['1', '2', '3']);
    expect(s.voices.map((v) => v.key)).toEqual(['1', '2', '3']);
    expect(s.playId).toBe('1');
    expect(s.current?.key).toBe('1');
    expect(s.isList).toBe(false);
    expect(showsMiniPlayer(s)).toBe(true);
  });

  it('pause sets the id to "0" and play sets it back to the stored item', () => {
    const paused = run([queue(['1', '2'], '2'), { type: 'pause' }]);
    expect(paused.playId).toBe(PAUSED);
    expect(paused.current?.key).toBe('2');
    expect(showsMiniPlayer(paused)).toBe(true);
    expect(transition(paused, { type: 'play' }).playId).toBe('2');
    expect(transition(paused, { type: 'pause' })).toBe(paused);
  });

  it('play with nothing stored plays the first listed item, and does nothing with an empty list', () => {
    const queued = run([{ type: 'enqueue', tracks: [t('5'), t('6')] }]);
    expect(queued.playId).toBe(NOTHING_LOADED);
    expect(queued.isList).toBe(true);
    expect(showsMiniPlayer(queued)).toBe(true);
    expect(transition(queued, { type: 'play' }).playId).toBe('5');
    expect(transition(INITIAL_STATE, { type: 'play' })).toBe(INITIAL_STATE);
  });

  it('enqueue adds only new items and leaves what plays alone', () => {
    const s = run([queue(['1'], '1', false), { type: 'enqueue', tracks: [t('1'), t('2')] }]);
    expect(s.ids).toEqual(['1', '2']);
    expect(s.playId).toBe('1');
    expect(transition(s, { type: 'enqueue', tracks: [t('2')] })).toBe(s);
  });

  it('at a track end in list mode the next item plays; at the last item nothing advances', () => {
    const first = run([queue(['1', '2'], '1'), { type: 'ended' }]);
    expect(first.playId).toBe('2');
    const last = transition(first, { type: 'ended' });
    expect(last.playId).toBe(PAUSED);
    expect(last.current?.key).toBe('2');
  });

  it('outside list mode a track end stops on the same item', () => {
    const s = run([queue(['1', '2'], '1', false), { type: 'ended' }]);
    expect(s.playId).toBe(PAUSED);
    expect(s.current?.key).toBe('1');
  });

  it('a broken file skips to the next in list mode and stops otherwise', () => {
    expect(run([queue(['1', '2'], '1'), { type: 'failed' }]).playId).toBe('2');
    expect(run([queue(['1', '2'], '1', false), { type: 'failed' }]).playId).toBe(PAUSED);
  });

  it('picking a list item plays it; an unknown key changes nothing', () => {
    const s = run([queue(['1', '2', '3'], '1'), { type: 'pause' }, { type: 'pick', key: '3' }]);
    expect(s.playId).toBe('3');
    expect(transition(s, { type: 'pick', key: '9' })).toBe(s);
  });

  it('next and previous move along the list, keeping play or pause, and stop at the ends', () => {
    const s = run([queue(['1', '2', '3'], '2')]);
    expect(transition(s, { type: 'next' }).playId).toBe('3');
    expect(transition(s, { type: 'previous' }).playId).toBe('1');
    const paused = transition(s, { type: 'pause' });
    const moved = transition(paused, { type: 'next' });
    expect([moved.playId, moved.current?.key]).toEqual([PAUSED, '3']);
    expect(transition(moved, { type: 'next' })).toBe(moved);
    const atFirst = run([queue(['1', '2'], '1')]);
    expect(transition(atFirst, { type: 'previous' })).toBe(atFirst);
  });

  it('removing the playing item plays the next one, then drops it from both lists', () => {
    const s = run([queue(['1', '2', '3'], '2'), { type: 'remove', key: '2' }]);
    expect(s.playId).toBe('3');
    expect(s.ids).toEqual(['1', '3']);
    expect(s.voices.map((v) => v.key)).toEqual(['1', '3']);
  });

  it('removing the playing item when it is last plays the first', () => {
    const s = run([queue(['1', '2', '3'], '3'), { type: 'remove', key: '3' }]);
    expect(s.playId).toBe('1');
    expect(s.ids).toEqual(['1', '2']);
  });

  it('removing another item only drops it; removing the paused stored item stores the next, paused', () => {
    const s = run([queue(['1', '2', '3'], '1'), { type: 'remove', key: '3' }]);
    expect([s.playId, s.ids]).toEqual(['1', ['1', '2']]);
    const paused = run([{ type: 'pause' }, { type: 'remove', key: '1' }], s);
    expect([paused.playId, paused.current?.key, paused.ids]).toEqual([PAUSED, '2', ['2']]);
  });

  it('removing the only item leaves nothing loaded and hides the mini player', () => {
    const s = run([queue(['1'], '1'), { type: 'remove', key: '1' }]);
    expect(s).toEqual({ ...INITIAL_STATE, isList: true });
    expect(showsMiniPlayer(s)).toBe(false);
    expect(transition(s, { type: 'remove', key: '1' })).toBe(s);
  });

  it('clear empties both lists, sets the id to "id", clears list mode and the stored item', () => {
    const s = run([queue(['1', '2'], '1'), { type: 'clear' }]);
    expect(s).toEqual(INITIAL_STATE);
    expect(isPlaying(s)).toBe(false);
    expect(showsMiniPlayer(s)).toBe(false);
  });

  it('the list flag can be set and cleared', () => {
    const s = run([queue(['1'], '1', false), { type: 'setList', isList: true }]);
    expect(s.isList).toBe(true);
    expect(transition(s, { type: 'setList', isList: true })).toBe(s);
    expect(transition(s, { type: 'setList', isList: false }).isList).toBe(false);
  });

  it('a request naming a start item outside its tracks changes nothing', () => {
    const s = run([queue(['1'], '1')]);
    expect(transition(s, { type: 'request', request: { tracks: [t('2')], startKey: '9', list: true } })).toBe(s);
  });
});
