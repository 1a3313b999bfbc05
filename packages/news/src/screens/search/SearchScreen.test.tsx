import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastViewport } from '@shqcb/ui-kit';
import { newsSearch } from '@shqcb/api/contract/engagement';
import { makeNewsItem, mockEndpoint, mockEndpointError, paginate, videoItems } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { highlight } from './highlight.tsx';
import SearchScreen from './SearchScreen.tsx';

function renderSearch(path = '/search-news') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/search-news" element={<SearchScreen />} />
        <Route path="/search-video" element={<SearchScreen />} />
        <Route path="/text-detail/:id" element={<p>详情页</p>} />
        <Route path="/video-detail/:id" element={<p>视频详情页</p>} />
      </Routes>
      <ToastViewport />
    </MemoryRouter>,
  );
}

describe('SearchScreen', () => {
  it('should search videos on /search-video and open a hit in the video detail', async () => {
    const video = videoItems.find((item) => item.title.includes('续航'));
    renderSearch('/search-video');
    expect(await screen.findByRole('link', { name: '视频' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('搜索视频'), '续航');
    const title = await screen.findByRole('heading', { level: 3, name: video?.title });
    expect(title.querySelector('mark')?.textContent).toBe('续航');
    await userEvent.click(title);
    expect(await screen.findByText('视频详情页')).toBeTruthy();
  });


  it('should show hot keywords, search as the reader types with matches highlighted, and open a hit', async () => {
    const asked: (string | undefined)[] = [];
    server.use(
      mockEndpoint(newsSearch, ({ input }) => {
        asked.push(input.keyword);
        const list = input.keyword ? [{ ...makeNewsItem({ id: 3, title: '上海新能源车补贴延续' }), excerpt: '全市新能源车主受益' }] : [];
        return { ...paginate(list, input.page, input.pageSize), hotKeywords: ['新能源', '车展'] };
      }),
    );
    renderSearch();
    expect(await screen.findByRole('button', { name: /车展/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('搜索新闻'), '新能源');
    const title = await screen.findByRole('heading', { level: 3 });
    expect(title.querySelector('mark')?.textContent).toBe('新能源');
    // One request for the hot keywords, then one for the whole word: not one per letter typed.
    expect(asked).toEqual([undefined, '新能源']);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    await userEvent.click(title);
    expect(await screen.findByText('详情页')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('recentSearches') ?? '[]')).toEqual(['新能源']);
  });

  it('should keep recent searches on the device and clear them', async () => {
    localStorage.setItem('recentSearches', JSON.stringify(['比亚迪', '充电桩']));
    server.use(mockEndpoint(newsSearch, ({ input }) => ({ ...paginate([], input.page, input.pageSize), hotKeywords: [] })));
    renderSearch();
    expect(await screen.findByRole('button', { name: '比亚迪' })).toBeTruthy();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.queryByRole('button', { name: '比亚迪' })).toBeNull();
    expect(localStorage.getItem('recentSearches')).toBe('[]');
    await userEvent.type(screen.getByLabelText('搜索新闻'), '没有{Enter}');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('should offer a retry when the hot keywords fail', async () => {
    server.use(mockEndpointError(newsSearch, { code: 500, msg: '服务器错误' }));
    renderSearch();
    expect(await screen.findByRole('button', { name: /重试/ })).toBeTruthy();
  });
});

describe('highlight', () => {
  it('should wrap every match, ignoring letter case, and leave text without a match alone', () => {
    const { container } = render(<p>{highlight('SUV与suv', 'suv')}</p>);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['SUV', 'suv']);
    expect(highlight('无关', '新能源')).toEqual(['无关']);
    expect(highlight('文字', ' ')).toEqual(['文字']);
  });
});
