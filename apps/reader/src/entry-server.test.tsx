import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@shqcb/api';
import { newsItems } from '@shqcb/api/mocks';
import { clearApiCache, restoreApiCache } from '@shqcb/api/query';
import { assumeRuntime, detectRuntime, getToken } from '@shqcb/bridge';
import { setRenderTime, showToast } from '@shqcb/ui-kit';
import { App } from './app/App.tsx';
import { appRoutes } from './app/routes.ts';
import { createServerRenderer, pageKeyOf } from './entry-server.tsx';
import type { ServerRender } from './ssr/serverRenderTypes.ts';
import { server } from './test-setup.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const WECHAT = `${BROWSER} MicroMessenger/8.0.55`;
const render = createServerRenderer({ fetch: (input, init) => fetch(input, init), apiBase: window.location.origin, sanitizeArticle: (html) => html });

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = null;
  assumeRuntime(undefined);
  setRenderTime(null);
  window.location.hash = '';
});
// The renderer configured the shared client for the server; the other tests of this worker get theirs back,
// and React's context objects (shared with the client renderer in this realm, see hydrate) are switched
// back by an empty render: otherwise the next file's router sees this file's last router as its parent.
afterAll(async () => {
  configureApi({ getToken, onToast: showToast, onUnauthorized: () => undefined });
  await prerender(<span />);
});

// React warns (in development) when two renderers share context objects: here they must, by design.
beforeEach(() => {
  const consoleError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Detected multiple renderers concurrently rendering')) return;
    consoleError(...args);
  });
});

/** Whether React has hydrated an element of the server's markup (it keeps its fiber on the node). */
const hydrated = (element: Element | null | undefined) => Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/** Hydrates a rendered view as the reader's entry does, counting requests and hydration mismatches. */
async function hydrate(page: ServerRender, userAgent: string) {
  // The server's renderer and the client's share React's context objects in this one test realm,
  // and the server's leaves the last view's context values set (it switches them lazily, per task):
  // an empty render switches them back before the client reads them. A server process has no client.
  await prerender(<span />);
  const requests: string[] = [];
  const onRequest = ({ request }: { request: Request }) => void requests.push(request.url);
  server.events.on('request:start', onRequest);
  const mismatches = vi.fn();
  clearApiCache();
  // What the assembler does: React's hoisted preloads go into <head>, the rest into #root.
  container = document.createElement('div');
  container.innerHTML = page.html.replace(/^(<link\b[^>]*>)+/, '');
  document.body.append(container);
  window.location.hash = `#${page.target}`;
  assumeRuntime(detectRuntime({ navigator: { userAgent } }));
  restoreApiCache(page.cache);
  setRenderTime(page.renderedAt);
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <App routes={appRoutes} onPageView={() => undefined} />, { onRecoverableError: mismatches });
  });
  server.events.removeListener('request:start', onRequest);
  return { requests, mismatches };
}

