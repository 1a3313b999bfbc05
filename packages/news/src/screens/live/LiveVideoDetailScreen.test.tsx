import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveVideoCommentsList, liveVideoShow, videoCommentCreate } from '@shqcb/api/contract/video';
import { MOCK_TOKEN, commentsOfLive, liveVideos, makeComment, mockEndpoint, paginate } from '@shqcb/api/mocks';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import LiveVideoDetailScreen from './LiveVideoDetailScreen.tsx';

const liveOf = (state: string) => {
  const live = liveVideos.find((candidate) => candidate.state === state);
  if (!live) throw new Error(`no recorded ${state} live event`);
  return live;
};

function renderLive(id: number) {
  render(
    <MemoryRouter initialEntries={[`/live-video-detail/${id}`]}>
      <Routes>
        <Route path="/live-video-detail/:id" element={<LiveVideoDetailScreen />} />
      </Routes>
      <ToastViewport />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveVideoDetailScreen', () => {
  it('should play a live event’s stream natively where the browser plays HLS, and list its remarks', async () => {
    const live = liveOf('live');
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    renderLive(live.id);
    expect(await screen.findByText('直播中', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(live.title);
    const player = screen.getByTestId('video.player');
    expect(player.getAttribute('src')).toBe(live.streamUrl);
    expect(player.getAttribute('x5-playsinline')).toBe('true');
    expect(await screen.findByText(commentsOfLive(live.id)[0]?.content ?? '')).toBeTruthy();
  });

  it('should load hls.js where HLS is not native, and say so where neither plays it', async () => {
    // jsdom has neither native HLS nor Media Source Extensions.
    renderLive(liveOf('live').id);
    expect(await screen.findByText('当前浏览器无法播放直播，请在微信或手机浏览器中打开', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('should send a remark to the live event and show new remarks as they come', async () => {
    const live = liveOf('live');
    localStorage.setItem('token', MOCK_TOKEN);
    const sent: unknown[] = [];
    let remarks = [makeComment({ id: 1, content: '第一条发言' })];
    server.use(
      mockEndpoint(liveVideoCommentsList, () => paginate(remarks)),
      mockEndpoint(videoCommentCreate, ({ input }) => {
        sent.push(input);
        return makeComment({ id: 2, content: input.content, mine: true });
      }),
    );
    renderLive(live.id);
    expect(await screen.findByText('第一条发言', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('写评论'), '主持人好');
    await userEvent.click(screen.getByRole('button', { name: '发表' }));
    expect(sent).toEqual([{ id: live.id, content: '主持人好', target: 'live' }]);
    // Someone else speaks: the list is asked again while live.
    remarks = [makeComment({ id: 3, content: '别人的新发言' }), ...remarks];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    vi.useRealTimers();
    expect(await screen.findByText('别人的新发言', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('should offer the replay of an ended event and no remark box', async () => {
    const ended = liveOf('ended');
    renderLive(ended.id);
    expect(await screen.findByText('已结束', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('video.player').getAttribute('src')).toBe(ended.replay?.videoUrl);
    expect(screen.getByText('直播已结束，不能再发言')).toBeTruthy();
    expect(screen.queryByLabelText('写评论')).toBeNull();
  });

  it('should say when an upcoming event starts', async () => {
    renderLive(liveOf('upcoming').id);
    expect(await screen.findByText(/^直播将于 .+ 开始$/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('video.player')).toBeNull();
  });

  it('should say so for an unknown event', async () => {
    server.use(mockEndpoint(liveVideoShow, () => Response.json({ code: 404, msg: '直播不存在或已删除', data: null })));
    renderLive(99_999);
    expect(await screen.findByText('直播不存在或已下线', {}, { timeout: 5000 })).toBeTruthy();
  });
});
