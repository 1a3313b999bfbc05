import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasPlayer, hasWaitingPlayback, onPlaybackDemand, requestPlayback, resetAudioPort, servePlayback } from './audioPort.ts';
import type { AudioTrack } from './audioPort.ts';

const track = (key: string): AudioTrack => ({ key, title: `节目${key}`, voiceUrl: `audio/${key}.wav`, source: '', time: '2026-11-01T00:00:00Z' });

afterEach(resetAudioPort);

describe('audio port', () => {
  it('keeps requests until the player serves, tells the shell once per request, then hands them over in order', () => {
    const demand = vi.fn();
    onPlaybackDemand(demand);
    requestPlayback({ tracks: [track('1')], startKey: '1', list: true });
    requestPlayback({ tracks: [track('2')], startKey: '2', list: false });
    expect(demand).toHaveBeenCalledTimes(2);
    expect(hasWaitingPlayback()).toBe(true);
    const served: string[] = [];
    servePlayback((r) => served.push(r.startKey));
    expect(demand).toHaveBeenCalledTimes(3);
    expect(served).toEqual(['1', '2']);
    expect(hasWaitingPlayback()).toBe(false);
  });

  it('tells the shell when a player starts serving, then hands requests straight to it', () => {
    const demand = vi.fn();
    onPlaybackDemand(demand);
    const serve = vi.fn();
    servePlayback(serve);
    expect(demand).toHaveBeenCalledOnce();
    requestPlayback({ tracks: [track('3')], startKey: '3', list: false });
    expect(serve).toHaveBeenCalledOnce();
    expect(demand).toHaveBeenCalledOnce();
  });

  it('queues again after the player stops serving', () => {
    const stop = servePlayback(vi.fn());
    expect(hasPlayer()).toBe(true);
    stop();
    expect(hasPlayer()).toBe(false);
    requestPlayback({ tracks: [track('4')], startKey: '4', list: false });
    expect(hasWaitingPlayback()).toBe(true);
  });

  it('refuses a start key that is not among the tracks', () => {
    expect(() => requestPlayback({ tracks: [track('1')], startKey: '9', list: false })).toThrow(/startKey 9/);
  });
});
