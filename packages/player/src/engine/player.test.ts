import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AudioTrack } from '@shqcb/bridge';
import { NOTHING_LOADED, PAUSED } from '../core/playerState.ts';
import type { PlayerState } from '../core/playerState.ts';
import { FakeAudio, FakeMediaControls, MEDIA_ERR_NETWORK, MEDIA_ERR_SRC_NOT_SUPPORTED, MemoryPositions, track } from '../testing/fakeAudio.ts';
import { ERROR_BROKEN, ERROR_NETWORK, Player, SAVE_EVERY_MS, SKIPPED_SUFFIX, SKIP_SECONDS } from './player.ts';
import type { PlayerOptions } from './player.ts';

const T0 = 1_800_000_000_000;

function setup(options: Partial<PlayerOptions> & { points?: Record<string, number> } = {}) {
  const { points, ...rest } = options;
  const audio = new FakeAudio();
  const positions = new MemoryPositions(points);
  const controls = new FakeMediaControls();
  const notify = vi.fn<(message: string) => void>();
  const persist = vi.fn<(state: PlayerState) => void>();
  const onRateChange = vi.fn<(rate: number) => void>();
  const clock = { t: T0 };
  const player = new Player({
    audio: audio as unknown as HTMLAudioElement,
    positions,
    controls,
    notify,
    persist,
    onRateChange,
    now: () => clock.t,
    ...rest,
  });
  return { player, audio, positions, controls, notify, persist, onRateChange, clock };
}

/** Plays `keys` as a list request starting at `start` (default the first). */
function requestList(player: Player, keys: string[], start = keys[0] ?? '', list = true) {
  player.request({ tracks: keys.map((k) => track(k)), startKey: start, list });
}

const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('Player: commands drive the audio element', () => {
  it('loads nothing at start and tells the media controls there is nothing', () => {
    const { player, audio, controls } = setup();
    expect(player.state.playId).toBe(NOTHING_LOADED);
    expect(audio.getAttribute('src')).toBeNull();
    expect(audio.preload).toBe('metadata');
    expect(controls.nowPlaying).toEqual([null]);
  });

  it('request sets the resolved address and plays it', () => {
    const { player, audio, persist } = setup();
    player.request({ tracks: [track('1')], startKey: '1', list: false });
    expect(audio.src).toBe('/media/audio/ep-01.wav');
    expect(audio.playCalls).toBe(1);
    expect(audio.paused).toBe(false);
    expect(player.state.playId).toBe('1');
    expect(persist).toHaveBeenLastCalledWith(player.state);
  });

  it('keeps absolute addresses as they are', () => {
    const { player, audio } = setup();
    player.request({ tracks: [track('1', { voiceUrl: 'https://cdn.example.com/a.mp3' })], startKey: '1', list: false });
    expect(audio.src).toBe('https://cdn.example.com/a.mp3');
  });

  it('pause pauses the element, play resumes the same item without reloading, toggle switches', () => {
    const { player, audio } = setup();
    requestList(player, ['1']);
    player.pause();
    expect(player.state.playId).toBe(PAUSED);
    expect(audio.pauseCalls).toBe(1);
    expect(audio.paused).toBe(true);

    player.play();
    expect(player.state.playId).toBe('1');
    expect(audio.playCalls).toBe(2);
    expect(audio.sources).toEqual(['/media/audio/ep-01.wav']);

    player.toggle();
    expect(player.state.playId).toBe(PAUSED);
    expect(audio.paused).toBe(true);
    player.toggle();
    expect(player.state.playId).toBe('1');
    expect(audio.paused).toBe(false);
  });

  it('restores a stored item paused: the address is set, nothing plays', () => {
    const stored = track('4');
    const initial: PlayerState = { playId: PAUSED, ids: ['4'], voices: [stored], isList: true, current: stored };
    const { player, audio } = setup({ initial });
    expect(audio.src).toBe('/media/audio/ep-04.wav');
    expect(audio.playCalls).toBe(0);
    player.play();
    expect(audio.playCalls).toBe(1);
  });

  it('enqueue lists items and turns list mode on without touching the element', () => {
    const { player, audio } = setup();
    player.enqueue([track('1'), track('2')]);
    expect(player.state.ids).toEqual(['1', '2']);
    expect(player.state.isList).toBe(true);
    expect(audio.getAttribute('src')).toBeNull();
    expect(audio.playCalls).toBe(0);
  });

  it('pick plays another item; picking the one that plays does nothing', () => {
    const { player, audio } = setup();
    requestList(player, ['1', '2']);
    player.pick('2');
    expect(audio.src).toBe('/media/audio/ep-02.wav');
    expect(audio.playCalls).toBe(2);
    player.pick('2');
    expect(audio.sources).toHaveLength(2);
    expect(audio.playCalls).toBe(2);
  });

  it('next and previous move through the list, keeping play or pause', () => {
    const { player, audio } = setup();
    requestList(player, ['1', '2', '3']);
    player.next();
    expect(player.state.playId).toBe('2');
    expect(audio.src).toBe('/media/audio/ep-02.wav');
    expect(audio.paused).toBe(false);
    player.pause();
    player.previous();
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('1');
    expect(audio.src).toBe('/media/audio/ep-01.wav');
    expect(audio.paused).toBe(true);
  });

  it('removing the item that plays plays the next one', () => {
    const { player, audio } = setup();
    requestList(player, ['1', '2']);
    player.remove('1');
    expect(player.state.ids).toEqual(['2']);
    expect(audio.src).toBe('/media/audio/ep-02.wav');
    expect(audio.paused).toBe(false);
  });

  it('clear stops, empties the element and the media controls', () => {
    const { player, audio, controls } = setup();
    requestList(player, ['1', '2']);
    player.clear();
    expect(player.state.playId).toBe(NOTHING_LOADED);
    expect(player.state.ids).toEqual([]);
    expect(audio.paused).toBe(true);
    expect(audio.getAttribute('src')).toBeNull();
    expect(audio.loadCalls).toBe(1);
    expect(controls.nowPlaying.at(-1)).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const { player } = setup();
    const listener = vi.fn();
    const unsubscribe = player.subscribe(listener);
    requestList(player, ['1']);
    expect(listener).toHaveBeenCalled();
    expect(player.getSnapshot().state.playId).toBe('1');
    const calls = listener.mock.calls.length;
    unsubscribe();
    player.pause();
    expect(listener).toHaveBeenCalledTimes(calls);
  });
});

