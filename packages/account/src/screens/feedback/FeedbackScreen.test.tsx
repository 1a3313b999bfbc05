import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { feedbackList, userFeedback, userUploadImg } from '@shqcb/api/contract/user';
import { MOCK_TOKEN, makeFeedback, mockEndpoint, mockEndpointError, paginate } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { setToken } from '@shqcb/bridge';
import { ToastViewport } from '@shqcb/ui-kit';
import { server, useNodeFileClasses } from '../../test-setup.ts';
import FeedbackScreen from './FeedbackScreen.tsx';

/** The first bytes of a PNG: enough for the server's (and the mocks') magic-byte check. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

function renderFeedback() {
  setToken(MOCK_TOKEN);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/feedback']}>
      <Routes>
        <Route path="/feedback" element={<FeedbackScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <ToastViewport />
    </MemoryRouter>,
  );
  return user;
}

/** Taps 添加图片 and picks `files` in the file input the bridge opens outside WeChat. */
async function addPictures(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.click(screen.getByRole('button', { name: '添加图片' }));
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input');
    return found;
  });
  await user.upload(input, files);
}

/** Records what users/feedback was sent. */
function recordSends() {
  const sent: unknown[] = [];
  server.use(
    mockEndpoint(userFeedback, ({ input }) => {
      sent.push(input);
      return makeFeedback({ id: 2, category: input.category, content: input.content, images: input.images, contact: input.contact, replyCount: 0, unreadReply: false });
    }),
  );
  return sent;
}

afterEach(() => resetApiCache());

describe('FeedbackScreen', () => {
  it('should list the reader’s earlier feedback with the unread-reply mark, and open its thread', async () => {
    const user = renderFeedback();
    const mine = within(screen.getByRole('region', { name: '我的反馈' }));
    const item = await mine.findByRole('button', { name: /播放音频时切到后台会停止/ });
    expect(within(item).getByRole('img', { name: '有新回复' })).toBeTruthy();
    expect(item.textContent).toContain('1条回复');
    expect(mine.getByText('没有更多了')).toBeTruthy();
    await user.click(item);
    expect(screen.getByTestId('where').textContent).toBe('/feedback-dialogue?id=1');
  });

  it('should mark feedback without a reply 待回复 and without the unread mark', async () => {
    server.use(mockEndpoint(feedbackList, ({ input }) => paginate([makeFeedback({ id: 5, content: '字太小', replyCount: 0, unreadReply: false })], input.page, input.pageSize)));
    renderFeedback();
    const item = await screen.findByRole('button', { name: /字太小/ });
    expect(item.textContent).toContain('待回复');
    expect(within(item).queryByRole('img', { name: '有新回复' })).toBeNull();
  });

  it('should show 暂无数据 when the reader has sent none', async () => {
    server.use(mockEndpoint(feedbackList, ({ input }) => paginate([], input.page, input.pageSize)));
    renderFeedback();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('should offer 重试 when the list fails, and list it after the retry', async () => {
    server.use(mockEndpointError(feedbackList, { code: 500, msg: '服务器错误' }, { once: true }));
    const user = renderFeedback();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /播放音频时切到后台会停止/ })).toBeTruthy();
  });

  it('should count the characters left and cut the text at 500', async () => {
    const user = renderFeedback();
    const text = screen.getByLabelText('反馈内容');
    expect(screen.getByText('剩余500字')).toBeTruthy();
    await user.type(text, '首页标题被截断');
    expect(screen.getByText('剩余493字')).toBeTruthy();
    await user.clear(text);
    await user.click(text);
    await user.paste('字'.repeat(520));
    expect((text as HTMLTextAreaElement).value).toHaveLength(500);
    expect(screen.getByText('剩余0字')).toBeTruthy();
  });

  it('should ask for the text before sending and send nothing', async () => {
    const sent = recordSends();
    const user = renderFeedback();
    await user.type(screen.getByLabelText('联系方式（选填）'), '微信 wangxiao');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入反馈内容');
    expect(screen.getByLabelText('反馈内容').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('should send the category, the text, two uploaded pictures and the contact, then clear the form', async () => {
    await useNodeFileClasses();
    const sent = recordSends();
    const uploads: string[] = [];
    server.use(
      mockEndpoint(userUploadImg, ({ input }) => {
        uploads.push((input.file as File).name);
        return { url: `/media/u/feedback/1/${uploads.length}.jpg`, width: 1, height: 1 };
      }),
    );
    const user = renderFeedback();
    await user.click(screen.getByLabelText('意见建议'));
    await user.type(screen.getByLabelText('反馈内容'), '字号调大后首页标题被截断了');
    await addPictures(user, [new File([PNG_BYTES], 'a.png', { type: 'image/png' }), new File([PNG_BYTES], 'b.png', { type: 'image/png' })]);
    expect(await screen.findByRole('img', { name: '图片2' })).toBeTruthy();
    expect(screen.getByText('图片（2/9）')).toBeTruthy();
    expect(uploads).toEqual(['a.png', 'b.png']);
    await user.type(screen.getByLabelText('联系方式（选填）'), '微信 wangxiao');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功，感谢您的反馈')).toBeTruthy();
    expect(sent).toEqual([{ category: '意见建议', content: '字号调大后首页标题被截断了', images: ['/media/u/feedback/1/1.jpg', '/media/u/feedback/1/2.jpg'], contact: '微信 wangxiao' }]);
    expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('联系方式（选填）') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('img', { name: '图片1' })).toBeNull();
  });

  it('should remove a picture before sending', async () => {
    await useNodeFileClasses();
    const sent = recordSends();
    const user = renderFeedback();
    await user.type(screen.getByLabelText('反馈内容'), '截图');
    await addPictures(user, [new File([PNG_BYTES], 'a.png', { type: 'image/png' })]);
    await user.click(await screen.findByRole('button', { name: '删除图片1' }));
    expect(screen.getByText('图片（0/9）')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ images: [] });
  });

  it('should say why a file that is not a picture was refused and add nothing', async () => {
    await useNodeFileClasses();
    const user = renderFeedback();
    await addPictures(user, [new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' })]);
    expect(await screen.findByText('请上传 JPG、PNG、WebP 或 GIF 格式的图片')).toBeTruthy();
    expect(screen.getByText('图片（0/9）')).toBeTruthy();
    expect(screen.queryByText('图片上传中…')).toBeNull();
  });

  it('should add nothing when the reader cancels the chooser', async () => {
    const user = renderFeedback();
    await user.click(screen.getByRole('button', { name: '添加图片' }));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    input.dispatchEvent(new Event('cancel'));
    await waitFor(() => expect(document.querySelector('input[type="file"]')).toBeNull());
    expect(screen.getByText('图片（0/9）')).toBeTruthy();
    expect(screen.queryByText('图片上传中…')).toBeNull();
  });

  it('should keep everything typed when sending fails', async () => {
    server.use(mockEndpointError(userFeedback, userFeedback.refusals.imageNotYours));
    const user = renderFeedback();
    await user.type(screen.getByLabelText('反馈内容'), '播放卡顿');
    await user.type(screen.getByLabelText('联系方式（选填）'), '13800000000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('图片地址不正确，请重新上传')).toBeTruthy();
    expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe('播放卡顿');
    expect((screen.getByLabelText('联系方式（选填）') as HTMLInputElement).value).toBe('13800000000');
  });
});
