import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { categoryClassificationList, categoryIndex } from '@shqcb/api/contract/engagement';
import { categories, makeNewsItem, mockEndpoint, mockNetworkError, paginate } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import CategoryScreen from './CategoryScreen.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/category" element={<CategoryScreen />} />
        <Route path="/category/:id" element={<CategoryScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const scrollToEnd = () => fireEvent.scroll(window);

describe('CategoryScreen', () => {
  it('should list every category with its count, each opening its news', async () => {
    renderAt('/category');
    expect(screen.getByRole('heading', { level: 1, name: '全部频道' })).toBeTruthy();
    const first = categories[0];
    if (!first) throw new Error('the demo data holds no category');
    const link = await screen.findByRole('link', { name: new RegExp(first.name) }, { timeout: 5000 });
    expect(link.textContent).toContain(`${first.count} 篇`);
    expect(screen.getAllByRole('link')).toHaveLength(categories.length);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: first.name })).toBeTruthy();
    expect(await screen.findAllByRole('link', {}, { timeout: 5000 })).not.toHaveLength(0);
  });

  it('should page a category to 没有更多了', async () => {
    const news = Array.from({ length: 13 }, (_, index) => makeNewsItem({ id: 900 + index, title: `分类新闻${index + 1}` }));
    const pages: number[] = [];
    server.use(
      mockEndpoint(categoryClassificationList, ({ input }) => {
        pages.push(input.page);
        return paginate(news, input.page, input.pageSize);
      }),
    );
    const first = categories[0];
    if (!first) throw new Error('the demo data holds no category');
    renderAt(`/category/${first.id}`);
    expect(await screen.findByText('分类新闻1', {}, { timeout: 5000 })).toBeTruthy();
    scrollToEnd();
    expect(await screen.findByText('分类新闻13')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '分类新闻' })).getAllByRole('link')).toHaveLength(13);
    expect(pages).toEqual([1, 2]);
  });

  it('should show 暂无数据 for a category without news and for an unknown one', async () => {
    server.use(mockEndpoint(categoryClassificationList, paginate([])));
    const first = categories[0];
    if (!first) throw new Error('the demo data holds no category');
    renderAt(`/category/${first.id}`);
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('should show 暂无数据 for a category the server does not know', async () => {
    renderAt('/category/424242');
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '频道' })).toBeTruthy();
  });

  it('should offer 重试 when the categories fail to load', async () => {
    server.use(mockNetworkError(categoryIndex));
    renderAt('/category');
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 5000 });
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findAllByRole('link')).toHaveLength(categories.length);
  });
});