describe('Player: end of a track', () => {
  it('in list mode plays the next item', () => {
    const { player, audio } = setup();
    requestList(player, ['1', '2']);
    audio.simulateMetadata(60);
    audio.simulateEnded();
    expect(player.state.playId).toBe('2');
    expect(audio.src).toBe('/media/audio/ep-02.wav');
    expect(audio.playCalls).toBe(2);
    expect(audio.paused).toBe(false);
  });

  it('at the last item stops there, paused', () => {
    const { player, audio } = setup();
    requestList(player, ['1', '2'], '2');
    audio.simulateMetadata(60);
    audio.simulateEnded();
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('2');
    expect(audio.sources).toEqual(['/media/audio/ep-02.wav']);
    expect(audio.playCalls).toBe(1);
  });

  it('outside list mode stops at the item even with more listed', () => {
    const { player, audio } = setup();
    requestList(player, ['1', '2'], '1', false);
    audio.simulateMetadata(60);
    audio.simulateEnded();
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('1');
    expect(audio.playCalls).toBe(1);
  });
});

describe('Player: errors said in words', () => {
  it('a missing file (code 4) in list mode says so and plays the next item', () => {
    const { player, audio, notify } = setup();
    requestList(player, ['1', '2']);
    audio.simulateError(MEDIA_ERR_SRC_NOT_SUPPORTED);
    expect(notify).toHaveBeenCalledExactlyOnceWith('该音频文件不存在或已损坏，已为您播放下一条');
    expect(ERROR_BROKEN + SKIPPED_SUFFIX).toBe('该音频文件不存在或已损坏，已为您播放下一条');
    expect(player.state.playId).toBe('2');
    expect(audio.src).toBe('/media/audio/ep-02.wav');
    expect(audio.paused).toBe(false);
  });

  it('a missing file without a next item says so and stays paused', () => {
    const { player, audio, notify, controls } = setup();
    requestList(player, ['1', '2'], '2');
    audio.simulateError(MEDIA_ERR_SRC_NOT_SUPPORTED);
    expect(notify).toHaveBeenCalledExactlyOnceWith('该音频文件不存在或已损坏');
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('2');
    expect(controls.lastState()?.state).toBe('paused');
  });

  it('a missing file outside list mode does not claim to skip', () => {
    const { player, audio, notify } = setup();
    requestList(player, ['1', '2'], '1', false);
    audio.simulateError(MEDIA_ERR_SRC_NOT_SUPPORTED);
    expect(notify).toHaveBeenCalledExactlyOnceWith(ERROR_BROKEN);
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('1');
  });

  it('an error while paused (a restored item loading its metadata) stays silent and moves nothing', () => {
    const { player, audio, notify } = setup();
    requestList(player, ['1', '2']);
    player.pause();
    audio.simulateError(MEDIA_ERR_SRC_NOT_SUPPORTED);
    expect(notify).not.toHaveBeenCalled();
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('1');
  });

  it('a network error (code 2) says the network failed', () => {
    const { player, audio, notify } = setup();
    requestList(player, ['1']);
    audio.simulateError(MEDIA_ERR_NETWORK);
    expect(notify).toHaveBeenCalledExactlyOnceWith('网络不给力，音频加载失败');
    expect(ERROR_NETWORK).toBe('网络不给力，音频加载失败');
    expect(player.state.playId).toBe(PAUSED);
  });

  it('playing a failed item again reloads it, and a second failure is said again', () => {
    const { player, audio, notify } = setup();
    requestList(player, ['1']);
    audio.simulateError(MEDIA_ERR_NETWORK);
    player.play();
    expect(audio.sources).toEqual(['/media/audio/ep-01.wav', '/media/audio/ep-01.wav']);
    expect(audio.playCalls).toBe(2);
    expect(player.state.playId).toBe('1');
    audio.simulateError(MEDIA_ERR_SRC_NOT_SUPPORTED);
    expect(notify.mock.calls).toEqual([[ERROR_NETWORK], [ERROR_BROKEN]]);
    expect(player.state.playId).toBe(PAUSED);
  });

  it('marks buffering on waiting and clears it when playing or failing', () => {
    const { player, audio } = setup();
    requestList(player, ['1']);
    audio.fire('waiting');
    expect(player.getSnapshot().buffering).toBe(true);
    audio.fire('playing');
    expect(player.getSnapshot().buffering).toBe(false);
    audio.fire('waiting');
    audio.simulateError(MEDIA_ERR_NETWORK);
    expect(player.getSnapshot().buffering).toBe(false);
  });

  it('an address of another scheme fails without ever reaching the element', () => {
    const { player, audio, notify } = setup();
    player.request({ tracks: [track('1', { voiceUrl: 'javascript:x' })], startKey: '1', list: false });
    expect(notify).toHaveBeenCalledExactlyOnceWith(ERROR_BROKEN);
    expect(audio.sources).toEqual([]);
    expect(audio.getAttribute('src')).toBeNull();
    expect(audio.playCalls).toBe(0);
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('1');
  });

  it('playing a broken item again says it again and stays paused', () => {
    const { player, audio, notify } = setup();
    player.request({ tracks: [track('1', { voiceUrl: 'javascript:x' })], startKey: '1', list: false });
    player.play();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith(ERROR_BROKEN);
    expect(player.state.playId).toBe(PAUSED);
    expect(audio.playCalls).toBe(0);
    expect(audio.paused).toBe(true);
  });

  it('an address of another scheme in list mode skips to the next item', () => {
    const { player, audio, notify } = setup();
    player.request({ tracks: [track('1', { voiceUrl: 'javascript:x' }), track('2')], startKey: '1', list: true });
    expect(notify).toHaveBeenCalledExactlyOnceWith(ERROR_BROKEN + SKIPPED_SUFFIX);
    expect(audio.sources).toEqual(['/media/audio/ep-02.wav']);
    expect(player.state.playId).toBe('2');
    expect(audio.playCalls).toBe(1);
  });

  it('ignores an error of the emptied element after clear', () => {
    const { player, audio, notify } = setup();
    requestList(player, ['1']);
    player.clear();
    audio.simulateError(MEDIA_ERR_SRC_NOT_SUPPORTED);
    expect(notify).not.toHaveBeenCalled();
    expect(player.state.playId).toBe(NOTHING_LOADED);
  });
});

