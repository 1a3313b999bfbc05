import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { specialTopicList } from '@shqcb/api/contract/engagement';
import { makeNewsItem, mockEndpoint, mockNetworkError, specialTopics } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import TopicScreen from './TopicScreen.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/topic/:id" element={<TopicScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TopicScreen', () => {
  it('should show the topic cover, title, summary and its news in order, each opening the story', async () => {
    const topic = specialTopics[0];
    if (!topic) throw new Error('the demo data holds no topic');
    renderAt(`/topic/${topic.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: topic.title }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(topic.summary)).toBeTruthy();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(topic.news.map((item) => `/text-detail/${item.id}`));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('should show 暂无数据 for a topic without news', async () => {
    server.use(mockEndpoint(specialTopicList, [{ id: 5, title: '空专题', summary: '', cover: '', news: [] }]));
    renderAt('/topic/5');
    expect(await screen.findByRole('heading', { level: 1, name: '空专题' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('should say so for an unknown topic or an id that is no number', async () => {
    renderAt('/topic/99999');
    expect(await screen.findByText('专题不存在或已下线', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '回到首页' })).toBeTruthy();
  });

  it('should not call the server for an id that is no number', () => {
    renderAt('/topic/abc');
    expect(screen.getByText('专题不存在或已下线')).toBeTruthy();
  });

  it('should offer 重试 when loading fails and show the topic after it', async () => {
    server.use(mockNetworkError(specialTopicList));
    renderAt('/topic/7');
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 5000 });
    server.use(mockEndpoint(specialTopicList, [{ id: 7, title: '重试后的专题', summary: '摘要', cover: '', news: [makeNewsItem({ id: 70, title: '专题里的新闻' })] }]));
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: '重试后的专题' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /专题里的新闻/ }).getAttribute('href')).toBe('/text-detail/70');
  });
});
