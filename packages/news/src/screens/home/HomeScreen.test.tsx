import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { newsIndex } from '@shqcb/api/contract/content';
import { userShow } from '@shqcb/api/contract/user';
import { MOCK_TOKEN, makeUserProfile, mockEndpoint, mockNetworkError, newsOfCategory, pinnedNews, specialTopics, tabs } from '@shqcb/api/mocks';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import HomeScreen from './HomeScreen.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

function renderHome(path = '/index') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/index" element={<HomeScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <ToastViewport />
    </MemoryRouter>,
  );
}

describe('HomeScreen', () => {
  it('should show the channels, the featured news and the first page of the list', async () => {
    renderHome();
    await waitFor(() => expect(document.querySelectorAll('a.shq-news-card')).toHaveLength(10));
    const tabNames = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabNames).toEqual(tabs.slice(0, tabNames.length).map((tab) => tab.name));
    expect(screen.getByRole('tab', { name: '推荐' }).getAttribute('aria-selected')).toBe('true');
    const featured = within(screen.getByRole('region', { name: '要闻' }));
    for (const item of pinnedNews) expect(featured.getByText(item.title)).toBeTruthy();
    const titles = [...document.querySelectorAll('a.shq-news-card .shq-news-card__title')].map((el) => el.textContent);
    expect(titles).toEqual(newsOfCategory(307).slice(0, 10).map((item) => item.title));
    expect(screen.getByText(/\d{4}年\d{1,2}月\d{1,2}日/)).toBeTruthy();
  });

  it('should show the 专题 strip among the 推荐 news, after the eighth, and not in other channels', async () => {
    const user = userEvent.setup();
    renderHome();
    const strip = await screen.findByRole('region', { name: '专题' }, { timeout: 5000 });
    expect(await within(strip).findAllByRole('link')).toHaveLength(specialTopics.length);
    const before = [...document.querySelectorAll('a.shq-news-card')].filter((card) => card.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before).toHaveLength(8);
    await user.click(screen.getAllByRole('tab')[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('region', { name: '专题' })).toBeNull());
  });

  it('should open the channel sheet from the tab strip, with its way to 全部频道', async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(screen.getAllByRole('tab').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('link', { name: /按分类浏览全部新闻/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/category'));
  });

  it('should show the unread count only with a token', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(userShow, makeUserProfile({ unreadMsgCount: 120 })));
    renderHome();
    const bell = await screen.findByRole('button', { name: /消息/ });
    await waitFor(() => expect(within(bell).getByText('99+')).toBeTruthy());
  });

  it('should not ask for the profile without a token', async () => {
    const profile = vi.fn();
    server.use(mockEndpoint(userShow, () => (profile(), { id: 1, phone: '', nickname: '', avatar: '', unreadMsgCount: 1 })));
    renderHome();
    await screen.findByRole('tab', { name: '推荐' });
    expect(profile).not.toHaveBeenCalled();
  });

  it('should send a visitor from the bell to login after 1 s', async () => {
    localStorage.setItem('backUrl', '/text-detail/1');
    const user = userEvent.setup();
    renderHome();
    await user.click(await screen.findByRole('button', { name: /消息/ }));
    expect(await screen.findByText('请登录...')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/index');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'), { timeout: 2000 });
    expect(localStorage.getItem('backUrl')).toBeNull();
  });

  it('should switch channel through the tab strip and keep it in the address', async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(screen.getAllByRole('tab').length).toBeGreaterThan(1));
    await user.click(screen.getAllByRole('tab')[1] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/index\?id=\d+$/));
  });

  it('should offer a retry when the list fails', async () => {
    server.use(mockNetworkError(newsIndex));
    const user = userEvent.setup();
    renderHome();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('网络错误，请稍后重试')).toBeTruthy();
    server.resetHandlers();
    await user.click(retry);
    await waitFor(() => expect(document.querySelectorAll('a.shq-news-card').length).toBeGreaterThan(0));
  });
});
