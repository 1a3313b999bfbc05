import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../testing/fakeAudio.ts';

/*
 * sharedPlayer() is a module singleton created from storage: every test imports a fresh copy (and a
 * fresh @shqcb/bridge, whose audio port it serves) after writing the storage it should start from.
 */
async function fresh() {
  vi.resetModules();
  const bridge = await import('@shqcb/bridge');
  const { sharedPlayer } = await import('./sharedPlayer.ts');
  const { positions } = await import('../core/positions.ts');
  return { bridge, sharedPlayer, positions };
}

let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

describe('sharedPlayer', () => {
  it('is created once, with a hidden audio element on the page', async () => {
    const { sharedPlayer } = await fresh();
    const player = sharedPlayer();
    expect(sharedPlayer()).toBe(player);
    expect(player.audio.isConnected).toBe(true);
    expect(player.audio.hidden).toBe(true);
    expect(player.audio.hasAttribute('data-shqcb-player')).toBe(true);
    expect(player.state.playId).toBe('id');
  });

  it('comes back from the session paused, even when it was playing', async () => {
    const { bridge, sharedPlayer } = await fresh();
    const { SessionKey, setSession, setSessionJson } = bridge;
    setSessionJson(SessionKey.voiceList, [track('1'), track('2')]);
    setSessionJson(SessionKey.playIdList, ['1', '2']);
    setSessionJson(SessionKey.newsPlay, track('2'));
    setSession(SessionKey.playId, '2');
    setSession(SessionKey.isList, 'true');
    const player = sharedPlayer();
    expect(player.state.playId).toBe('0');
    expect(player.state.current?.key).toBe('2');
    expect(player.state.ids).toEqual(['1', '2']);
    expect(player.state.isList).toBe(true);
    expect(player.audio.getAttribute('src')).toBe('/media/audio/ep-02.wav');
    expect(play).not.toHaveBeenCalled();
  });

  it('writes every change to the SPEC §3 session keys', async () => {
    const { bridge, sharedPlayer } = await fresh();
    const { SessionKey, getSession, getSessionJson } = bridge;
    const player = sharedPlayer();
    player.request({ tracks: [track('1'), track('2')], startKey: '1', list: true });
    expect(getSession(SessionKey.playId)).toBe('1');
    expect(getSessionJson(SessionKey.playIdList, null)).toEqual(['1', '2']);
    expect(getSession(SessionKey.isList)).toBe('true');
    expect(getSessionJson<{ key: string } | null>(SessionKey.newsPlay, null)?.key).toBe('1');
    player.pause();
    expect(getSession(SessionKey.playId)).toBe('0');
    player.clear();
    expect(getSession(SessionKey.playId)).toBe('id');
    expect(getSession(SessionKey.newsPlay)).toBeNull();
  });

  it('keeps the speed in local storage', async () => {
    const { bridge, sharedPlayer } = await fresh();
    const { LocalKey, getLocal, setLocal } = bridge;
    setLocal(LocalKey.playbackRate, '1.5');
    const player = sharedPlayer();
    expect(player.getSnapshot().rate).toBe(1.5);
    player.setRate(2);
    expect(getLocal(LocalKey.playbackRate)).toBe('2');
  });

  it('ignores a stored speed that is not a preset', async () => {
    const { bridge, sharedPlayer } = await fresh();
    bridge.setLocal(bridge.LocalKey.playbackRate, 'fast');
    expect(sharedPlayer().getSnapshot().rate).toBe(1);
  });

  it('serves playback requests of other screens, also those made before it existed', async () => {
    const { bridge, sharedPlayer } = await fresh();
    bridge.requestPlayback({ tracks: [track('5')], startKey: '5', list: false });
    expect(bridge.hasWaitingPlayback()).toBe(true);
    const player = sharedPlayer();
    expect(bridge.hasWaitingPlayback()).toBe(false);
    expect(player.state.playId).toBe('5');
    bridge.requestPlayback({ tracks: [track('6')], startKey: '6', list: true });
    expect(player.state.playId).toBe('6');
    expect(player.state.ids).toEqual(['5', '6']);
    expect(player.audio.getAttribute('src')).toBe('/media/audio/ep-06.wav');
  });

  it('keeps the resume point when the page goes away or is hidden', async () => {
    const { sharedPlayer, positions } = await fresh();
    const player = sharedPlayer();
    player.request({ tracks: [track('3')], startKey: '3', list: false });
    // jsdom's element never loads: pretend the metadata is there and it played a while.
    Object.defineProperty(player.audio, 'readyState', { configurable: true, value: 1 });
    let t = 0;
    Object.defineProperty(player.audio, 'currentTime', { configurable: true, get: () => t, set: (v: number) => (t = v) });
    t = 42;
    window.dispatchEvent(new Event('pagehide'));
    expect(positions.get('3')).toBe(42);
    t = 50;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(positions.get('3')).toBe(50);
    visibility.mockReturnValue('visible');
    t = 55;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(positions.get('3')).toBe(50);
  });
});
