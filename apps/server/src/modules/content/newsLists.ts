import { and, asc, count, desc, eq, gt, lte, min, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@shqcb/api/contract';
import type { NewsItem } from '@shqcb/api/contract/content';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import type { Db } from '../../db/Db.ts';
import { news } from '../../db/schema.ts';
import { sqlTimestamp } from '../../db/sqlTimestamp.ts';
import type { Tab } from './resolveTab.ts';
import { newsItemColumns, toNewsItem } from './toNewsItem.ts';

/** How far back contentListTop5 looks for "recent" items before falling back to older ones. */
const RECENT_DAYS = 30;
const TOP_LIMIT = 5;

/** Published items of a tab: its own category, or every category for the aggregate tab. */
function inTab(tab: Tab, now: Date): SQL | undefined {
  const published = lte(news.publishedAt, now);
  return tab.isAggregate ? published : and(published, eq(news.categoryId, tab.id));
}

/** news/top: the pinned items of a tab, best rank first, then newest. */
export async function listPinned(db: Db, tab: Tab, now: Date): Promise<NewsItem[]> {
  const rows = await db
    .select(newsItemColumns)
    .from(news)
    .where(and(inTab(tab, now), eq(news.isTop, true)))
    .orderBy(asc(news.topRank), desc(news.publishedAt), desc(news.id))
    .limit(TOP_LIMIT);
  return rows.map(toNewsItem);
}

/**
 * contentListTop5: the five most viewed items of the last 30 days; older items fill the list
 * when a quiet tab has fewer than five recent ones.
 */
export async function listMostViewed(db: Db, tab: Tab, now: Date): Promise<NewsItem[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const rows = await db
    .select(newsItemColumns)
    .from(news)
    .where(inTab(tab, now))
    .orderBy(desc(sql`${news.publishedAt} >= ${sqlTimestamp(since)}`), desc(news.views), desc(news.publishedAt), desc(news.id))
    .limit(TOP_LIMIT);
  return rows.map(toNewsItem);
}

/**
 * news/index and contentListOther: one page of a tab, newest first, optionally leaving out ids
 * (the items contentListTop5 already shows).
 */
export async function listPage(db: Db, tab: Tab, now: Date, request: PageRequest, excludeIds: number[] = []): Promise<Page<NewsItem>> {
  const { page, pageSize } = request;
  const where = excludeIds.length > 0 ? and(inTab(tab, now), notInArray(news.id, excludeIds)) : inTab(tab, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(newsItemColumns)
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return toPage(rows.map(toNewsItem), request, total?.n ?? 0);
}

/**
 * The first publish time after `at` (`null` when nothing is scheduled): lists read at `at` change
 * then without any write, so a cached answer must not outlive it.
 */
export async function nextPublishTime(db: Db, at: Date): Promise<Date | null> {
  const [row] = await db.select({ next: min(news.publishedAt) }).from(news).where(gt(news.publishedAt, at));
  return row?.next ?? null;
}
