import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Feedback, FeedbackReply } from '@shqcb/api/contract/user';
import type { Db, Queryable } from '../../db/Db.ts';
import { feedback, feedbackReplies } from '../../db/schema.ts';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import { lockLiveReader } from '../account/lockLiveReader.ts';
import { sendMessage } from './messageBox.ts';
import { oneRow } from '../../db/oneRow.ts';

type FeedbackRow = typeof feedback.$inferSelect;

// Written out: inside a subquery drizzle leaves column names unqualified, and "id" would be the reply's.
const replyCount = sql<number>`(select count(*)::int from "feedback_replies" r where r."feedback_id" = "feedback"."id")`;

function toFeedback(row: FeedbackRow, replies: number): Feedback {
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    images: row.images,
    contact: row.contact,
    createdAt: row.createdAt.toISOString(),
    replyCount: replies,
    unreadReply: row.unreadReplyAt !== null,
  };
}

export interface NewFeedback {
  category: string;
  content: string;
  images: string[];
  contact: string;
}

/**
 * Files a reader's feedback; staff see it among the open ones. Behind the reader's row
 * ({@link lockLiveReader}), so feedback sent while the account is being cancelled is either erased
 * with it or refused, never left behind.
 */
export async function createFeedback(db: Db, userId: number, input: NewFeedback, now: Date): Promise<Feedback> {
  return db.transaction(async (tx) => {
    await lockLiveReader(tx, userId);
    const row = oneRow(await tx.insert(feedback).values({ userId, ...input, createdAt: now, awaitingStaffAt: now }).returning(), 'feedback insert');
    return toFeedback(row, 0);
  });
}

/** A page of the reader's feedback, newest first. */
export async function listFeedback(db: Queryable, userId: number, request: PageRequest) {
  const mine = eq(feedback.userId, userId);
  const [total] = await db.select({ n: count() }).from(feedback).where(mine);
  const rows = await db
    .select({ row: feedback, replies: replyCount })
    .from(feedback)
    .where(mine)
    .orderBy(desc(feedback.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  return toPage(
    rows.map(({ row, replies }) => toFeedback(row, replies)),
    request,
    total?.n ?? 0,
  );
}

const toReply = (row: typeof feedbackReplies.$inferSelect): FeedbackReply => ({
  id: row.id,
  from: row.author === 'staff' ? 'staff' : 'reader',
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A feedback with its thread, oldest reply first, if it is the reader's (`null` otherwise: someone
 * else's feedback is "not found"). Opening it marks the staff replies read.
 */
export async function openThread(db: Queryable, userId: number, feedbackId: number): Promise<{ feedback: Feedback; replies: FeedbackReply[] } | null> {
  const [row] = await db.select().from(feedback).where(and(eq(feedback.id, feedbackId), eq(feedback.userId, userId)));
  if (!row) return null;
  if (row.unreadReplyAt) await db.update(feedback).set({ unreadReplyAt: null }).where(eq(feedback.id, row.id));
  const replies = await db.select().from(feedbackReplies).where(eq(feedbackReplies.feedbackId, row.id)).orderBy(asc(feedbackReplies.id));
  return { feedback: toFeedback({ ...row, unreadReplyAt: null }, replies.length), replies: replies.map(toReply) };
}

/** The reader answers in their own thread (`null`: not their feedback). Staff see it as open again. */
export async function readerReply(db: Db, userId: number, feedbackId: number, content: string, now: Date): Promise<FeedbackReply | null> {
  return db.transaction(async (tx) => {
    // As for new feedback: a reply racing the cancellation is erased with the thread or refused.
    await lockLiveReader(tx, userId);
    const [own] = await tx
      .update(feedback)
      .set({ awaitingStaffAt: now })
      .where(and(eq(feedback.id, feedbackId), eq(feedback.userId, userId)))
      .returning({ id: feedback.id });
    if (!own) return null;
    const reply = oneRow(await tx.insert(feedbackReplies).values({ feedbackId, author: 'reader', content, createdAt: now }).returning(), 'reply insert');
    return toReply(reply);
  });
}

/**
 * Staff answer a feedback: the reply joins the thread, the feedback is marked as having an unread
 * reply, and the reader gets a message (the bell's badge rises). One transaction, so a reply never
 * exists without its message. `null` when there is no such feedback.
 */
export async function staffReply(db: Db, feedbackId: number, content: string, now: Date): Promise<FeedbackReply | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedback)
      .set({ unreadReplyAt: now, awaitingStaffAt: null })
      .where(eq(feedback.id, feedbackId))
      .returning({ userId: feedback.userId, content: feedback.content });
    if (!row) return null;
    const reply = oneRow(await tx.insert(feedbackReplies).values({ feedbackId, author: 'staff', content, createdAt: now }).returning(), 'reply insert');
    const quoted = row.content.length > 20 ? `${row.content.slice(0, 20)}…` : row.content;
    await sendMessage(
      tx,
      { userId: row.userId, title: '您的反馈有了新回复', body: `“${quoted}”：${content}`, link: `/feedback-dialogue?id=${feedbackId}` },
      now,
    );
    return toReply(reply);
  });
}

/** Feedback waiting for staff (new, or answered by the reader since), oldest first, for the staff page. */
export async function awaitingFeedback(db: Queryable, limit = 50) {
  return db.select().from(feedback).where(isNotNull(feedback.awaitingStaffAt)).orderBy(asc(feedback.awaitingStaffAt)).limit(limit);
}

/** A whole thread for staff (any reader's). */
export async function staffThread(db: Queryable, feedbackId: number) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, feedbackId));
  if (!row) return null;
  const replies = await db.select().from(feedbackReplies).where(eq(feedbackReplies.feedbackId, feedbackId)).orderBy(asc(feedbackReplies.id));
  return { feedback: row, replies: replies.map(toReply) };
}
