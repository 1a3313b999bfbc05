import type { Message } from '../contract/messages.ts';
import type { AvatarSizes, Feedback, FeedbackReply, UploadedImage } from '../contract/user.ts';

/** An id no mock record has: a call naming it is refused as the server refuses a stranger's or a missing one. */
export const MOCK_MISSING_ID = 404;

/** A message of the mock reader. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    kind: 'system',
    title: '您的反馈有了新回复',
    body: '“播放音频时切到后台会停止”：您好，已在新版本修复，感谢反馈。',
    link: '/feedback-dialogue?id=1',
    createdAt: '2026-03-16T02:00:00.000Z',
    read: false,
    ...overrides,
  };
}

/** Three messages, the newest unread. */
export const mockMessages: Message[] = [
  makeMessage({ id: 3 }),
  makeMessage({ id: 2, kind: 'points', title: '积分到账', body: '每日签到获得 5 积分', link: '/my-integral', createdAt: '2026-03-15T01:00:00.000Z', read: true }),
  makeMessage({ id: 1, title: '欢迎来到上海汽车报', body: '在“我的”页面可以修改昵称和头像、查看消息与反馈。', link: '', createdAt: '2026-03-14T01:00:00.000Z', read: true }),
];

export function makeFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: 1,
    category: '功能异常',
    content: '播放音频时切到后台会停止',
    images: [],
    contact: '',
    createdAt: '2026-03-15T08:00:00.000Z',
    replyCount: 1,
    unreadReply: true,
    ...overrides,
  };
}

export function makeFeedbackReply(overrides: Partial<FeedbackReply> = {}): FeedbackReply {
  return { id: 1, from: 'staff', content: '您好，已在新版本修复，感谢反馈。', createdAt: '2026-03-16T02:00:00.000Z', ...overrides };
}

export function makeAvatarSizes(base = '/media/u/avatars/1/mock'): AvatarSizes {
  return { avatar: `${base}-512.jpg`, webp512: `${base}-512.webp`, webp128: `${base}-128.webp`, jpeg128: `${base}-128.jpg` };
}

export function makeUploadedImage(overrides: Partial<UploadedImage> = {}): UploadedImage {
  return { url: '/media/u/feedback/1/mock.jpg', width: 1, height: 1, ...overrides };
}