describe('Player: play() refused or interrupted', () => {
  it('NotAllowedError (no tap yet) shows the item paused', async () => {
    const { player, audio, notify } = setup();
    audio.failNextPlay('NotAllowedError');
    requestList(player, ['1']);
    expect(player.state.playId).toBe('1');
    await flushPromises();
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('1');
    expect(notify).not.toHaveBeenCalled();
  });

  it('AbortError is ignored: the state still plays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { player, audio, notify } = setup();
    audio.failNextPlay('AbortError');
    requestList(player, ['1']);
    await flushPromises();
    expect(player.state.playId).toBe('1');
    expect(notify).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a refusal for an item already replaced by another is ignored', async () => {
    const { player, audio } = setup();
    audio.failNextPlay('NotAllowedError');
    requestList(player, ['1', '2']);
    player.next();
    await flushPromises();
    expect(player.state.playId).toBe('2');
  });

  it('NotSupportedError is left to the error event; other failures are logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { player, audio } = setup();
    audio.failNextPlay('NotSupportedError');
    requestList(player, ['1']);
    await flushPromises();
    expect(warn).not.toHaveBeenCalled();
    player.pause();
    audio.failNextPlay('UnknownError');
    player.play();
    await flushPromises();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe('[player] play failed');
  });
});

