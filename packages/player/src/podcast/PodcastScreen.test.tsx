import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentList } from '@shqcb/api/contract/content';
import { audioItems, makeAudioItem, mockEndpoint, mockNetworkError, paginate } from '@shqcb/api/mocks';
import { EMPTY_TEXT, END_TEXT, LOADING_TEXT, RETRY_TEXT, ToastViewport } from '@shqcb/ui-kit';
import { formatAudioDate } from '../core/formatAudioDate.ts';
import { PAUSED } from '../core/playerState.ts';
import { sharedPlayer } from '../engine/sharedPlayer.ts';
import { formatClock } from '../engine/useProgress.ts';
import { resetSharedPlayer } from '../testing/sharedPlayerTesting.ts';
import { server } from '../test-setup.ts';
import PodcastScreen, { ADDED_TEXT, IN_LIST_TEXT, PLAY_ALL_TEXT } from './PodcastScreen.tsx';

let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(resetSharedPlayer);

const FIRST = audioItems[0]?.title ?? '';
const SECOND = audioItems[1]?.title ?? '';

function renderScreen() {
  return render(
    <>
      <PodcastScreen />
      <ToastViewport />
    </>,
  );
}

/** The episode's main button (its accessible name starts with the title). */
const episode = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });
const episodeRow = (title: string) => episode(title).closest('li') as HTMLElement;

/** Renders the screen and waits for every page of the fixtures (jsdom has no height: the end is always in view). */
async function renderLoaded() {
  renderScreen();
  await screen.findByText(END_TEXT);
  return screen.getAllByRole('listitem');
}

describe('PodcastScreen', () => {
  it('shows 加载中… and then the episodes of contentList, page after page', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: '播客' })).toBeDefined();
    expect(screen.getByText(LOADING_TEXT)).toBeDefined();
    expect((screen.getByRole('button', { name: PLAY_ALL_TEXT }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(FIRST)).toBeDefined();
    await screen.findByText(END_TEXT);
    expect(screen.getAllByRole('listitem')).toHaveLength(audioItems.length);
    expect(screen.getByText(`共${audioItems.length}期`)).toBeDefined();
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false');
  });

  it('shows the summary, the source, the date and the length of an episode', async () => {
    await renderLoaded();
    const row = episodeRow(FIRST);
    const first = audioItems[0]!;
    expect(first.summary).not.toBe('');
    expect(row.textContent).toContain(first.summary);
    expect(row.textContent).toContain(`${first.source} · ${formatAudioDate(first.time)} · ${formatClock(first.duration)}`);
    expect(within(row).getByRole('button', { name: `加入播放列表：${FIRST}` })).toBeDefined();
  });

  it('tapping an episode plays it in list mode and marks it current; tapping again pauses', async () => {
    await renderLoaded();
    fireEvent.click(episode(SECOND));
    const player = sharedPlayer();
    expect(player.state.playId).toBe(String(audioItems[1]?.id));
    expect(player.state.isList).toBe(true);
    expect(play).toHaveBeenCalledOnce();
    expect(player.audio.getAttribute('src')).toBe('/media/audio/ep-02.wav');
    expect(episode(SECOND).getAttribute('aria-current')).toBe('true');
    expect(episode(SECOND).textContent).toContain('，正在播放，点按暂停');
    expect(episode(FIRST).getAttribute('aria-current')).toBeNull();
    // Its + now says it is listed.
    expect(within(episodeRow(SECOND)).getByRole('button', { name: `${IN_LIST_TEXT}：${SECOND}` })).toBeDefined();

    fireEvent.click(episode(SECOND));
    expect(player.state.playId).toBe(PAUSED);
    expect(episode(SECOND).getAttribute('aria-current')).toBe('true');
    expect(episode(SECOND).textContent).toContain('，点按播放');
  });

  it('+ queues an episode without playing it and says so', async () => {
    await renderLoaded();
    const add = within(episodeRow(FIRST)).getByRole('button', { name: `加入播放列表：${FIRST}` });
    fireEvent.click(add);
    expect(screen.getByText(ADDED_TEXT)).toBeDefined();
    expect(ADDED_TEXT).toBe('已加入播放列表');
    const added = within(episodeRow(FIRST)).getByRole('button', { name: new RegExp(`^${IN_LIST_TEXT}`) }) as HTMLButtonElement;
    expect(added.disabled).toBe(true);
    expect(sharedPlayer().state.ids).toEqual([String(audioItems[0]?.id)]);
    expect(sharedPlayer().state.isList).toBe(true);
    expect(sharedPlayer().state.current).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it('全部播放 queues every loaded episode and plays the first', async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: PLAY_ALL_TEXT }));
    const player = sharedPlayer();
    expect(player.state.ids).toEqual(audioItems.map((i) => String(i.id)));
    expect(player.state.playId).toBe(String(audioItems[0]?.id));
    expect(player.state.isList).toBe(true);
    expect(episode(FIRST).getAttribute('aria-current')).toBe('true');
    for (const row of screen.getAllByRole('listitem')) {
      expect((within(row).getByRole('button', { name: new RegExp(`^${IN_LIST_TEXT}`) }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('shows 暂无 for an episode without a source', async () => {
    const item = makeAudioItem({ id: 7, source: '' });
    server.use(mockEndpoint(contentList, paginate([item])));
    renderScreen();
    await screen.findByText(END_TEXT);
    expect(episodeRow(item.title).textContent).toContain('暂无 · ');
  });

  it('says 暂无数据 when there are no episodes', async () => {
    server.use(mockEndpoint(contentList, paginate([])));
    renderScreen();
    expect(await screen.findByText(EMPTY_TEXT)).toBeDefined();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect((screen.getByRole('button', { name: PLAY_ALL_TEXT }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers 重试 after a failed page, which loads it', async () => {
    server.use(mockNetworkError(contentList));
    renderScreen();
    const retry = await screen.findByRole('button', { name: RETRY_TEXT });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    server.resetHandlers();
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText(FIRST)).toBeDefined();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(audioItems.length));
    expect(screen.queryByRole('button', { name: RETRY_TEXT })).toBeNull();
  });

  it('after a failed next page, 重试 asks for that same page and appends it', async () => {
    const pages: number[] = [];
    let failing = true;
    server.use(
      mockEndpoint(contentList, ({ input }) => {
        pages.push(input.page ?? 1);
        // Fails until 重试 (the client's own retry of a GET fails too).
        if (input.page === 2 && failing) return HttpResponse.error();
        return paginate(audioItems, input.page, input.pageSize);
      }),
    );
    renderScreen();
    const retry = await screen.findByRole('button', { name: RETRY_TEXT });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    failing = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    await screen.findByText(END_TEXT);
    expect(screen.getAllByRole('listitem')).toHaveLength(audioItems.length);
    expect(pages[0]).toBe(1);
    expect(pages.slice(1).every((page) => page === 2)).toBe(true);
  });
});
