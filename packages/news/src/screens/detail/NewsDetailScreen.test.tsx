import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAudioPort, servePlayback } from '@shqcb/bridge';
import { newsShow } from '@shqcb/api/contract/content';
import { makeNewsDetail, mockEndpoint } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import NewsDetailScreen from './NewsDetailScreen.tsx';

function renderDetail(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/text-detail/:id" element={<NewsDetailScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(resetAudioPort);

describe('NewsDetailScreen', () => {
  it('should show the title, source, time and the sanitised body', async () => {
    server.use(
      mockEndpoint(newsShow, makeNewsDetail({ id: 12, title: '上汽集团发布新能源战略', source: '上海汽车报', content: '<p>正文段落</p><script>alert(1)</script><img src="/media/a.svg" onerror="x()">' })),
    );
    renderDetail('/text-detail/12');
    expect(await screen.findByRole('heading', { level: 1, name: '上汽集团发布新能源战略' })).toBeTruthy();
    expect(screen.getByText('正文段落')).toBeTruthy();
    expect(document.querySelector('.shq-detail__body script')).toBeNull();
    expect(document.querySelector('.shq-detail__body img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('上海汽车报')).toBeTruthy();
  });

  it('should offer 收听 for news with audio and ask the player to play it alone, keyed apart from podcasts', async () => {
    server.use(
      mockEndpoint(newsShow, makeNewsDetail({ id: 59, title: '新能源车下乡', source: '', voiceUrl: 'audio/news-59.wav', thumbnail: '/media/news/59.svg' })),
    );
    const serve = vi.fn();
    servePlayback(serve);
    renderDetail('/text-detail/59');
    await userEvent.click(await screen.findByRole('button', { name: '收听：新能源车下乡' }));
    expect(serve).toHaveBeenCalledWith({
      tracks: [expect.objectContaining({ key: 'news-59', title: '新能源车下乡', voiceUrl: 'audio/news-59.wav', source: '', cover: '/media/news/59.svg', route: '/text-detail/59' })],
      startKey: 'news-59',
      list: false,
    });
  });

  it('should not offer 收听 for news without audio', async () => {
    server.use(mockEndpoint(newsShow, makeNewsDetail({ id: 12, title: '无音频的新闻' })));
    renderDetail('/text-detail/12');
    await screen.findByRole('heading', { level: 1, name: '无音频的新闻' });
    expect(screen.queryByRole('button', { name: /收听/ })).toBeNull();
  });

  it('should say so when the news does not exist', async () => {
    renderDetail('/text-detail/99999');
    expect(await screen.findByText('新闻不存在或已下线')).toBeTruthy();
  });

  it('should refuse a malformed id without calling the server', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', record);
    try {
      for (const id of ['abc', '0', '12345678901', '1e3']) {
        const view = renderDetail(`/text-detail/${id}`);
        expect(await screen.findByText('新闻不存在或已下线')).toBeTruthy();
        view.unmount();
      }
      // A valid id in the same setup does reach the server, so the listener is live.
      renderDetail('/text-detail/1');
      await screen.findByRole('heading', { level: 1 });
      // (The article's comments are asked for only once the article is there.)
      expect(requests.map((url) => new URL(url).pathname + new URL(url).search).filter((path) => !path.startsWith('/api/front/news-comment/'))).toEqual(['/api/front/news/show?id=1']);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
