import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastViewport } from '@shqcb/ui-kit';
import { newsShow } from '@shqcb/api/contract/content';
import { newsCollectionPraises } from '@shqcb/api/contract/engagement';
import { MOCK_TOKEN, makeNewsDetail, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import NewsDetailScreen from '../../screens/detail/NewsDetailScreen.tsx';

function renderDetail() {
  server.use(mockEndpoint(newsShow, makeNewsDetail({ id: 12, reactions: { praises: 4, collects: 2, praised: false, collected: false } })));
  render(
    <MemoryRouter initialEntries={['/text-detail/12']}>
      <Routes>
        <Route path="/text-detail/:id" element={<NewsDetailScreen />} />
        <Route path="/login" element={<p>登录页</p>} />
      </Routes>
      <ToastViewport />
    </MemoryRouter>,
  );
}

describe('ReactionBar on the news detail', () => {
  it('should count a like at once, keep the server’s count, and take it back on a second tap', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockEndpoint(newsCollectionPraises, async ({ input }) => {
        await answered;
        return { praises: input.praised ? 5 : 4, collects: 2, praised: input.praised, collected: false };
      }),
    );
    renderDetail();
    const like = await screen.findByRole('button', { name: /赞/ }, { timeout: 5000 });
    await userEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('5人点赞')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: /已赞/ })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: /已赞/ }));
    await waitFor(() => expect(screen.getByLabelText('4人点赞')).toBeTruthy());
    expect(screen.getByRole('button', { name: /^赞/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('should roll a favourite back and toast when the server refuses', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpointError(newsCollectionPraises, { code: 404, msg: '新闻不存在或已删除' }, { delay: 50 }));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /赞/ }, { timeout: 5000 }));
    expect(screen.getByLabelText('5人点赞')).toBeTruthy();
    expect(await screen.findByText('新闻不存在或已删除')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('4人点赞')).toBeTruthy());
  });

  it('should ask a visitor to log in and go to /login from 去登录', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: /收藏/ }, { timeout: 5000 }));
    expect(screen.getByText('登录后即可点赞和收藏')).toBeTruthy();
    expect(screen.getByLabelText('2人收藏')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(localStorage.getItem('backUrl')).toBe('/text-detail/12');
  });
});
