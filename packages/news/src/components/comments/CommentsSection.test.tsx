import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastViewport } from '@shqcb/ui-kit';
import { newsCommentCreate, newsCommentList } from '@shqcb/api/contract/engagement';
import { MOCK_TOKEN, makeComment, mockEndpoint, mockEndpointError, paginate } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { CommentsSection } from './CommentsSection.tsx';

const endpoints = { list: newsCommentList, create: newsCommentCreate };

function renderComments() {
  return render(
    <MemoryRouter initialEntries={['/text-detail/7']}>
      <Routes>
        <Route path="/text-detail/:id" element={<CommentsSection id={7} endpoints={endpoints} draftKey="news:7" />} />
        <Route path="/login" element={<p>登录页</p>} />
      </Routes>
      <ToastViewport />
    </MemoryRouter>,
  );
}

describe('CommentsSection', () => {
  it('should list comments as text, mark the reader’s held one 审核中, and end the list', async () => {
    server.use(
      mockEndpoint(
        newsCommentList,
        paginate([makeComment({ id: 1, content: '<b>不是粗体</b>' }), makeComment({ id: 2, content: '待审', pending: true, mine: true })]),
      ),
    );
    renderComments();
    expect(await screen.findByText('<b>不是粗体</b>')).toBeTruthy();
    expect(document.querySelector('.shq-comments b')).toBeNull();
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    // A list that tells a screen reader where each comment is, whichever rows are mounted.
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => [row.getAttribute('aria-posinset'), row.getAttribute('aria-setsize')])).toEqual([
      ['1', '2'],
      ['2', '2'],
    ]);
  });

  it('should show 暂无数据 without comments and a retry after an error', async () => {
    server.use(mockEndpoint(newsCommentList, paginate([])));
    renderComments();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('should post a comment, empty the box and show the list again; refuse an empty one on the spot', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    let posted = '';
    server.use(
      mockEndpoint(newsCommentList, () => paginate(posted ? [makeComment({ id: 9, content: posted, mine: true })] : [])),
      mockEndpoint(newsCommentCreate, ({ input }) => {
        posted = input.content;
        return makeComment({ id: 9, content: input.content, mine: true });
      }),
    );
    renderComments();
    await userEvent.click(await screen.findByRole('button', { name: '发表' }));
    expect(screen.getByText('请输入评论内容')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('写评论'), '很有用的报道');
    expect(screen.getByText('6/500')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '发表' }));
    expect(await screen.findByText('很有用的报道')).toBeTruthy();
    expect((screen.getByLabelText('写评论') as HTMLTextAreaElement).value).toBe('');
  });

  it('should toast the server’s refusal (too fast) and keep the text', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(newsCommentList, paginate([])), mockEndpointError(newsCommentCreate, newsCommentCreate.refusals.tooFast));
    renderComments();
    await userEvent.type(await screen.findByLabelText('写评论'), '第二条');
    await userEvent.click(screen.getByRole('button', { name: '发表' }));
    expect(await screen.findByText('评论太频繁，请稍后再试')).toBeTruthy();
    expect((screen.getByLabelText('写评论') as HTMLTextAreaElement).value).toBe('第二条');
  });

  it('should keep a visitor’s draft across the go-login overlay and bring it back', async () => {
    server.use(mockEndpoint(newsCommentList, paginate([])));
    const first = renderComments();
    await userEvent.type(await screen.findByLabelText('写评论'), '登录前写的');
    await userEvent.click(screen.getByRole('button', { name: '发表' }));
    expect(screen.getByText('登录后即可评论')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(await screen.findByText('登录页')).toBeTruthy();
    first.unmount();
    localStorage.setItem('token', MOCK_TOKEN);
    renderComments();
    await waitFor(() => expect((screen.getByLabelText('写评论') as HTMLTextAreaElement).value).toBe('登录前写的'));
  });
});
