import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudio, MemoryPositions, track } from '../testing/fakeAudio.ts';
import { Player } from './player.ts';
import { formatClock, useProgress } from './useProgress.ts';

let frames: Map<number, FrameRequestCallback>;
let nextFrame: number;

/** Runs the frames requested so far (the ones they request wait for the next call). */
function runFrames() {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
}

beforeEach(() => {
  frames = new Map();
  nextFrame = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nextFrame++;
    frames.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});

function setup() {
  const audio = new FakeAudio();
  const player = new Player({ audio: audio as unknown as HTMLAudioElement, positions: new MemoryPositions() });
  const draw = vi.fn<(time: number, duration: number) => void>();
  return { audio, player, draw };
}

describe('useProgress', () => {
  it('draws at once, then on each timeupdate, seek, metadata and pause', () => {
    const { audio, player, draw } = setup();
    player.request({ tracks: [track('1', { duration: 30 })], startKey: '1', list: false });
    player.pause();
    renderHook(() => useProgress(player, draw));
    expect(draw).toHaveBeenLastCalledWith(0, 30);
    audio.simulateMetadata(40);
    expect(draw).toHaveBeenLastCalledWith(0, 40);
    audio.simulateTimeUpdate(12);
    expect(draw).toHaveBeenLastCalledWith(12, 40);
    audio.currentTime = 20;
    audio.fire('seeked');
    expect(draw).toHaveBeenLastCalledWith(20, 40);
    expect(draw).toHaveBeenCalledTimes(4);
  });

  it('repaints every animation frame while playing and stops once paused', () => {
    const { audio, player, draw } = setup();
    player.request({ tracks: [track('1')], startKey: '1', list: false });
    audio.simulateMetadata(60);
    renderHook(() => useProgress(player, draw));
    expect(frames.size).toBe(1);
    audio.currentTime = 1;
    runFrames();
    expect(draw).toHaveBeenLastCalledWith(1, 60);
    expect(frames.size).toBe(1);
    player.pause();
    runFrames();
    expect(frames.size).toBe(0);
    // Play starts the loop again.
    player.play();
    expect(frames.size).toBe(1);
  });

  it('does nothing while disabled', () => {
    const { audio, player, draw } = setup();
    renderHook(() => useProgress(player, draw, false));
    audio.simulateTimeUpdate(3);
    expect(draw).not.toHaveBeenCalled();
  });

  it('stops listening and cancels its frame when unmounted', () => {
    const { audio, player, draw } = setup();
    player.request({ tracks: [track('1')], startKey: '1', list: false });
    const { unmount } = renderHook(() => useProgress(player, draw));
    expect(frames.size).toBe(1);
    unmount();
    expect(frames.size).toBe(0);
    const calls = draw.mock.calls.length;
    audio.simulateTimeUpdate(5);
    expect(draw).toHaveBeenCalledTimes(calls);
  });
});

describe('formatClock', () => {
  it('gives mm:ss, h:mm:ss from an hour on, and --:-- when unknown', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(75.9)).toBe('01:15');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('--:--');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('--:--');
    expect(formatClock(-1)).toBe('--:--');
  });
});
