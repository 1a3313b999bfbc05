import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPlayback, resetAudioPort } from '@shqcb/bridge';
import { AudioSlot } from './AudioSlot.tsx';

const track = { key: 'news-59', title: '新能源车下乡', voiceUrl: 'audio/news-59.wav', source: '', time: '2026-11-20T08:00:00Z' };

beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetAudioPort();
});

describe('AudioSlot', () => {
  it('shows nothing and loads no player while there is nothing to play', async () => {
    render(<AudioSlot overTabBar />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('group', { name: '迷你播放器' })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('loads the mini player when a screen asks for playback, and the request plays', async () => {
    render(<AudioSlot overTabBar={false} />);
    act(() => requestPlayback({ tracks: [track], startKey: track.key, list: false }));
    // The player is a lazy chunk: on a busy machine its first import takes longer than findBy's 1 s.
    expect(await screen.findByRole('group', { name: '迷你播放器' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '暂停' })).toBeTruthy();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/media/audio/news-59.wav');
    expect(sessionStorage.getItem('playId')).toBe('news-59');
  });
});
