import { and, eq, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/Db.ts';
import { news } from '../../db/schema.ts';
import { newsCommentList } from '@shqcb/api/contract/engagement';
import { ApiError } from '../../http/ApiError.ts';

/**
 * Makes sure a news item can be read now (exists and is published).
 *
 * @throws {ApiError} 404 '新闻不存在或已删除' otherwise.
 */
export async function requireVisibleNews(db: Queryable, newsId: number, now: Date): Promise<void> {
  const [row] = await db.select({ id: news.id }).from(news).where(and(eq(news.id, newsId), lte(news.publishedAt, now)));
  if (!row) throw ApiError.of(newsCommentList.refusals.notFound);
}
