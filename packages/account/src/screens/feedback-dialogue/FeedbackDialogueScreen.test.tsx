import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { feedbackReply, feedbackReplyList } from '@shqcb/api/contract/user';
import type { FeedbackReply } from '@shqcb/api/contract/user';
import { MOCK_TOKEN, makeFeedback, makeFeedbackReply, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { setToken } from '@shqcb/bridge';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import FeedbackDialogueScreen from './FeedbackDialogueScreen.tsx';

function renderThread(id = '1') {
  setToken(MOCK_TOKEN);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/feedback-dialogue?id=${id}`]}>
      <Routes>
        <Route path="/feedback-dialogue" element={<FeedbackDialogueScreen />} />
      </Routes>
      <ToastViewport />
    </MemoryRouter>,
  );
  return user;
}

/** A thread the server keeps: a reply is added to it, as the reference server does. */
function serveThread(replies: FeedbackReply[], images: string[] = []) {
  const thread = [...replies];
  const sent: unknown[] = [];
  server.use(
    mockEndpoint(feedbackReplyList, ({ input }) => ({ feedback: makeFeedback({ id: input.feedbackId, images, unreadReply: false }), replies: thread })),
    mockEndpoint(feedbackReply, ({ input }) => {
      sent.push(input);
      const reply = makeFeedbackReply({ id: thread.length + 10, from: 'reader', content: input.content, createdAt: '2026-03-16T03:00:00.000Z' });
      thread.push(reply);
      return reply;
    }),
  );
  return sent;
}

const bubbles = () => within(screen.getByRole('list', { name: '反馈与回复' })).getAllByRole('listitem');

afterEach(() => resetApiCache());

describe('FeedbackDialogueScreen', () => {
  it('should show the feedback first and the replies after it, the newest at the bottom', async () => {
    serveThread([makeFeedbackReply(), makeFeedbackReply({ id: 2, from: 'reader', content: '好的，谢谢！', createdAt: '2026-03-16T02:30:00.000Z' })]);
    renderThread();
    await screen.findByRole('list', { name: '反馈与回复' });
    const texts = bubbles().map((item) => item.textContent);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('播放音频时切到后台会停止');
    expect(texts[1]).toMatch(/^客服 · .*您好，已在新版本修复，感谢反馈。/);
    expect(texts[2]).toMatch(/^我 · .*好的，谢谢！/);
  });

  it('should tell the reader staff will answer when there is no reply yet', async () => {
    serveThread([]);
    renderThread();
    expect(await screen.findByText('客服会尽快回复您，回复后您会收到消息')).toBeTruthy();
  });

  it('should send a reply, show it at the bottom and empty the field; 发送 waits for text', async () => {
    const sent = serveThread([makeFeedbackReply()]);
    const user = renderThread();
    const field = await screen.findByLabelText('回复内容');
    expect(screen.getByRole('button', { name: '发送' })).toHaveProperty('disabled', true);
    await user.type(field, '   ');
    expect(screen.getByRole('button', { name: '发送' })).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, '好的，谢谢！');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(bubbles().at(-1)?.textContent).toContain('好的，谢谢！'));
    expect(sent).toEqual([{ feedbackId: 1, content: '好的，谢谢！' }]);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('should keep the reply typed when sending fails, with the server’s words', async () => {
    serveThread([makeFeedbackReply()]);
    server.use(mockEndpointError(feedbackReply, feedbackReplyList.refusals.feedbackNotFound));
    const user = renderThread();
    await user.type(await screen.findByLabelText('回复内容'), '还在吗');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText(feedbackReplyList.refusals.feedbackNotFound.msg)).toBeTruthy();
    expect((screen.getByLabelText('回复内容') as HTMLInputElement).value).toBe('还在吗');
  });

  it('should open a picture full screen and close it', async () => {
    serveThread([], ['/media/u/feedback/1/a.jpg', '/media/u/feedback/1/b.jpg']);
    const user = renderThread();
    await user.click(await screen.findByRole('button', { name: '查看图片2' }));
    const viewer = screen.getByRole('dialog', { name: '查看图片' });
    expect(within(viewer).getByRole('img', { name: '反馈图片' }).getAttribute('src')).toBe('/media/u/feedback/1/b.jpg');
    await user.click(within(viewer).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('img', { name: '反馈图片' })).toBeNull();
  });

  it('should say 反馈不存在 for an address without a valid id, asking nothing', async () => {
    const asked: unknown[] = [];
    server.use(mockEndpoint(feedbackReplyList, ({ input }) => (asked.push(input), { feedback: makeFeedback(), replies: [] })));
    renderThread('abc');
    expect(screen.getByText('反馈不存在')).toBeTruthy();
    expect(screen.queryByLabelText('回复内容')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('should offer 重试 when the thread fails to load, and show it after the retry', async () => {
    server.use(mockEndpointError(feedbackReplyList, { code: 500, msg: '服务器错误' }, { once: true }));
    const user = renderThread();
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.queryByLabelText('回复内容')).toBeNull();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('播放音频时切到后台会停止')).toBeTruthy();
  });

  it('should show the loading state first', () => {
    serveThread([]);
    renderThread();
    expect(screen.getByText('加载中…')).toBeTruthy();
  });
});
