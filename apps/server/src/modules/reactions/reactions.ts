import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Reactions } from '@shqcb/api/contract/content';
import type { CollectItem } from '@shqcb/api/contract/engagement';
import type { Page } from '@shqcb/api/contract';
import type { Db, Queryable } from '../../db/Db.ts';
import { news, newsReactions } from '../../db/schema.ts';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import { requireVisibleNews } from '../comments/visibleNews.ts';
import { newsItemColumns, toNewsItem } from '../content/toNewsItem.ts';

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

/** news-collection/show: the reader's favourites that can still be read, latest first. */
export async function listFavourites(db: Db, userId: number, now: Date, paging: PageRequest): Promise<Page<CollectItem>> {
  const where = and(eq(newsReactions.userId, userId), eq(newsReactions.kind, 'collect'), lte(news.publishedAt, now));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...newsItemColumns, collectedAt: newsReactions.createdAt })
      .from(newsReactions)
      .innerJoin(news, eq(news.id, newsReactions.newsId))
      .where(where)
      .orderBy(desc(newsReactions.createdAt), desc(newsReactions.newsId))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(newsReactions).innerJoin(news, eq(news.id, newsReactions.newsId)).where(where),
  ]);
  return toPage(
    rows.map((row) => ({ ...toNewsItem(row), kind: 'news' as const, collectedAt: row.collectedAt.toISOString() })),
    paging,
    total?.n ?? 0,
  );
}
