import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { integralMessageList, integralMessageReadMsg } from '@shqcb/api/contract/messages';
import { MOCK_TOKEN, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { setToken } from '@shqcb/bridge';
import { server } from '../../test-setup.ts';
import MessagesScreen from './MessagesScreen.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

function renderMessages() {
  setToken(MOCK_TOKEN);
  return render(
    <MemoryRouter initialEntries={['/messages']}>
      <Routes>
        <Route path="/messages" element={<MessagesScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => resetApiCache());

describe('MessagesScreen', () => {
  it('should list the messages with the unread one marked, to the end of the list', async () => {
    renderMessages();
    expect(await screen.findAllByRole('img', { name: '未读' })).toHaveLength(1);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('should mark a message read when opened and follow its link', async () => {
    const read: unknown[] = [];
    server.use(
      mockEndpoint(integralMessageReadMsg, ({ input }) => {
        read.push(input.id);
        return { unreadMsgCount: 0 };
      }),
    );
    renderMessages();
    const [first] = await screen.findAllByRole('button', { name: /您的反馈有了新回复/ });
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(read).toEqual([3]));
    expect(screen.getByTestId('where').textContent).toBe('/feedback-dialogue?id=1');
  });

  it('should mark all read', async () => {
    const read: unknown[] = [];
    server.use(
      mockEndpoint(integralMessageReadMsg, ({ input }) => {
        read.push(input.id);
        return { unreadMsgCount: 0 };
      }),
    );
    renderMessages();
    await screen.findAllByRole('img', { name: '未读' });
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(read).toEqual(['all']));
    expect(screen.queryByRole('img', { name: '未读' })).toBeNull();
  });

  it('should show 暂无数据 for no messages and 重试 after an error', async () => {
    server.use(mockEndpoint(integralMessageList, () => ({ list: [], page: 1, pageSize: 10, total: 0, hasMore: false })));
    renderMessages();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    resetApiCache();
  });

  it('should offer 重试 when the list fails', async () => {
    server.use(mockEndpointError(integralMessageList, { code: 500, msg: '服务器错误' }));
    renderMessages();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