describe('Player: follows the element when something else plays or pauses it', () => {
  it('an outside pause while playing pauses the state', () => {
    const { player, audio } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    audio.simulateExternalPause();
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('1');
  });

  it('an outside play while paused makes the state play, without a second play()', () => {
    const { player, audio } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    player.pause();
    audio.simulateExternalPlay();
    expect(player.state.playId).toBe('1');
    expect(audio.playCalls).toBe(1);
  });

  it('an outside pause before metadata (the element still loading) is not taken as the reader’s', () => {
    const { player, audio } = setup();
    requestList(player, ['1']);
    audio.simulateExternalPause();
    expect(player.state.playId).toBe('1');
  });
});

describe('Player: resume points', () => {
  it('seeks to the stored point when the metadata arrives', () => {
    const { player, audio } = setup({ points: { '1': 30 } });
    requestList(player, ['1']);
    expect(player.currentTime()).toBe(30);
    expect(audio.currentTime).toBe(0);
    audio.simulateMetadata(60);
    expect(audio.currentTime).toBe(30);
    expect(player.currentTime()).toBe(30);
  });

  it('does not seek past the end of a shorter file', () => {
    const { player, audio } = setup({ points: { '1': 30 } });
    requestList(player, ['1']);
    audio.simulateMetadata(20);
    expect(audio.currentTime).toBe(0);
  });

  it('saves while playing at most once per SAVE_EVERY_MS', () => {
    const { player, audio, positions, clock } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    audio.simulateTimeUpdate(1);
    expect(positions.saved).toEqual([['1', 1]]);
    clock.t += SAVE_EVERY_MS - 1;
    audio.simulateTimeUpdate(1.9);
    expect(positions.saved).toHaveLength(1);
    clock.t += 1;
    audio.simulateTimeUpdate(2);
    expect(positions.saved).toEqual([
      ['1', 1],
      ['1', 2],
    ]);
  });

  it('does not save on timeupdate while paused', () => {
    const { player, audio, positions, clock } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    player.pause();
    const saves = positions.saved.length;
    clock.t += 10 * SAVE_EVERY_MS;
    audio.simulateTimeUpdate(5);
    expect(positions.saved).toHaveLength(saves);
  });

  it('saves on pause', () => {
    const { player, audio, positions } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    audio.currentTime = 7;
    player.pause();
    expect(positions.points.get('1')).toBe(7);
  });

  it('forgets the point of an item played to its end', () => {
    const { player, audio, positions } = setup({ points: { '1': 30 } });
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    audio.simulateEnded();
    expect(positions.forgotten).toEqual(['1']);
    expect(positions.points.has('1')).toBe(false);
  });

  it('saves the old item’s position when switching to another', () => {
    const { player, audio, positions, clock } = setup();
    requestList(player, ['1', '2']);
    audio.simulateMetadata(60);
    audio.simulateTimeUpdate(12);
    clock.t += 100;
    audio.currentTime = 12.5;
    player.next();
    expect(positions.saved.at(-1)).toEqual(['1', 12.5]);
    expect(audio.src).toBe('/media/audio/ep-02.wav');
  });

  it('saves the position of the item that played when the list is cleared', () => {
    const { player, audio, positions } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    audio.currentTime = 21;
    player.clear();
    expect(positions.points.get('1')).toBe(21);
  });
});

