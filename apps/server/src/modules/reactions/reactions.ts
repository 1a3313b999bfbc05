import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Reactions } from '@shqcb/api/contract/content';
import type { CollectItem } from '@shqcb/api/contract/engagement';
import type { Page } from '@shqcb/api/contract';
import type { Db, Queryable } from '../../db/Db.ts';
import { news, newsReactions, videoReactions, videos } from '../../db/schema.ts';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import { requireVisibleNews } from '../comments/visibleNews.ts';
import { newsItemColumns, toNewsItem } from '../content/toNewsItem.ts';
import { toVideoItem, videoItemColumns } from '../video/videos.ts';

/** A like or a favourite. */
export type ReactionKind = 'praise' | 'collect';

/**
 * The likes and favourites of a news item: counts of distinct readers (one row per reader, item
 * and kind) and whether the viewer has given each.
 */
export async function reactionsOf(db: Queryable, newsId: number, viewerId: number | null): Promise<Reactions> {
  const rows = await db
    .select({ kind: newsReactions.kind, n: count() })
    .from(newsReactions)
    .where(eq(newsReactions.newsId, newsId))
    .groupBy(newsReactions.kind);
  const mine =
    viewerId === null
      ? []
      : await db
          .select({ kind: newsReactions.kind })
          .from(newsReactions)
          .where(and(eq(newsReactions.newsId, newsId), eq(newsReactions.userId, viewerId)));
  const countOf = (kind: ReactionKind) => rows.find((row) => row.kind === kind)?.n ?? 0;
  const has = (kind: ReactionKind) => mine.some((row) => row.kind === kind);
  return { praises: countOf('praise'), collects: countOf('collect'), praised: has('praise'), collected: has('collect') };
}

/**
 * news-collection/praises and /create: puts the reader's like or favourite into the wanted state.
 * Setting a state (not flipping it) makes a repeated or concurrent request harmless: the insert is
 * `ON CONFLICT DO NOTHING` on (reader, item, kind), the removal a plain delete, so the count stays
 * the number of distinct readers whatever the interleaving.
 *
 * @throws {ApiError} 404 for a news item that cannot be read.
 */
export async function setReaction(db: Db, userId: number, newsId: number, kind: ReactionKind, wanted: boolean, now: Date): Promise<Reactions> {
  await requireVisibleNews(db, newsId, now);
  if (wanted) await db.insert(newsReactions).values({ userId, newsId, kind, createdAt: now }).onConflictDoNothing();
  else await db.delete(newsReactions).where(and(eq(newsReactions.userId, userId), eq(newsReactions.newsId, newsId), eq(newsReactions.kind, kind)));
  return reactionsOf(db, newsId, userId);
}

/**
 * news-collection/show: the reader's favourites, news and videos, that can still be read, latest
 * first. Each kind is read up to the end of the page asked for and the two are merged, so a page
 * costs two bounded queries whatever the mix.
 */
export async function listFavourites(db: Db, userId: number, now: Date, paging: PageRequest): Promise<Page<CollectItem>> {
  const upTo = paging.page * paging.pageSize;
  const newsWhere = and(eq(newsReactions.userId, userId), eq(newsReactions.kind, 'collect'), lte(news.publishedAt, now));
  const videoWhere = and(eq(videoReactions.userId, userId), eq(videoReactions.kind, 'collect'), lte(videos.publishedAt, now));
  const [newsRows, videoRows, [newsTotal], [videoTotal]] = await Promise.all([
    db
      .select({ ...newsItemColumns, collectedAt: newsReactions.createdAt })
      .from(newsReactions)
      .innerJoin(news, eq(news.id, newsReactions.newsId))
      .where(newsWhere)
      .orderBy(desc(newsReactions.createdAt), desc(newsReactions.newsId))
      .limit(upTo),
    db
      .select({ ...videoItemColumns, collectedAt: videoReactions.createdAt })
      .from(videoReactions)
      .innerJoin(videos, eq(videos.id, videoReactions.videoId))
      .where(videoWhere)
      .orderBy(desc(videoReactions.createdAt), desc(videoReactions.videoId))
      .limit(upTo),
    db.select({ n: count() }).from(newsReactions).innerJoin(news, eq(news.id, newsReactions.newsId)).where(newsWhere),
    db.select({ n: count() }).from(videoReactions).innerJoin(videos, eq(videos.id, videoReactions.videoId)).where(videoWhere),
  ]);
  const items: (CollectItem & { at: number })[] = [
    ...newsRows.map((row) => ({ ...toNewsItem(row), kind: 'news' as const, collectedAt: row.collectedAt.toISOString(), at: row.collectedAt.getTime() })),
    ...videoRows.map((row) => {
      const video = toVideoItem(row);
      return {
        id: video.id,
        title: video.title,
        thumbnail: video.poster,
        source: video.source,
        time: video.time,
        categoryId: video.categoryId,
        views: video.views,
        kind: 'video' as const,
        collectedAt: row.collectedAt.toISOString(),
        at: row.collectedAt.getTime(),
      };
    }),
  ];
  items.sort((a, b) => b.at - a.at || (a.kind === b.kind ? b.id - a.id : a.kind === 'news' ? -1 : 1));
  const pageItems = items.slice(upTo - paging.pageSize, upTo).map(({ at: _at, ...item }) => item);
  return toPage(pageItems, paging, (newsTotal?.n ?? 0) + (videoTotal?.n ?? 0));
}
