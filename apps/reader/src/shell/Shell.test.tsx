import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureRoute } from '@shqcb/bridge';
import { Shell } from './Shell.tsx';

function Counter() {
  const [n, setN] = useState(0);
  const navigate = useNavigate();
  return (
    <div>
      <button onClick={() => setN(n + 1)}>count {n}</button>
      <button onClick={() => navigate('/text-detail/5')}>open detail</button>
    </div>
  );
}

function Detail() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>back from {useLocation().pathname}</button>;
}

function Login() {
  return <p>login screen</p>;
}

const routes: FeatureRoute[] = [
  { path: '/index', load: async () => ({ default: Counter }), title: '上海汽车报', statusBar: 'red', keepAlive: true, tabBar: 'index' },
  { path: '/text-detail/:id', load: async () => ({ default: Detail }), title: '新闻详情', statusBar: 'white' },
  { path: '/my-collect', load: async () => ({ default: () => <p>collections</p> }), title: '我的收藏', statusBar: 'white', requiresAuth: true },
  { path: '/login', load: async () => ({ default: Login }), title: '登录', statusBar: 'white' },
  { path: '/video/:id?', load: async () => ({ default: () => <p>videos</p> }), title: '视频', statusBar: 'white', keepAlive: true, tabBar: 'video' },
];

function renderShell(path: string, reload = vi.fn()) {
  const onPageView = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Shell routes={routes} onPageView={onPageView} reload={reload} />
    </MemoryRouter>,
  );
  return { onPageView, reload, unmount: view.unmount };
}

describe('Shell', () => {
  it('should keep a kept-alive screen with its state while another screen is shown', async () => {
    const user = userEvent.setup();
    renderShell('/index');
    await user.click(await screen.findByRole('button', { name: 'count 0' }));
    await user.click(screen.getByRole('button', { name: 'open detail' }));
    await user.click(await screen.findByRole('button', { name: 'back from /text-detail/5' }));
    expect(await screen.findByRole('button', { name: 'count 1' })).toBeTruthy();
  });

  it('should give a returning kept-alive screen its scroll position back, and open a new screen at the top', async () => {
    // jsdom does not scroll: a window whose scrollY follows scrollTo stands in for the page.
    let y = 0;
    const scrollTo = vi.fn((_x: number, to: number) => {
      y = to;
    });
    vi.stubGlobal('scrollTo', scrollTo);
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const user = userEvent.setup();
    renderShell('/index');
    await screen.findByRole('button', { name: 'count 0' });
    y = 640;
    window.dispatchEvent(new Event('scroll'));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await user.click(screen.getByRole('button', { name: 'open detail' }));
    await screen.findByRole('button', { name: 'back from /text-detail/5' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await user.click(screen.getByRole('button', { name: 'back from /text-detail/5' }));
    await screen.findByRole('button', { name: 'count 0' });
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
    expect(y).toBe(640);
  });

  it('should leave the landing page where the reader is, and scroll it only to a place a reload remembered', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const first = renderShell('/index');
    await screen.findByRole('button', { name: 'count 0' });
    // A server-rendered view may have been scrolled before its script came: no jump to the top.
    expect(scrollTo).not.toHaveBeenCalled();
    first.unmount();
    sessionStorage.setItem('scrollVal', JSON.stringify({ 'keep:/index': 480 }));
    renderShell('/index');
    await screen.findByRole('button', { name: 'count 0' });
    expect(scrollTo).toHaveBeenCalledWith(0, 480);
  });

  it('should set title and status-bar colour and report page views', async () => {
    const user = userEvent.setup();
    const { onPageView } = renderShell('/index');
    await screen.findByRole('button', { name: 'count 0' });
    expect(document.title).toBe('上海汽车报');
    await user.click(screen.getByRole('button', { name: 'open detail' }));
    await screen.findByRole('button', { name: /back from/ });
    expect(document.title).toBe('新闻详情');
    expect(document.documentElement.dataset['statusBar']).toBe('white');
    expect(onPageView.mock.calls.map((c) => c[0])).toEqual(['/index', '/text-detail/5']);
  });

  it('should send a visitor to login from a screen that needs a token and remember it', async () => {
    renderShell('/my-collect');
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(localStorage.getItem('backUrl')).toBe('/my-collect');
  });

  it('should open a screen that needs a token when one is stored', async () => {
    localStorage.setItem('token', 't');
    renderShell('/my-collect');
    expect(await screen.findByText('collections')).toBeTruthy();
  });

  it('should send an unknown route to home', async () => {
    renderShell('/nothing-here');
    expect(await screen.findByRole('button', { name: 'count 0' })).toBeTruthy();
  });

  it('should reload when home is tapped on home, and show only registered tab items', async () => {
    const user = userEvent.setup();
    const { reload } = renderShell('/index');
    const nav = await screen.findByRole('navigation', { name: '底部导航' });
    expect(nav.textContent).toContain('首页');
    expect(nav.textContent).not.toContain('播客');
    await user.click(screen.getByText('首页'));
    expect(reload).toHaveBeenCalledTimes(1);
    // /video/:id? serves the 视频 item's /video.
    await user.click(screen.getByRole('button', { name: '视频' }));
    expect(await screen.findByText('videos')).toBeTruthy();
  });

  it('should show a retry when a screen throws, and recover', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('broken screen');
      return <p>fine now</p>;
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const flaky: FeatureRoute[] = [{ path: '/index', load: async () => ({ default: Flaky }), title: 't', statusBar: 'red' }];
    render(
      <MemoryRouter initialEntries={['/index']}>
        <Shell routes={flaky} reload={vi.fn()} />
      </MemoryRouter>,
    );
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(warn).toHaveBeenCalled();
    fail = false;
    act(() => retry.click());
    await waitFor(() => expect(screen.getByText('fine now')).toBeTruthy());
  });
});
