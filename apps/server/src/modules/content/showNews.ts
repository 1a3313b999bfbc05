import { and, eq, lte, sql } from 'drizzle-orm';
import { newsShow, type NewsDetail } from '@shqcb/api/contract/content';
import type { SharedAnswers } from '../../cache/sharedAnswers.ts';
import type { Db } from '../../db/Db.ts';
import { categories, news } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { reactionsOf } from '../reactions/reactions.ts';
import { sanitizeArticle } from './sanitizeArticle.ts';
import { newsItemColumns, toNewsItem, type NewsItemRow } from './toNewsItem.ts';

/** What an article shows besides its views and reactions: the same for every reader until a write. */
interface Article {
  row: Omit<NewsItemRow, 'views'>;
  /** Sanitised HTML. */
  content: string;
  author: string;
  categoryName: string;
}

async function readArticle(db: Db, id: number): Promise<Article | null> {
  const { views: _views, ...columns } = newsItemColumns;
  const [row] = await db
    .select({ ...columns, content: news.content, author: news.author, categoryName: categories.name })
    .from(news)
    .leftJoin(categories, eq(categories.id, news.categoryId))
    .where(eq(news.id, id));
  if (!row) return null;
  const { content, author, categoryName, ...item } = row;
  return { row: item, content: sanitizeArticle(content), author, categoryName: categoryName ?? '' };
}

/**
 * news/show: counts the view and returns the article. The count is one `views = views + 1`
 * UPDATE … RETURNING, so concurrent readers never lose a view. The article itself (sanitised once)
 * comes from the content cache when there is one: it changes only with a write, which moves the
 * content version (decision 0049). Reactions are the viewer's own and are read every time.
 *
 * @throws {ApiError} 404 '新闻不存在' for an unknown or not yet published id.
 */
export async function showNews(db: Db, id: number, now: Date, viewerId: number | null = null, cache?: SharedAnswers): Promise<NewsDetail> {
  const [counted] = await db
    .update(news)
    .set({ views: sql`${news.views} + 1` })
    .where(and(eq(news.id, id), lte(news.publishedAt, now)))
    .returning({ views: news.views });
  if (!counted) throw ApiError.of(newsShow.refusals.notFound);
  const load = () => readArticle(db, id);
  const [article, reactions] = await Promise.all([cache ? cache.content(`news/show:${id}`, load) : load(), reactionsOf(db, id, viewerId)]);
  // Deleted between the two statements.
  if (!article) throw ApiError.of(newsShow.refusals.notFound);
  return {
    ...toNewsItem({ ...article.row, views: counted.views }),
    content: article.content,
    author: article.author,
    categoryName: article.categoryName,
    reactions,
  };
}
