import { and, count, desc, gte, lte, sql } from 'drizzle-orm';
import { HOT_KEYWORD_COUNT, type NewsSearchItem } from '@shqcb/api/contract/engagement';
import type { Page } from '@shqcb/api/contract';
import type { Db } from '../../db/Db.ts';
import { news, searchKeywords } from '../../db/schema.ts';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import { newsItemColumns, toNewsItem } from '../content/toNewsItem.ts';
import { holdsSensitiveWord } from '../comments/sensitiveWords.ts';
import { textExcerpt } from './textExcerpt.ts';

/** The searched text of a news item: the expression the GIN index of migration 0007 is built on. */
const searchedText = sql`${news.title} || ' ' || ${news.content}`;

/** Whether a keyword has anything to match once spaces are ignored, as shqcb_search_text ignores them. */
export function searchable(keyword: string): boolean {
  return keyword.replace(/\s+/g, '') !== '';
}

/**
 * news/search (decision 17): the published news whose title or text holds the keyword, spaces and
 * letter case ignored. The GIN index on the bigrams of the text finds the candidates (every bigram
 * of the keyword present), `strpos` on the same normalised text keeps only real matches. Hits in
 * the title come first, then the newest.
 */
export async function searchNews(db: Db, keyword: string, now: Date, paging: PageRequest): Promise<Page<NewsSearchItem>> {
  if (!searchable(keyword)) return toPage([], paging, 0);
  const where = and(
    lte(news.publishedAt, now),
    sql`shqcb_bigrams(title || ' ' || content) @> shqcb_bigrams(${keyword})`,
    sql`strpos(shqcb_search_text(${searchedText}), shqcb_search_text(${keyword})) > 0`,
  );
  const inTitle = sql<boolean>`strpos(shqcb_search_text(${news.title}), shqcb_search_text(${keyword})) > 0`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...newsItemColumns, content: news.content })
      .from(news)
      .where(where)
      .orderBy(desc(inTitle), desc(news.publishedAt), desc(news.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return toPage(
    rows.map((row) => ({ ...toNewsItem(row), excerpt: textExcerpt(row.content, keyword) })),
    paging,
    total?.n ?? 0,
  );
}

/** Keywords shorter than this are not counted as hot (single letters say little). */
const MIN_HOT_LENGTH = 2;
/** Hot keywords come from searches of the last this many days. */
const HOT_DAYS = 30;

/**
 * Counts a search that found something, for the hot keywords. Only first pages count (paging on
 * is not a new search), and only keywords without a sensitive word.
 */
export async function countSearch(db: Db, keyword: string, sensitiveWords: readonly string[], now: Date): Promise<void> {
  const normalised = keyword.trim().toLowerCase();
  if ([...normalised].length < MIN_HOT_LENGTH || holdsSensitiveWord(normalised, sensitiveWords)) return;
  await db
    .insert(searchKeywords)
    .values({ keyword: normalised, hits: 1, updatedAt: now })
    .onConflictDoUpdate({ target: searchKeywords.keyword, set: { hits: sql`${searchKeywords.hits} + 1`, updatedAt: now } });
}

/** The most searched keywords of the last 30 days, most searched first. */
export async function hotKeywords(db: Db, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - HOT_DAYS * 86_400_000);
  const rows = await db
    .select({ keyword: searchKeywords.keyword })
    .from(searchKeywords)
    .where(and(gte(searchKeywords.updatedAt, since), gte(searchKeywords.hits, 1)))
    .orderBy(desc(searchKeywords.hits), desc(searchKeywords.updatedAt), searchKeywords.keyword)
    .limit(HOT_KEYWORD_COUNT);
  return rows.map((row) => row.keyword);
}

