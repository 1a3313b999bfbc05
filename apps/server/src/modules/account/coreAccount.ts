import { asc, desc, eq, inArray } from 'drizzle-orm';
import { feedback, feedbackReplies, messages, sessions, users, wechatIdentities, wechatUserLinks } from '../../db/schema.ts';
import { feedbackFolder, avatarFolder } from '../users/uploads.ts';
import type { AccountContribution } from './AccountContribution.ts';

/** The reader's own profile, sessions and WeChat identity. */
export const profileAccount: AccountContribution = {
  name: 'profile',
  exports: [
    {
      file: 'profile.json',
      collect: async (db, userId) => {
        const [user] = await db.select({ id: users.id, phone: users.phone, nickname: users.nickname, avatar: users.avatar, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
        const devices = await db.select({ device: sessions.device, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, userId));
        const wechat = await db.select({ openid: wechatUserLinks.openid, linkedAt: wechatUserLinks.createdAt }).from(wechatUserLinks).where(eq(wechatUserLinks.userId, userId));
        return { user, devices, wechat };
      },
    },
  ],
  erase: async (tx, userId) => {
    // Every session ends: an old token is refused from now on.
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const links = await tx.select({ openid: wechatUserLinks.openid }).from(wechatUserLinks).where(eq(wechatUserLinks.userId, userId));
    if (links.length > 0) await tx.delete(wechatIdentities).where(inArray(wechatIdentities.openid, links.map((l) => l.openid)));
  },
  fileFolders: (userId) => [avatarFolder(userId)],
};

/** Messages and feedback threads. */
export const messagesAccount: AccountContribution = {
  name: 'messages',
  exports: [
    {
      file: 'messages.json',
      collect: (db, userId) =>
        db.select({ id: messages.id, kind: messages.kind, title: messages.title, body: messages.body, createdAt: messages.createdAt, readAt: messages.readAt }).from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.id)),
    },
    {
      file: 'feedback.json',
      collect: async (db, userId) => {
        const rows = await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.id));
        const replies = rows.length === 0 ? [] : await db.select().from(feedbackReplies).where(inArray(feedbackReplies.feedbackId, rows.map((r) => r.id))).orderBy(asc(feedbackReplies.id));
        return rows.map((row) => ({
          id: row.id,
          category: row.category,
          content: row.content,
          images: row.images,
          contact: row.contact,
          createdAt: row.createdAt,
          replies: replies.filter((r) => r.feedbackId === row.id).map((r) => ({ from: r.author, content: r.content, createdAt: r.createdAt })),
        }));
      },
    },
  ],
  erase: async (tx, userId) => {
    await tx.delete(messages).where(eq(messages.userId, userId));
    await tx.delete(feedback).where(eq(feedback.userId, userId));
  },
  fileFolders: (userId) => [feedbackFolder(userId)],
};