describe('Player: speed', () => {
  it('accepts the presets only, sets both rates and reports the change', () => {
    const { player, audio, onRateChange } = setup();
    player.setRate(1.5);
    expect(audio.playbackRate).toBe(1.5);
    expect(audio.defaultPlaybackRate).toBe(1.5);
    expect(player.getSnapshot().rate).toBe(1.5);
    expect(onRateChange).toHaveBeenCalledExactlyOnceWith(1.5);

    player.setRate(3);
    player.setRate(1.1);
    expect(audio.playbackRate).toBe(1.5);
    expect(player.getSnapshot().rate).toBe(1.5);
    expect(onRateChange).toHaveBeenCalledOnce();
  });

  it('starts at a valid stored rate, else at 1, and applies it to every loaded item', () => {
    expect(setup({ rate: 3 }).player.getSnapshot().rate).toBe(1);
    const { player, audio } = setup({ rate: 1.25 });
    expect(player.getSnapshot().rate).toBe(1.25);
    requestList(player, ['1', '2']);
    expect(audio.playbackRate).toBe(1.25);
    audio.playbackRate = 1;
    player.next();
    expect(audio.playbackRate).toBe(1.25);
    expect(audio.defaultPlaybackRate).toBe(1.25);
  });

  it('tells the media controls the new rate', () => {
    const { player, controls } = setup();
    requestList(player, ['1']);
    player.setRate(2);
    expect(controls.lastState()?.position?.playbackRate).toBe(2);
  });
});

describe('Player: sleep timer', () => {
  it('pauses after the chosen minutes and shows when it ends', () => {
    vi.useFakeTimers();
    const { player, clock } = setup();
    requestList(player, ['1']);
    player.setSleep(15);
    expect(player.getSnapshot().sleep).toEqual({ kind: 'minutes', minutes: 15, endsAt: clock.t + 15 * 60_000 });
    vi.advanceTimersByTime(15 * 60_000 - 1);
    expect(player.state.playId).toBe('1');
    vi.advanceTimersByTime(1);
    expect(player.state.playId).toBe(PAUSED);
    expect(player.getSnapshot().sleep).toBeNull();
  });

  it('a new choice replaces the running timer', () => {
    vi.useFakeTimers();
    const { player } = setup();
    requestList(player, ['1']);
    player.setSleep(15);
    player.setSleep(30);
    vi.advanceTimersByTime(20 * 60_000);
    expect(player.state.playId).toBe('1');
    vi.advanceTimersByTime(10 * 60_000);
    expect(player.state.playId).toBe(PAUSED);
  });

  it('null cancels it', () => {
    vi.useFakeTimers();
    const { player } = setup();
    requestList(player, ['1']);
    player.setSleep(15);
    player.setSleep(null);
    expect(player.getSnapshot().sleep).toBeNull();
    vi.advanceTimersByTime(60 * 60_000);
    expect(player.state.playId).toBe('1');
  });

  it("'end' stops at the end of the item: the next one becomes the stored item, paused", () => {
    const { player, audio } = setup();
    requestList(player, ['1', '2', '3']);
    player.setSleep('end');
    expect(player.getSnapshot().sleep).toEqual({ kind: 'end-of-item' });
    audio.simulateMetadata(60);
    audio.simulateEnded();
    expect(player.state.playId).toBe(PAUSED);
    expect(player.state.current?.key).toBe('2');
    expect(audio.src).toBe('/media/audio/ep-02.wav');
    expect(audio.playCalls).toBe(1);
    expect(audio.paused).toBe(true);
    expect(player.getSnapshot().sleep).toBeNull();
    // It was for one item only: the next end goes on as usual.
    player.play();
    audio.simulateMetadata(60);
    audio.simulateEnded();
    expect(player.state.playId).toBe('3');
  });

  it('clear cancels the timer', () => {
    vi.useFakeTimers();
    const { player } = setup();
    requestList(player, ['1']);
    player.setSleep(15);
    player.clear();
    expect(player.getSnapshot().sleep).toBeNull();
    requestList(player, ['2']);
    vi.advanceTimersByTime(60 * 60_000);
    expect(player.state.playId).toBe('2');
  });
});

