import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { newsCommentCreate, type Comment } from '@shqcb/api/contract/engagement';
import type { Page } from '@shqcb/api/contract';
import type { Db } from '../../db/Db.ts';
import { newsComments, users } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import { MINUTE, takeRateSlot } from '../../limits/rateLimit.ts';
import { DEFAULT_AVATAR_PATH } from '../media/mediaPaths.ts';
import { holdsSensitiveWord } from './sensitiveWords.ts';
import { requireVisibleNews } from './visibleNews.ts';
import { oneRow } from '../../db/oneRow.ts';

export interface CommentRules {
  /** Comments one reader may post per minute. */
  perMinute: number;
  sensitiveWords: readonly string[];
}

interface CommentRow {
  id: number;
  userId: number;
  nickname: string;
  avatar: string;
  content: string;
  status: string;
  createdAt: Date;
}

function toComment(row: CommentRow, viewerId: number | null): Comment {
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

const commentColumns = {
  id: newsComments.id,
  userId: newsComments.userId,
  nickname: users.nickname,
  avatar: users.avatar,
  content: newsComments.content,
  status: newsComments.status,
  createdAt: newsComments.createdAt,
};

/**
 * news-comment/list: the published comments of a news item, newest first, and the viewer's own
 * comments held for review (shown to them only, as 审核中).
 *
 * @throws {ApiError} 404 for an unknown, deleted or unpublished news item.
 */
export async function listComments(db: Db, newsId: number, viewerId: number | null, now: Date, paging: PageRequest): Promise<Page<Comment>> {
  await requireVisibleNews(db, newsId, now);
  const visible: SQL | undefined = viewerId === null ? eq(newsComments.status, 'published') : or(eq(newsComments.status, 'published'), eq(newsComments.userId, viewerId));
  const where = and(eq(newsComments.newsId, newsId), visible);
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(newsComments)
      .innerJoin(users, eq(users.id, newsComments.userId))
      .where(where)
      .orderBy(desc(newsComments.createdAt), desc(newsComments.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(newsComments).where(where),
  ]);
  return toPage(
    rows.map((row) => toComment(row, viewerId)),
    paging,
    total?.n ?? 0,
  );
}

/**
 * news-comment/create: stores a comment (already trimmed and 1–500 characters by the contract) as
 * text. The per-reader limit is the shared DB-backed rate limit, so it holds across instances; a
 * comment with a sensitive word is stored as held.
 *
 * @throws {ApiError} 404 for a news item that cannot be read, 429 '评论太频繁，请稍后再试'.
 */
export async function postComment(db: Db, rules: CommentRules, userId: number, newsId: number, content: string, now: Date): Promise<Comment> {
  await requireVisibleNews(db, newsId, now);
  if (!(await takeRateSlot(db, { bucket: 'news-comment', limit: rules.perMinute, window: MINUTE }, String(userId), now))) {
    throw ApiError.of(newsCommentCreate.refusals.tooFast);
  }
  const status = holdsSensitiveWord(content, rules.sensitiveWords) ? 'held' : 'published';
  const inserted = oneRow(await db.insert(newsComments).values({ newsId, userId, content, status, createdAt: now }).returning({ id: newsComments.id }), 'comment insert');
  const row = oneRow(await db.select(commentColumns).from(newsComments).innerJoin(users, eq(users.id, newsComments.userId)).where(eq(newsComments.id, inserted.id)), 'inserted comment');
  return toComment(row, userId);
}
