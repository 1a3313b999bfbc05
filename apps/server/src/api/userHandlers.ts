import type { userApi } from '@shqcb/api/contract/user';
import { userAccountCancel, userFeedback, userPortrait, feedbackReplyList } from '@shqcb/api/contract/user';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../AppDeps.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../http/ApiError.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { ACCOUNT_CONTRIBUTIONS } from '../modules/account/accountContributions.ts';
import { cancelAccount, cancelBlockers } from '../modules/account/cancelAccount.ts';
import { exportData } from '../modules/account/exportData.ts';
import { consumeSmsCode } from '../modules/auth/consumeSmsCode.ts';
import { createFeedback, listFeedback, openThread, readerReply } from '../modules/users/feedbackThreads.ts';
import { FAQ, PRIVACY_POLICY } from '../modules/users/helpTexts.ts';
import { editNickname, profileOf, setAvatar } from '../modules/users/profile.ts';
import { avatarFolder, feedbackFolder, ownsUpload, storeAvatar, storeFeedbackPicture } from '../modules/users/uploads.ts';

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** SPEC §7 "User": profile, avatar, feedback threads, help and the account's end. */
export function userHandlers(deps: AppDeps): GroupHandlers<typeof userApi> {
  const { db, clock, providers } = deps;
  const { storage } = providers;
  return {
    userShow: async (_input, request) => profileOf(db, await request.userId()),
    userEdit: async ({ nickname }, request) => editNickname(db, await request.userId(), nickname),
    userUpload: async ({ file }, request) => storeAvatar(storage, await request.userId(), await bytesOf(file)),
    userPortrait: async ({ avatar }, request) => {
      const userId = await request.userId();
      if (!(await ownsUpload(storage, avatar, avatarFolder(userId), '-512.jpg'))) throw ApiError.of(userPortrait.refusals.notYours);
      return setAvatar(db, userId, avatar);
    },
    userUploadImg: async ({ file }, request) => storeFeedbackPicture(storage, await request.userId(), await bytesOf(file)),
    userFeedback: async (input, request) => {
      const userId = await request.userId();
      for (const url of input.images) {
        if (!(await ownsUpload(storage, url, feedbackFolder(userId)))) throw ApiError.of(userFeedback.refusals.imageNotYours);
      }
      return createFeedback(db, userId, { ...input, images: [...new Set(input.images)] }, clock.now());
    },
    feedbackList: async (page, request) => listFeedback(db, await request.userId(), page),
    feedbackReplyList: async ({ feedbackId }, request) => {
      const thread = await openThread(db, await request.userId(), feedbackId);
      if (!thread) throw ApiError.of(feedbackReplyList.refusals.feedbackNotFound);
      return thread;
    },
    feedbackReply: async ({ feedbackId, content }, request) => {
      const reply = await readerReply(db, await request.userId(), feedbackId, content, clock.now());
      if (!reply) throw ApiError.of(feedbackReplyList.refusals.feedbackNotFound);
      return reply;
    },
    help: ({ topic }) => (topic === 'privacy' ? PRIVACY_POLICY : FAQ),
    userCancelCheck: async (_input, request) => ({ blockers: await cancelBlockers(db, ACCOUNT_CONTRIBUTIONS, await request.userId(), clock.now()) }),
    userExport: async (_input, request) => exportData(db, storage, ACCOUNT_CONTRIBUTIONS, await request.userId(), clock.now()),
    userAccountCancel: async ({ phone, code }, request) => {
      const userId = await request.userId();
      const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      if (user?.phone !== phone) throw ApiError.of(userAccountCancel.refusals.wrongPhone);
      const blockers = await cancelBlockers(db, ACCOUNT_CONTRIBUTIONS, userId, clock.now());
      if (blockers[0]) throw ApiError.of(userAccountCancel.refusals.blocked, { reason: blockers[0].detail });
      await consumeSmsCode(deps, phone, code);
      const outcome = await cancelAccount(db, storage, ACCOUNT_CONTRIBUTIONS, userId, clock.now());
      if (!outcome.cancelled) throw ApiError.of(userAccountCancel.refusals.blocked, { reason: outcome.blockers[0]?.detail ?? '' });
      deps.logger.info('account cancelled', { userId });
      return { cancelled: true };
    },
  };
}
