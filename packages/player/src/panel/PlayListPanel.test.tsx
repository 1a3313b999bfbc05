import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatAudioDate } from '../core/formatAudioDate.ts';
import { PAUSED } from '../core/playerState.ts';
import { sharedPlayer } from '../engine/sharedPlayer.ts';
import { track } from '../testing/fakeAudio.ts';
import { resetSharedPlayer } from '../testing/sharedPlayerTesting.ts';
import { EMPTY_LIST_TEXT, PlayListPanel } from './PlayListPanel.tsx';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  resetSharedPlayer();
});

function renderPanel(keys: string[] = ['1', '2', '3'], start = keys[0], list = true) {
  const onClose = vi.fn();
  if (start) act(() => sharedPlayer().request({ tracks: keys.map((k) => track(k, { source: k === '2' ? '' : '上汽集团' })), startKey: start, list }));
  render(<PlayListPanel open onClose={onClose} />);
  return { panel: within(screen.getByRole('dialog')), onClose };
}

/** Local date of the test items' time (the time zone decides the day). */
const DATE = formatAudioDate(track('1').time);

const nowPlaying = () => within(screen.getByRole('region', { name: '正在播放' }));

describe('PlayListPanel', () => {
  it('says the list is empty and offers nothing to clear', () => {
    const { panel } = renderPanel([], undefined);
    expect(screen.getByRole('dialog', { name: '播放列表（0）' })).toBeDefined();
    expect(panel.getByText(EMPTY_LIST_TEXT)).toBeDefined();
    expect((panel.getByRole('button', { name: '清空' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('region', { name: '正在播放' })).toBeNull();
  });

  it('shows each row with its source and date, 暂无 for an empty source', () => {
    const { panel } = renderPanel();
    expect(panel.getByRole('button', { name: /^第1期/ }).textContent).toContain(`上汽集团 · ${DATE}`);
    expect(panel.getByRole('button', { name: /^第2期/ }).textContent).toContain(`暂无 · ${DATE}`);
  });

  it('the 连续播放 switch turns list mode on and off', () => {
    const { panel } = renderPanel(['1', '2'], '1', false);
    const toggle = panel.getByRole('switch', { name: '连续播放' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(sharedPlayer().state.isList).toBe(true);
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(sharedPlayer().state.isList).toBe(false);
    expect(toggle.checked).toBe(false);
  });

  it('closes on 关闭', () => {
    const { panel, onClose } = renderPanel();
    fireEvent.click(panel.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('NowPlaying', () => {
  it('shows the stored item with its source (暂无 when empty)', () => {
    renderPanel(['1', '2'], '2');
    const now = nowPlaying();
    expect(now.getByText('第2期')).toBeDefined();
    expect(now.getByText(/^来源：/).textContent).toBe(`来源：暂无 · ${DATE}`);
  });

  it('plays, pauses and moves through the list; 上一条 and 下一条 only where there is one', () => {
    renderPanel();
    const now = nowPlaying();
    const previous = now.getByRole('button', { name: '上一条' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(now.getByRole('button', { name: '暂停' }));
    expect(sharedPlayer().state.playId).toBe(PAUSED);
    fireEvent.click(now.getByRole('button', { name: '播放' }));
    expect(sharedPlayer().state.playId).toBe('1');
    fireEvent.click(now.getByRole('button', { name: '下一条' }));
    fireEvent.click(now.getByRole('button', { name: '下一条' }));
    expect(sharedPlayer().state.playId).toBe('3');
    expect((now.getByRole('button', { name: '下一条' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(now.getByRole('button', { name: '上一条' }));
    expect(sharedPlayer().state.playId).toBe('2');
  });

  it('skips 15 seconds either way', () => {
    renderPanel();
    const now = nowPlaying();
    fireEvent.click(now.getByRole('button', { name: '前进15秒' }));
    fireEvent.click(now.getByRole('button', { name: '前进15秒' }));
    expect(sharedPlayer().currentTime()).toBe(30);
    fireEvent.click(now.getByRole('button', { name: '后退15秒' }));
    expect(sharedPlayer().currentTime()).toBe(15);
  });

  it('the speed chip cycles through the presets', () => {
    renderPanel();
    const now = nowPlaying();
    const chip = now.getByRole('button', { name: '倍速 1.0×，点按切换到 1.25×' });
    expect(chip.textContent).toBe('倍速 1.0×');
    fireEvent.click(chip);
    expect(sharedPlayer().getSnapshot().rate).toBe(1.25);
    expect(sharedPlayer().audio.playbackRate).toBe(1.25);
    expect(now.getByRole('button', { name: '倍速 1.25×，点按切换到 1.5×' }).textContent).toBe('倍速 1.25×');
    fireEvent.click(now.getByRole('button', { name: /^倍速 1.25×/ }));
    fireEvent.click(now.getByRole('button', { name: /^倍速 1.5×/ }));
    // From the fastest back to the slowest.
    expect(now.getByRole('button', { name: '倍速 2.0×，点按切换到 0.75×' })).toBeDefined();
    fireEvent.click(now.getByRole('button', { name: /^倍速 2.0×/ }));
    expect(sharedPlayer().getSnapshot().rate).toBe(0.75);
  });
});

describe('SleepTimerControl', () => {
  it('opens the 定时关闭 choices with 不开启 selected', () => {
    renderPanel();
    const chip = nowPlaying().getByRole('button', { name: '定时关闭' });
    expect(chip.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    const group = within(screen.getByRole('radiogroup', { name: '定时关闭' }));
    expect(group.getAllByRole('radio').map((r) => r.textContent)).toEqual(['不开启', '15分钟', '30分钟', '60分钟', '播完本条']);
    expect(group.getByRole('radio', { name: '不开启' }).getAttribute('aria-checked')).toBe('true');
  });

  it('15分钟 starts the timer and shows the time left, ticking', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderPanel();
    fireEvent.click(nowPlaying().getByRole('button', { name: '定时关闭' }));
    fireEvent.click(screen.getByRole('radio', { name: '15分钟' }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(sharedPlayer().getSnapshot().sleep).toMatchObject({ kind: 'minutes', minutes: 15 });
    const chip = nowPlaying().getByRole('button', { name: '15:00后停止' });
    act(() => vi.advanceTimersByTime(61_000));
    expect(chip.textContent).toBe('13:59后停止');
    fireEvent.click(chip);
    expect(screen.getByRole('radio', { name: '15分钟' }).getAttribute('aria-checked')).toBe('true');
    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(sharedPlayer().state.playId).toBe(PAUSED);
    expect(nowPlaying().getByRole('button', { name: '定时关闭' })).toBeDefined();
  });

  it('播完本条 shows on the chip; 不开启 cancels', () => {
    renderPanel();
    fireEvent.click(nowPlaying().getByRole('button', { name: '定时关闭' }));
    fireEvent.click(screen.getByRole('radio', { name: '播完本条' }));
    expect(sharedPlayer().getSnapshot().sleep).toEqual({ kind: 'end-of-item' });
    fireEvent.click(nowPlaying().getByRole('button', { name: '播完本条' }));
    fireEvent.click(screen.getByRole('radio', { name: '不开启' }));
    expect(sharedPlayer().getSnapshot().sleep).toBeNull();
    expect(nowPlaying().getByRole('button', { name: '定时关闭' })).toBeDefined();
  });
});
