import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import { specialTopicList, type Category, type SpecialTopic } from '@shqcb/api/contract/engagement';
import type { Db } from '../../db/Db.ts';
import { categories, news, specialTopicNews, specialTopics } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { newsItemColumns, toNewsItem } from '../content/toNewsItem.ts';

/**
 * specialTopicList: the special topics in the editors' order, each with its published news in the
 * editors' order; with `id`, that topic only. A topic whose news are all unpublished is left out.
 *
 * @throws {ApiError} 404 '专题不存在' for an unknown id.
 */
export async function listSpecialTopics(db: Db, now: Date, id?: number): Promise<SpecialTopic[]> {
  const topics = await db
    .select({ id: specialTopics.id, title: specialTopics.title, summary: specialTopics.summary, cover: specialTopics.cover })
    .from(specialTopics)
    .where(id === undefined ? undefined : eq(specialTopics.id, id))
    .orderBy(asc(specialTopics.sortOrder), asc(specialTopics.id));
  if (id !== undefined && topics.length === 0) throw ApiError.of(specialTopicList.refusals.notFound);
  if (topics.length === 0) return [];
  const rows = await db
    .select({ ...newsItemColumns, topicId: specialTopicNews.topicId })
    .from(specialTopicNews)
    .innerJoin(news, eq(news.id, specialTopicNews.newsId))
    .where(
      and(
        inArray(
          specialTopicNews.topicId,
          topics.map((topic) => topic.id),
        ),
        lte(news.publishedAt, now),
      ),
    )
    .orderBy(asc(specialTopicNews.sortOrder), asc(news.id));
  return topics
    .map((topic) => ({ ...topic, news: rows.filter((row) => row.topicId === topic.id).map(toNewsItem) }))
    .filter((topic) => topic.news.length > 0 || id !== undefined);
}

/** category/index: the news categories (the strip's tabs without the aggregate 推荐) with their published news counts. */
export async function listCategories(db: Db, now: Date): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      icon: categories.icon,
      isRed: categories.isRed,
      isBold: categories.isBold,
      count: count(news.id),
    })
    .from(categories)
    .leftJoin(news, and(eq(news.categoryId, categories.id), lte(news.publishedAt, now)))
    .where(eq(categories.isAggregate, false))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows;
}
