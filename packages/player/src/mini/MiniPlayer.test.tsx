import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPlayback } from '@shqcb/bridge';
import { PAUSED } from '../core/playerState.ts';
import { sharedPlayer } from '../engine/sharedPlayer.ts';
import { track } from '../testing/fakeAudio.ts';
import { resetSharedPlayer, sharedAudio } from '../testing/sharedPlayerTesting.ts';
import { MINI_PLAYER_LABEL, MiniPlayer } from './MiniPlayer.tsx';

let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(resetSharedPlayer);

const miniPlayer = () => screen.queryByRole('group', { name: MINI_PLAYER_LABEL });

function renderPlaying(keys = ['1', '2', '3'], start = '1') {
  render(<MiniPlayer />);
  act(() => requestPlayback({ tracks: keys.map((k) => track(k)), startKey: start, list: true }));
  return within(miniPlayer() as HTMLElement);
}

function openPanel(mini: ReturnType<typeof renderPlaying>) {
  fireEvent.click(mini.getByRole('button', { name: '播放列表' }));
  return within(screen.getByRole('dialog', { name: /^播放列表（\d+）$/ }));
}

describe('MiniPlayer', () => {
  it('is hidden while nothing is loaded and the list is empty', () => {
    render(<MiniPlayer />);
    expect(miniPlayer()).toBeNull();
    expect(sharedAudio().isConnected).toBe(true);
    expect(sharedAudio().hidden).toBe(true);
  });

  it('shows once a screen asks for playback, which plays the resolved address', () => {
    const mini = renderPlaying(['1']);
    expect(miniPlayer()).not.toBeNull();
    expect(mini.getByRole('button', { name: '打开播放列表：第1期' })).toBeDefined();
    expect(sharedAudio().getAttribute('src')).toBe('/media/audio/ep-01.wav');
    expect(play).toHaveBeenCalledOnce();
  });

  it('also shows with a queued list and nothing stored, its title counting the list', () => {
    render(<MiniPlayer />);
    act(() => sharedPlayer().enqueue([track('1'), track('2')]));
    const mini = within(miniPlayer() as HTMLElement);
    expect(mini.getByRole('button', { name: '打开播放列表：播放列表（2）' })).toBeDefined();
    fireEvent.click(mini.getByRole('button', { name: '播放' }));
    expect(sharedPlayer().state.playId).toBe('1');
  });

  it('toggles between 暂停 and 播放', () => {
    const mini = renderPlaying();
    fireEvent.click(mini.getByRole('button', { name: '暂停' }));
    expect(sharedPlayer().state.playId).toBe(PAUSED);
    fireEvent.click(mini.getByRole('button', { name: '播放' }));
    expect(sharedPlayer().state.playId).toBe('1');
    expect(mini.getByRole('button', { name: '暂停' })).toBeDefined();
  });

  it('opens the play-list panel named with the count, from the list button or the cover', () => {
    const mini = renderPlaying();
    const panel = openPanel(mini);
    expect(panel.getByRole('heading', { name: '播放列表（3）' })).toBeDefined();
    expect(panel.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(panel.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(mini.getByRole('button', { name: '打开播放列表：第1期' }));
    expect(screen.getByRole('dialog', { name: '播放列表（3）' })).toBeDefined();
  });

  it('plays a picked row and marks it current', () => {
    const panel = openPanel(renderPlaying());
    const row = () => panel.getByRole('button', { name: /^第2期/ });
    expect(row().getAttribute('aria-current')).toBeNull();
    expect(panel.getByRole('button', { name: /^第1期/ }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(row());
    expect(row().getAttribute('aria-current')).toBe('true');
    expect(sharedPlayer().state.playId).toBe('2');
    expect(sharedAudio().getAttribute('src')).toBe('/media/audio/ep-02.wav');
    // The current row toggles.
    fireEvent.click(row());
    expect(sharedPlayer().state.playId).toBe(PAUSED);
  });

  it('removes a row with ×', () => {
    const panel = openPanel(renderPlaying());
    fireEvent.click(panel.getByRole('button', { name: '移除 第2期' }));
    expect(panel.queryByRole('button', { name: /^第2期/ })).toBeNull();
    expect(panel.getByRole('heading', { name: '播放列表（2）' })).toBeDefined();
    expect(sharedPlayer().state.ids).toEqual(['1', '3']);
  });

  it('清空 asks first; 确定 empties the list and the mini player goes away', async () => {
    const panel = openPanel(renderPlaying());
    fireEvent.click(panel.getByRole('button', { name: '清空' }));
    const confirm = within(screen.getByRole('alertdialog'));
    expect(confirm.getByText('清空当前播列表？')).toBeDefined();
    fireEvent.click(confirm.getByRole('button', { name: '确定' }));
    await act(async () => {});
    expect(sharedPlayer().state.ids).toEqual([]);
    expect(sharedPlayer().state.current).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(miniPlayer()).toBeNull();
    expect(sharedAudio().getAttribute('src')).toBeNull();
  });

  it('清空 then 取消 keeps everything', async () => {
    const panel = openPanel(renderPlaying());
    fireEvent.click(panel.getByRole('button', { name: '清空' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sharedPlayer().state.ids).toEqual(['1', '2', '3']);
    expect(sharedPlayer().state.playId).toBe('1');
    expect(screen.getByRole('dialog', { name: '播放列表（3）' })).toBeDefined();
    expect(miniPlayer()).not.toBeNull();
  });
});
