import { sniffImageType } from '../contract/imageType.ts';
import { feedbackReplyList, imageRefusals, MAX_IMAGE_BYTES, userAccountCancel, userFeedback, userPortrait, type userApi } from '../contract/user.ts';
import { MOCK_MISSING_ID, makeAvatarSizes, makeFeedback, makeFeedbackReply, makeUploadedImage } from './accountData.ts';
import { makeUserProfile, MOCK_PHONE, paginate } from './demoData.ts';
import { demoAnswers } from './recorded/demoAnswers.ts';
import { MockRefusal } from './endpointHandler.ts';
import type { GroupMocks } from './mockTypes.ts';

/** The mock reader's own upload folders (the server's `avatars/<id>/`, `feedback/<id>/`). */
// The mock reader's avatar folder is the one of the contract's example, so the example is the mock
// reader's own picture whatever id the recorded profile has (the seeds' commenters move it).
const MOCK_AVATARS = userPortrait.example.avatar.slice(0, userPortrait.example.avatar.lastIndexOf('/') + 1);
const MOCK_PICTURES = `/media/u/feedback/${demoAnswers.profile.id}/`;

/** The server's checks before decoding: size, then magic bytes. */
async function checkPicture(file: Blob): Promise<void> {
  if (file.size > MAX_IMAGE_BYTES) throw new MockRefusal(imageRefusals.tooLarge);
  if (!sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()))) throw new MockRefusal(imageRefusals.notImage);
}

/** A text file posing as a picture. */
const spoofedImage = () => new Blob(['<svg onload=alert(1)>'], { type: 'image/jpeg' });

/** SPEC §7 "User": the recorded reader, with one answered feedback; uploads answer fixed addresses in the reader's folders. */
export const userMocks: GroupMocks<typeof userApi> = {
  userShow: { answer: () => makeUserProfile() },
  userEdit: { answer: ({ input }) => makeUserProfile({ nickname: input.nickname }) },
  userUpload: {
    answer: async ({ input }) => {
      await checkPicture(input.file);
      return makeAvatarSizes(`${MOCK_AVATARS}mock`);
    },
    refusing: { notImage: { file: spoofedImage() } },
  },
  userPortrait: {
    answer: ({ input }) => {
      if (!input.avatar.startsWith(MOCK_AVATARS) || !input.avatar.endsWith('-512.jpg')) throw new MockRefusal(userPortrait.refusals.notYours);
      return makeUserProfile({ avatar: input.avatar });
    },
    refusing: { notYours: { avatar: '/media/u/avatars/999999/someone-512.jpg' } },
  },
  userUploadImg: {
    answer: async ({ input }) => {
      await checkPicture(input.file);
      return makeUploadedImage({ url: `${MOCK_PICTURES}mock.jpg` });
    },
    refusing: { notImage: { file: spoofedImage() } },
  },
  userFeedback: {
    answer: ({ input }) => {
      if (input.images.some((url) => !url.startsWith(MOCK_PICTURES))) throw new MockRefusal(userFeedback.refusals.imageNotYours);
      return makeFeedback({ id: 2, category: input.category, content: input.content, images: input.images, contact: input.contact, replyCount: 0, unreadReply: false });
    },
    refusing: { imageNotYours: { category: '其他', content: '图片', images: ['/media/u/feedback/999999/x.jpg'] } },
  },
  feedbackList: { answer: ({ input }) => paginate([makeFeedback()], input.page, input.pageSize) },
  feedbackReplyList: {
    answer: ({ input }) => {
      if (input.feedbackId === MOCK_MISSING_ID) throw new MockRefusal(feedbackReplyList.refusals.feedbackNotFound);
      return { feedback: makeFeedback({ id: input.feedbackId, unreadReply: false }), replies: [makeFeedbackReply()] };
    },
    refusing: { feedbackNotFound: { feedbackId: MOCK_MISSING_ID } },
  },
  feedbackReply: {
    answer: ({ input }) => {
      if (input.feedbackId === MOCK_MISSING_ID) throw new MockRefusal(feedbackReplyList.refusals.feedbackNotFound);
      return makeFeedbackReply({ id: 2, from: 'reader', content: input.content });
    },
    refusing: { feedbackNotFound: { feedbackId: MOCK_MISSING_ID, content: '还在吗' } },
  },
  help: { answer: ({ input }) => (input.topic === 'privacy' ? demoAnswers.privacy : demoAnswers.faq) },
  userCancelCheck: { answer: () => ({ blockers: [] }) },
  userExport: {
    answer: () => ({
      url: '/media/u/exports/1-1773630000000-00000000000000000000000000000000.zip',
      expiresAt: '2026-03-16T03:10:00.000Z',
      files: ['README.txt', 'profile.json', 'messages.json', 'feedback.json', 'orders.json', 'subscriptions.json', 'addresses.json'],
    }),
  },
  userAccountCancel: {
    answer: ({ input }) => {
      if (input.phone !== MOCK_PHONE) throw new MockRefusal(userAccountCancel.refusals.wrongPhone);
      return { cancelled: true };
    },
    refusing: { wrongPhone: { phone: '13900000000', code: '123456' } },
  },
};
