import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { videoCollectionPraises, videoShow } from '@shqcb/api/contract/video';
import { MOCK_TOKEN, makeVideoDetail, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import VideoDetailScreen from './VideoDetailScreen.tsx';

function renderDetail(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/video-detail/:id" element={<VideoDetailScreen />} />
      </Routes>
      <ToastViewport />
    </MemoryRouter>,
  );
}

describe('VideoDetailScreen', () => {
  it('should show an inline player, the title, source, related videos and the comments', async () => {
    const video = makeVideoDetail({ id: 1 });
    renderDetail('/video-detail/1');
    expect(await screen.findByRole('heading', { level: 1, name: video.title }, { timeout: 5000 })).toBeTruthy();
    const player = screen.getByTestId('video.player');
    expect(player.getAttribute('src')).toBe(video.videoUrl);
    expect(player.hasAttribute('playsinline')).toBe(true);
    expect(player.getAttribute('x5-playsinline')).toBe('true');
    expect(player.getAttribute('webkit-playsinline')).toBe('true');
    expect(player.hasAttribute('autoplay')).toBe(false);
    expect(within(screen.getByRole('article')).getByText(video.source)).toBeTruthy();
    const related = screen.getByRole('region', { name: '相关视频' });
    expect(within(related).getAllByRole('link').length).toBe(video.related.length);
    expect(await screen.findByRole('heading', { name: '评论' })).toBeTruthy();
  });

  it('should resume where the reader left the video in this session', async () => {
    sessionStorage.setItem('videoPositions', JSON.stringify({ 'video:1': 2.5 }));
    renderDetail('/video-detail/1');
    const player = (await screen.findByTestId('video.player', {}, { timeout: 5000 })) as HTMLVideoElement;
    Object.defineProperty(player, 'duration', { value: 6, configurable: true });
    fireEvent(player, new Event('loadedmetadata'));
    expect(player.currentTime).toBe(2.5);
    player.currentTime = 4.2;
    fireEvent(player, new Event('pause'));
    expect(JSON.parse(sessionStorage.getItem('videoPositions') ?? '{}')).toEqual({ 'video:1': 4.2 });
  });

  it('should count a like at once and roll it back with a toast when the call fails', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const video = makeVideoDetail({ id: 1, reactions: { praises: 4, collects: 1, praised: false, collected: false } });
    server.use(mockEndpoint(videoShow, video), mockEndpointError(videoCollectionPraises, { code: 404, msg: '视频不存在或已删除' }));
    renderDetail('/video-detail/1');
    await userEvent.click(await screen.findByRole('button', { name: /赞/ }, { timeout: 5000 }));
    expect(await screen.findByText('视频不存在或已删除')).toBeTruthy();
    expect(screen.getByLabelText('4人点赞')).toBeTruthy();
  });

  it('should say so for an unknown video, and offer 重试 after a failure', async () => {
    renderDetail('/video-detail/99999');
    expect(await screen.findByText('视频不存在或已下线', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('should offer 重试 when the detail fails to load', async () => {
    server.use(mockEndpointError(videoShow, { code: 500, msg: '服务器开小差了' }));
    renderDetail('/video-detail/1');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 5000 })).toBeTruthy();
  });
});
