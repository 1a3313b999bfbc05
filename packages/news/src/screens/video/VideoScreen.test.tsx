import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { videoList } from '@shqcb/api/contract/video';
import { categories, mockEndpointError, paginate, mockEndpoint, videoCategories, videoItems } from '@shqcb/api/mocks';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import VideoScreen from './VideoScreen.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/video/:id?" element={<VideoScreen />} />
        <Route path="/news" element={<VideoScreen />} />
      </Routes>
      <ToastViewport />
    </MemoryRouter>,
  );
}

describe('VideoScreen', () => {
  it('should show the category strip, the pinned videos and the first page of every video', async () => {
    renderAt('/video');
    expect(await screen.findByRole('tab', { name: '全部', selected: true }, { timeout: 5000 })).toBeTruthy();
    for (const category of videoCategories) expect(await screen.findByRole('tab', { name: category.name })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '视频列表' });
    expect(await within(list).findByText(videoItems[0]?.title ?? '')).toBeTruthy();
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe(`/video-detail/${videoItems[0]?.id}`);
    expect(await screen.findByRole('region', { name: '推荐视频' })).toBeTruthy();
  });

  it('should show only the chosen category’s videos', async () => {
    const category = videoCategories[1];
    renderAt('/video');
    await userEvent.click(await screen.findByRole('tab', { name: category?.name ?? '' }, { timeout: 5000 }));
    expect(await screen.findByRole('tab', { name: category?.name ?? '', selected: true })).toBeTruthy();
    const own = videoItems.filter((item) => item.categoryId === category?.id);
    const list = screen.getByRole('list', { name: '视频列表' });
    expect(await within(list).findByText(own[0]?.title ?? '')).toBeTruthy();
    const other = videoItems.find((item) => item.categoryId !== category?.id);
    expect(within(list).queryByText(other?.title ?? '')).toBeNull();
  });

  it('should say 暂无数据 for an empty category', async () => {
    server.use(mockEndpoint(videoList, paginate([])));
    renderAt('/video/1');
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('should offer 重试 after an error and load the list when it works again', async () => {
    server.use(mockEndpointError(videoList, { code: 500, msg: '服务器开小差了' }));
    renderAt('/video/2');
    await userEvent.click(await screen.findByRole('button', { name: '重试' }, { timeout: 5000 }));
    server.resetHandlers();
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
  });

  it('should list news of the first news category on /news', async () => {
    renderAt('/news');
    expect(await screen.findByRole('tab', { name: categories[0]?.name ?? '', selected: true }, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findAllByRole('link'))[0]?.getAttribute('href')).toMatch(/^\/text-detail\/\d+$/);
  });
});