describe('server rendering (decision 0051)', () => {
  it('should render the home view with its answers and hydrate it without a mismatch or a request', async () => {
    // Rendered five minutes after the newest news: its card says 5分钟前, whenever the phone hydrates.
    const first = newsItems.toSorted((a, b) => b.time.localeCompare(a.time))[0];
    const page = await render({ url: 'https://m.example.cn/shqcb/', userAgent: BROWSER, now: Date.parse(first?.time ?? '') + 5 * 60_000 });
    expect(page?.target).toBe('/index');
    expect(page?.html).toContain(first?.title);
    expect(page?.html).toContain('5分钟前');
    expect(page?.html).not.toContain('加载中');
    const { requests, mismatches } = await hydrate(page as ServerRender, BROWSER);
    // The home screen is a lazy boundary: it hydrates once its code has loaded.
    await waitFor(() => expect(hydrated(container?.querySelector('.shq-news-card time'))).toBe(true));
    expect(mismatches).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('should render a shared news link and hydrate it, in WeChat without the back bar', async () => {
    const id = newsItems[3]?.id ?? 0;
    const url = `https://m.example.cn/shqcb/?path=/text-detail/${id}&type=share&from=singlemessage`;
    const page = await render({ url, userAgent: WECHAT, now: Date.now() });
    expect(page?.target).toBe(`/text-detail/${id}?type=share&from=singlemessage`);
    expect(page?.html).toContain(newsItems[3]?.title);
    expect(page?.html).not.toContain('shq-back-header');
    const { mismatches } = await hydrate(page as ServerRender, WECHAT);
    await waitFor(() => expect(hydrated(container?.querySelector('.shq-detail__title'))).toBe(true));
    expect(mismatches).not.toHaveBeenCalled();
    expect(pageKeyOf(url, WECHAT)).toBe(`wechat /text-detail/${id}?type=share&from=singlemessage`);
    expect(pageKeyOf(url, BROWSER)).toBe(`web /text-detail/${id}?type=share&from=singlemessage`);
  });

  it('should render WeChat’s home for a reader only: a visitor is sent to login (SPEC §4)', async () => {
    const url = 'https://m.example.cn/shqcb/';
    expect(pageKeyOf(url, WECHAT, '')).toBeNull();
    expect(await render({ url, userAgent: WECHAT, cookie: '', now: Date.now() })).toBeNull();
    expect(pageKeyOf(url, WECHAT, 'shqcb_reader=1')).toBe('wechat /index');
    expect((await render({ url, userAgent: WECHAT, cookie: 'shqcb_reader=1', now: Date.now() }))?.target).toBe('/index');
  });

  it('should render the 视频 tab and the points mall from the answers their screens ask for, and hydrate them without a mismatch or a request', async () => {
    for (const [path, selector] of [
      ['/video', '.shq-video-card'],
      ['/mall', '.shq-mall-shop__item'],
    ] as const) {
      const page = await render({ url: `https://m.example.cn/shqcb/?path=${path}`, userAgent: BROWSER, now: Date.now() });
      expect(page?.target).toBe(path);
      expect(page?.forVisitor).toBe(false);
      expect(page?.html).toContain(selector.slice(1));
      expect(page?.html).not.toContain('加载中');
      const { requests, mismatches } = await hydrate(page as ServerRender, BROWSER);
      await waitFor(() => expect(hydrated(container?.querySelector(selector))).toBe(true));
      expect(mismatches).not.toHaveBeenCalled();
      expect(requests).toEqual([]);
      act(() => root?.unmount());
      container?.remove();
    }
  });

  it('should render a visitor’s 我的 for a visitor only: a reader’s is their own, which the server never has', async () => {
    const url = 'https://m.example.cn/shqcb/?path=/my';
    expect(pageKeyOf(url, BROWSER, '')).toBe('web /my');
    expect(pageKeyOf(url, BROWSER, 'shqcb_reader=1')).toBeNull();
    expect(await render({ url, userAgent: BROWSER, cookie: 'shqcb_reader=1', now: Date.now() })).toBeNull();
    const page = await render({ url, userAgent: BROWSER, cookie: '', now: Date.now() });
    expect(page?.forVisitor).toBe(true);
    expect(page?.html).toContain('登录/注册');
    const { mismatches } = await hydrate(page as ServerRender, BROWSER);
    await waitFor(() => expect(hydrated(container?.querySelector('.shq-my__entries button'))).toBe(true));
    expect(mismatches).not.toHaveBeenCalled();
  });

  it('should render nothing for a route it does not render, or a news item that does not exist', async () => {
    expect(await render({ url: 'https://m.example.cn/shqcb/?path=/search-news', userAgent: BROWSER, now: Date.now() })).toBeNull();
    expect(pageKeyOf('https://m.example.cn/shqcb/?path=/search-news', BROWSER)).toBeNull();
    expect(await render({ url: 'https://m.example.cn/shqcb/?path=/text-detail/999999', userAgent: BROWSER, now: Date.now() })).toBeNull();
  });
});
