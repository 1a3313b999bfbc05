import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, sessionList, sessionRevoke, sessionRevokeOthers } from '@shqcb/api/contract/login';
import type { Session } from '@shqcb/api/contract/login';
import { MOCK_TOKEN, mockEndpoint, mockEndpointError, mockNetworkError } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import SettingsScreen, { SIGN_OUT_QUESTION } from './SettingsScreen.tsx';
import { REVOKE_OTHERS_QUESTION } from './SessionList.tsx';

const THIS: Session = { id: 12, device: 'Chrome · Android', createdAt: '2026-11-20T02:15:00.000Z', lastUsedAt: '2026-11-24T09:30:00.000Z', current: true };
const PHONE: Session = { id: 7, device: '微信 · iPhone', createdAt: '2026-10-02T12:00:00.000Z', lastUsedAt: '2026-11-18T23:05:00.000Z', current: false };
const PAD: Session = { id: 5, device: 'Safari · iPad', createdAt: '2026-09-02T12:00:00.000Z', lastUsedAt: '2026-09-18T23:05:00.000Z', current: false };

/** The server's sessions of one reader: revoking removes them, as the reference server does. */
function serveSessions(initial: Session[]) {
  let sessions = [...initial];
  const calls: string[] = [];
  server.use(
    mockEndpoint(sessionList, () => sessions),
    mockEndpoint(sessionRevoke, ({ input }) => {
      calls.push(`revoke ${input.id}`);
      const before = sessions.length;
      sessions = sessions.filter((s) => s.current || s.id !== input.id);
      return { revoked: sessions.length < before };
    }),
    mockEndpoint(sessionRevokeOthers, () => {
      calls.push('revokeOthers');
      const before = sessions.length;
      sessions = sessions.filter((s) => s.current);
      return { revoked: before - sessions.length };
    }),
  );
  return calls;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSettings() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/index', '/my-setting']} initialIndex={1}>
      <Routes>
        <Route path="/my-setting" element={<SettingsScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <ToastViewport />
    </MemoryRouter>,
  );
  return user;
}

function devices() {
  return within(screen.getByRole('region', { name: '登录设备' }));
}

afterEach(() => resetApiCache());

describe('SettingsScreen', () => {
  it('should offer a visitor login and come back here afterwards', async () => {
    const user = renderSettings();
    expect(screen.getByText('登录后可查看和管理已登录的设备')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '去登录' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(localStorage.getItem('backUrl')).toBe('/my-setting');
  });

  it('should show the version of SPEC §9', () => {
    renderSettings();
    const about = within(screen.getByRole('region', { name: '关于' }));
    expect(about.getByText('版本号').nextElementSibling?.textContent).toBe('227');
  });

  it('should list the reader’s devices with this one marked and sign out another after the confirm', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    // The server orders by last use, which it records every few minutes only: this one may come later.
    const calls = serveSessions([PHONE, THIS, PAD]);
    const user = renderSettings();
    const rows = await devices().findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome · Android本机最近使用 2026\/11\/24 \d\d:30$/),
      expect.stringMatching(/^微信 · iPhone最近使用 2026\/11\/1[89] \d\d:05下线$/),
      expect.stringMatching(/^Safari · iPad最近使用 2026\/09\/1[89] \d\d:05下线$/),
    ]);
    // This device has no 下线: it leaves with 退出登录.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: '下线' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定让“微信 · iPhone”退出登录吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(devices().getAllByRole('listitem')).toHaveLength(2));
    expect(calls).toEqual(['revoke 7']);
    expect(await screen.findByText('该设备已退出登录')).toBeTruthy();
    expect(devices().queryByText('微信 · iPhone')).toBeNull();
  });

  it('should sign nothing out when the confirm is cancelled', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const calls = serveSessions([THIS, PHONE]);
    const user = renderSettings();
    await user.click(await devices().findByRole('button', { name: '下线' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(calls).toEqual([]);
    expect(devices().getAllByRole('listitem')).toHaveLength(2);
  });

  it('should sign out every other device at once, and then have nothing more to sign out', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const calls = serveSessions([THIS, PHONE, PAD]);
    const user = renderSettings();
    await devices().findAllByRole('listitem');
    await user.click(devices().getByRole('button', { name: '退出其他设备' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(REVOKE_OTHERS_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已退出其他 2 台设备')).toBeTruthy();
    expect(calls).toEqual(['revokeOthers']);
    await waitFor(() => expect(devices().getAllByRole('listitem')).toHaveLength(1));
    expect((devices().getByRole('button', { name: '退出其他设备' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should put a device back when the server refuses to sign it out', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    serveSessions([THIS, PHONE]);
    server.use(mockEndpointError(sessionRevoke, { code: 500, msg: '服务繁忙，请稍后再试' }));
    const user = renderSettings();
    await user.click(await devices().findByRole('button', { name: '下线' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    await waitFor(() => expect(devices().getByText('微信 · iPhone')).toBeTruthy());
  });

  it('should offer 重试 when the devices cannot be loaded', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    serveSessions([THIS]);
    // Handlers added later answer first.
    server.use(mockEndpointError(sessionList, { code: 500, msg: '服务繁忙，请稍后再试' }, { once: true }));
    const user = renderSettings();
    await user.click(await devices().findByRole('button', { name: '重试' }));
    expect(await devices().findByText('Chrome · Android')).toBeTruthy();
  });

  it('should sign out after the confirm: the server revokes the token, storage is cleared, home opens', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    localStorage.setItem('iphone', '13800138000');
    sessionStorage.setItem('playId', '3');
    serveSessions([THIS]);
    const sent: (string | null)[] = [];
    server.use(
      mockEndpoint(logout, ({ request }) => {
        sent.push(request.headers.get('Authori-zation'));
        return { loggedOut: true };
      }),
    );
    const user = renderSettings();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SIGN_OUT_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/index'));
    expect(sent).toEqual([MOCK_TOKEN]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('iphone')).toBeNull();
    expect(sessionStorage.getItem('playId')).toBeNull();
    expect(await screen.findByText('已退出登录')).toBeTruthy();
  });

  it('should sign out on this device even when the server cannot be reached', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    serveSessions([THIS]);
    server.use(mockNetworkError(logout));
    const user = renderSettings();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/index'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
