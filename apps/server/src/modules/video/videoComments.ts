import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Page } from '@shqcb/api/contract';
import type { Comment } from '@shqcb/api/contract/engagement';
import { videoCommentCreate } from '@shqcb/api/contract/video';
import type { Db } from '../../db/Db.ts';
import { users, videoComments } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import { MINUTE, takeRateSlot } from '../../limits/rateLimit.ts';
import type { CommentRules } from '../comments/comments.ts';
import { holdsSensitiveWord } from '../comments/sensitiveWords.ts';
import { DEFAULT_AVATAR_PATH } from '../media/mediaPaths.ts';
import { findLive, liveState } from './liveVideos.ts';
import { requireVisibleVideo } from './visibleVideo.ts';
import { oneRow } from '../../db/oneRow.ts';

/** What the comments are on: a video or a live event. */
export type CommentTarget = 'video' | 'live';

const commentColumns = {
  id: videoComments.id,
  userId: videoComments.userId,
  nickname: users.nickname,
  avatar: users.avatar,
  content: videoComments.content,
  status: videoComments.status,
  createdAt: videoComments.createdAt,
};

function toComment(row: { id: number; userId: number; nickname: string; avatar: string; content: string; status: string; createdAt: Date }, viewerId: number | null): Comment {
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar || DEFAULT_AVATAR_PATH,
    content: row.content,
    time: row.createdAt.toISOString(),
    pending: row.status !== 'published',
    mine: row.userId === viewerId,
  };
}

const targetColumn = (target: CommentTarget) => (target === 'video' ? videoComments.videoId : videoComments.liveId);

/**
 * video-comment/list and liveVideoComments/list: published comments, newest first, and the viewer's
 * own held ones (审核中, theirs only), as news comments (decision 18).
 *
 * @throws {ApiError} 404 for an unknown or unpublished video, or an unknown live event.
 */
export async function listVideoComments(db: Db, target: CommentTarget, id: number, viewerId: number | null, now: Date, paging: PageRequest): Promise<Page<Comment>> {
  if (target === 'video') await requireVisibleVideo(db, id, now);
  else await findLive(db, id);
  const visible: SQL | undefined =
    viewerId === null ? eq(videoComments.status, 'published') : or(eq(videoComments.status, 'published'), eq(videoComments.userId, viewerId));
  const where = and(eq(targetColumn(target), id), visible);
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(videoComments)
      .innerJoin(users, eq(users.id, videoComments.userId))
      .where(where)
      .orderBy(desc(videoComments.createdAt), desc(videoComments.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(videoComments).where(where),
  ]);
  return toPage(
    rows.map((row) => toComment(row, viewerId)),
    paging,
    total?.n ?? 0,
  );
}

/**
 * video-comment/create: stores a comment on a video, or a remark in a live event that has not
 * ended, as text; rate limited per reader on the shared DB-backed limits; held when it has a
 * sensitive word.
 *
 * @throws {ApiError} 404 for what cannot be commented on, 409 '直播已结束，不能再发言', 429 '评论太频繁，请稍后再试'.
 */
export async function postVideoComment(db: Db, rules: CommentRules, userId: number, target: CommentTarget, id: number, content: string, now: Date): Promise<Comment> {
  if (target === 'video') await requireVisibleVideo(db, id, now);
  // findLive refuses an unknown event with the words of liveNotFound.
  else if (liveState(await findLive(db, id), now) === 'ended') throw ApiError.of(videoCommentCreate.refusals.liveEnded);
  if (!(await takeRateSlot(db, { bucket: 'video-comment', limit: rules.perMinute, window: MINUTE }, String(userId), now))) {
    throw ApiError.of(videoCommentCreate.refusals.tooFast);
  }
  const status = holdsSensitiveWord(content, rules.sensitiveWords) ? 'held' : 'published';
  const inserted = oneRow(
    await db
      .insert(videoComments)
      .values({ videoId: target === 'video' ? id : null, liveId: target === 'live' ? id : null, userId, content, status, createdAt: now })
      .returning({ id: videoComments.id }),
    'comment insert',
  );
  const row = oneRow(await db.select(commentColumns).from(videoComments).innerJoin(users, eq(users.id, videoComments.userId)).where(eq(videoComments.id, inserted.id)), 'inserted comment');
  return toComment(row, userId);
}