describe('Player: system media controls', () => {
  it('says what plays: title, source as artist (上海汽车报 when empty), absolute artwork', () => {
    const { player, controls } = setup();
    const withCover: AudioTrack = track('1', { cover: '/media/news/1.svg', source: '新华社' });
    player.request({ tracks: [withCover, track('2', { source: '' })], startKey: '1', list: true });
    expect(controls.nowPlaying.at(-1)).toEqual({
      title: '第1期',
      artist: '新华社',
      album: '上海汽车报',
      artwork: new URL('/media/news/1.svg', location.href).href,
    });
    player.next();
    expect(controls.nowPlaying.at(-1)).toEqual({ title: '第2期', artist: '上海汽车报', album: '上海汽车报', artwork: '' });
  });

  it('reports playing and paused with the position', () => {
    const { player, audio, controls } = setup();
    requestList(player, ['1']);
    expect(controls.lastState()).toEqual({ state: 'playing', position: { duration: 60, position: 0, playbackRate: 1 } });
    audio.simulateMetadata(90);
    audio.currentTime = 12;
    player.pause();
    expect(controls.lastState()).toEqual({ state: 'paused', position: { duration: 90, position: 12, playbackRate: 1 } });
  });

  it('answers play, pause, stop, next and previous', () => {
    const { player, controls } = setup();
    requestList(player, ['1', '2']);
    controls.press('pause');
    expect(player.state.playId).toBe(PAUSED);
    controls.press('play');
    expect(player.state.playId).toBe('1');
    controls.press('nexttrack');
    expect(player.state.playId).toBe('2');
    controls.press('previoustrack');
    expect(player.state.playId).toBe('1');
    controls.press('stop');
    expect(player.state.playId).toBe(PAUSED);
  });

  it('answers seeking: forward 15 s by default, backward by the offset given, to a time', () => {
    const { player, audio, controls } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(120);
    audio.currentTime = 10;
    controls.press('seekforward');
    expect(audio.currentTime).toBe(10 + SKIP_SECONDS);
    expect(SKIP_SECONDS).toBe(15);
    controls.press('seekforward', { seekOffset: 30 });
    expect(audio.currentTime).toBe(55);
    controls.press('seekbackward', { seekOffset: 5 });
    expect(audio.currentTime).toBe(50);
    controls.press('seekbackward');
    expect(audio.currentTime).toBe(35);
    controls.press('seekto', { seekTime: 42 });
    expect(audio.currentTime).toBe(42);
    controls.press('seekto', {});
    expect(audio.currentTime).toBe(42);
  });
});

describe('Player: seeking', () => {
  it('clamps to [0, duration - 0.1]', () => {
    const { player, audio } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    player.seek(100);
    expect(audio.currentTime).toBeCloseTo(59.9);
    player.seek(-5);
    expect(audio.currentTime).toBe(0);
    player.seek(20);
    player.seek(Number.NaN);
    expect(audio.currentTime).toBe(20);
  });

  it('before the metadata keeps a pending seek, applied when it arrives', () => {
    const { player, audio } = setup();
    requestList(player, ['1']);
    player.seek(20);
    expect(audio.currentTime).toBe(0);
    expect(player.currentTime()).toBe(20);
    audio.simulateMetadata(60);
    expect(audio.currentTime).toBe(20);
  });

  it('before the metadata clamps to the item’s own duration', () => {
    const { player } = setup();
    requestList(player, ['1']);
    player.seek(100);
    expect(player.currentTime()).toBeCloseTo(59.9);
    expect(player.duration()).toBe(60);
  });

  it('skip moves relative to where it is and saves the new point', () => {
    const { player, audio, positions } = setup();
    requestList(player, ['1']);
    audio.simulateMetadata(60);
    audio.currentTime = 30;
    player.skip(-SKIP_SECONDS);
    expect(audio.currentTime).toBe(15);
    expect(positions.points.get('1')).toBe(15);
  });

  it('duration comes from the file once known, else from the item, else 0', () => {
    const { player, audio } = setup();
    expect(player.duration()).toBe(0);
    player.request({ tracks: [track('1', { duration: 45 })], startKey: '1', list: false });
    expect(player.duration()).toBe(45);
    audio.simulateMetadata(47.5);
    expect(player.duration()).toBe(47.5);
  });
});
