import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { newsCollectionCreate, newsCollectionShow } from '@shqcb/api/contract/engagement';
import { videoCollectionCreate } from '@shqcb/api/contract/video';
import { MOCK_TOKEN, makeNewsItem, mockEndpoint, mockEndpointError, paginate } from '@shqcb/api/mocks';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import MyCollectScreen from './MyCollectScreen.tsx';

const favourite = (id: number, title: string) => ({ ...makeNewsItem({ id, title }), kind: 'news' as const, collectedAt: new Date(0).toISOString() });

function renderScreen() {
  localStorage.setItem('token', MOCK_TOKEN);
  render(
    <MemoryRouter initialEntries={['/my-collect']}>
      <MyCollectScreen />
      <ToastViewport />
    </MemoryRouter>,
  );
}

describe('MyCollectScreen', () => {
  it('should list favourites, take one out with 撤销 in its place, and put it back', async () => {
    const sent: { id: number; collected: boolean }[] = [];
    server.use(
      mockEndpoint(newsCollectionShow, paginate([favourite(1, '收藏的第一条'), favourite(2, '收藏的第二条')])),
      mockEndpoint(newsCollectionCreate, ({ input }) => {
        sent.push({ id: input.id, collected: input.collected });
        return { praises: 0, collects: input.collected ? 1 : 0, praised: false, collected: input.collected };
      }),
    );
    renderScreen();
    expect(await screen.findByText('收藏的第一条', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消收藏：收藏的第一条' }));
    expect(screen.getByText('已取消收藏“收藏的第一条”')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(screen.getByText('收藏的第一条')).toBeTruthy();
    expect(sent).toEqual([
      { id: 1, collected: false },
      { id: 1, collected: true },
    ]);
  });

  it('should put the row back and toast when removing fails', async () => {
    server.use(mockEndpoint(newsCollectionShow, paginate([favourite(3, '删不掉的')])), mockEndpointError(newsCollectionCreate, { code: 404, msg: '新闻不存在或已删除' }));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: '取消收藏：删不掉的' }, { timeout: 5000 }));
    expect(await screen.findByText('新闻不存在或已删除')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '取消收藏：删不掉的' })).toBeTruthy();
  });

  it('should open a favourite video in the video detail and take it out with the video call', async () => {
    const sent: number[] = [];
    const video = { ...favourite(1, '收藏的视频'), kind: 'video' as const, thumbnail: '/media/video/1.jpg' };
    server.use(
      mockEndpoint(newsCollectionShow, paginate([video, favourite(1, '同号的新闻')])),
      mockEndpoint(videoCollectionCreate, ({ input }) => {
        sent.push(input.id);
        return { praises: 0, collects: 0, praised: false, collected: input.collected };
      }),
    );
    renderScreen();
    const link = await screen.findByRole('link', { name: /收藏的视频/ }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/video-detail/1');
    expect(screen.getByRole('link', { name: /同号的新闻/ }).getAttribute('href')).toBe('/text-detail/1');
    await userEvent.click(screen.getByRole('button', { name: '取消收藏：收藏的视频' }));
    expect(screen.getByText('已取消收藏“收藏的视频”')).toBeTruthy();
    expect(screen.getByText('同号的新闻')).toBeTruthy();
    expect(sent).toEqual([1]);
  });

  it('should show 暂无数据 without favourites', async () => {
    server.use(mockEndpoint(newsCollectionShow, paginate([])));
    renderScreen();
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
  });
});
