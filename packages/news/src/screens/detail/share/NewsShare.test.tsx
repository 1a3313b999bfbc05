import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { shareController } from '@shqcb/api/contract/login';
import { mockPath } from '@shqcb/api/mocks';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../../test-setup.ts';
import { NewsShare } from './NewsShare.tsx';

const HREF = 'https://m.example.cn/shqcb/?from=singlemessage#/text-detail/3';
const NEWS = { id: 3, title: '上海市新能源汽车专用牌照政策延续至2027年', thumbnail: '/media/news/3.svg', desc: '摘要' };

describe('NewsShare', () => {
  it('should open the poster with the thumbnail, title and the two buttons', async () => {
    const user = userEvent.setup();
    render(<NewsShare news={NEWS} href={HREF} />);
    await user.click(screen.getByRole('button', { name: '分享' }));
    // The sheet loads with the first press.
    const dialog = await screen.findByRole('dialog', { name: '分享海报' });
    expect(within(dialog).getByText(NEWS.title)).toBeTruthy();
    expect(dialog.querySelector('.shq-poster__thumb img')?.getAttribute('src')).toBe('/media/news/3.svg');
    expect(within(dialog).getByRole('img', { name: '二维码' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '保存海报' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '分享新闻' })).toBeTruthy();
  });

  it('should use the masthead picture for news without a thumbnail', async () => {
    const user = userEvent.setup();
    render(<NewsShare news={{ ...NEWS, thumbnail: '' }} href={HREF} />);
    await user.click(screen.getByRole('button', { name: '分享' }));
    await screen.findByRole('dialog', { name: '分享海报' });
    expect(document.querySelector('.shq-poster__thumb img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('should copy the share link in a browser without the Web Share API and record the share', async () => {
    const recorded: unknown[] = [];
    server.use(
      http.post(mockPath(shareController.path), async ({ request }) => {
        recorded.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok', data: { recorded: true } });
      }),
    );
    const user = userEvent.setup();
    render(
      <>
        <NewsShare news={NEWS} href={HREF} />
        <ToastViewport />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '分享' }));
    await user.click(await screen.findByRole('button', { name: '分享新闻' }));
    expect(await screen.findAllByText('链接已复制，快去分享给好友吧')).not.toHaveLength(0);
    expect(await navigator.clipboard.readText()).toBe('https://m.example.cn/shqcb/?path=/text-detail/3&type=share');
    await waitFor(() => expect(recorded).toEqual([{ url: 'https://m.example.cn/shqcb/?path=/text-detail/3&type=share', channel: 'link', newsId: 3 }]));
  });
});
