import { and, eq, lte, sql } from 'drizzle-orm';
import { newsShow, type NewsDetail } from '@shqcb/api/contract/content';
import type { Db } from '../../db/Db.ts';
import { categories, news } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { reactionsOf } from '../reactions/reactions.ts';
import { sanitizeArticle } from './sanitizeArticle.ts';
import { newsItemColumns, toNewsItem } from './toNewsItem.ts';

/**
 * news/show: counts the view and returns the article. The count is one `views = views + 1`
 * UPDATE … RETURNING, so concurrent readers never lose a view.
 *
 * @throws {ApiError} 404 '新闻不存在' for an unknown or not yet published id.
 */
export async function showNews(db: Db, id: number, now: Date, viewerId: number | null = null): Promise<NewsDetail> {
  const [row] = await db
    .update(news)
    .set({ views: sql`${news.views} + 1` })
    .where(and(eq(news.id, id), lte(news.publishedAt, now)))
    .returning({ ...newsItemColumns, content: news.content, author: news.author });
  if (!row) throw ApiError.of(newsShow.refusals.notFound);
  const [category] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, row.categoryId));
  return {
    ...toNewsItem(row),
    content: sanitizeArticle(row.content),
    author: row.author,
    categoryName: category?.name ?? '',
    reactions: await reactionsOf(db, row.id, viewerId),
  };
}
