import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { integralShow } from '@shqcb/api/contract/points';
import { userEdit, userShow } from '@shqcb/api/contract/user';
import { makePointsSummary, makeUserProfile, MOCK_TOKEN, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { setToken } from '@shqcb/bridge';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import MyScreen from './MyScreen.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMy() {
  return render(
    <MemoryRouter initialEntries={['/my']}>
      <Routes>
        <Route path="/my" element={<MyScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastViewport />
    </MemoryRouter>,
  );
}

afterEach(() => resetApiCache());

describe('MyScreen', () => {
  it('should offer a visitor login, and the go-login overlay for entries that need it', async () => {
    renderMy();
    expect(screen.getByRole('button', { name: '登录/注册' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '我的订单' }));
    const overlay = await screen.findByRole('dialog');
    await userEvent.click(within(overlay).getByRole('button', { name: '去登录' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('should show the reader with the unread badge (99+ above 99) and let help open without login', async () => {
    setToken(MOCK_TOKEN);
    server.use(mockEndpoint(userShow, () => makeUserProfile({ nickname: '车迷小王', unreadMsgCount: 120 })));
    renderMy();
    expect(await screen.findByRole('button', { name: '昵称 车迷小王，点击修改' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '消息，120 条未读' }).textContent).toContain('99+');
  });

  it('should show the points balance on the 我的积分 entry', async () => {
    setToken(MOCK_TOKEN);
    server.use(mockEndpoint(integralShow, () => makePointsSummary({ balance: 1234 })));
    renderMy();
    expect(await screen.findByRole('button', { name: /^我的积分\s*1234 积分$/ })).toBeTruthy();
  });

  it('should edit the nickname through the edit dialog, checking the pattern on blur', async () => {
    setToken(MOCK_TOKEN);
    const sent: string[] = [];
    server.use(
      mockEndpoint(userEdit, ({ input }) => {
        sent.push(input.nickname);
        return makeUserProfile({ nickname: input.nickname });
      }),
    );
    renderMy();
    await userEvent.click(await screen.findByRole('button', { name: /点击修改$/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, '小王 !');
    await userEvent.tab();
    expect(within(dialog).getByRole('alert').textContent).toContain('请输入正确格式的昵称');
    await userEvent.clear(field);
    await userEvent.type(field, '车迷小李');
    expect(within(dialog).getByText('剩余26字')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('昵称已修改')).toBeTruthy();
    expect(sent).toEqual(['车迷小李']);
  });

  it('should show an error with 重试 when the profile fails', async () => {
    setToken(MOCK_TOKEN);
    server.use(mockEndpointError(userShow, { code: 500, msg: '服务器错误' }));
    renderMy();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
