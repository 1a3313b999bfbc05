import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockPath } from '@shqcb/api/mocks';
import { server } from '../test-setup.ts';
import { recordPageView } from './recordPageView.ts';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  delete window._hmt;
});

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Reflect.deleteProperty(document, 'visibilityState');
}

describe('recordPageView', () => {
  it('should send the views of the visit as one beacon when the page is hidden, and feed a third-party queue', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window._hmt = [];
    recordPageView('/index', '上海汽车报');
    recordPageView('/news', '新闻');
    recordPageView('/video', '视频');
    expect(beacon).not.toHaveBeenCalled();
    await vi.dynamicImportSettled(); // the queue's chunk, loaded with the first view
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toMatch(/\/api\/front\/pageStatistics$/);
    const body = JSON.parse(await (data as Blob).text()) as { views: { path: string; title: string }[] };
    expect(body.views.map(({ path, title }) => [path, title])).toEqual([
      ['/index', '上海汽车报'],
      ['/news', '新闻'],
      ['/video', '视频'],
    ]);
    expect(window._hmt).toEqual([
      ['_trackPageview', '/shqcb/#/index'],
      ['_trackPageview', '/shqcb/#/news'],
      ['_trackPageview', '/shqcb/#/video'],
    ]);
  });

  it('should post with keepalive on pagehide when there is no sendBeacon', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mockPath('pageStatistics'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'success', data: { recorded: true, count: 1 } });
      }),
    );
    recordPageView('/mine', '我的');
    await vi.dynamicImportSettled();
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ views: [{ path: '/mine', title: '我的' }] });
  });
});
