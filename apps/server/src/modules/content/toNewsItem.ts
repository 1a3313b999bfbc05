import type { NewsItem } from '@shqcb/api/contract/content';
import { news } from '../../db/schema.ts';

/** The columns a list row needs; select these, then map with {@link toNewsItem}. */
export const newsItemColumns = {
  id: news.id,
  title: news.title,
  thumbnail: news.thumbnail,
  source: news.source,
  publishedAt: news.publishedAt,
  categoryId: news.categoryId,
  views: news.views,
  voiceUrl: news.voiceUrl,
};

export interface NewsItemRow {
  id: number;
  title: string;
  thumbnail: string;
  source: string;
  publishedAt: Date;
  categoryId: number;
  views: number;
  voiceUrl: string | null;
}

/** A news row as the contract's list item: ISO time, `voiceUrl` only when there is audio. */
export function toNewsItem(row: NewsItemRow): NewsItem {
  const item: NewsItem = {
    id: row.id,
    title: row.title,
    thumbnail: row.thumbnail,
    source: row.source,
    time: row.publishedAt.toISOString(),
    categoryId: row.categoryId,
    views: row.views,
  };
  if (row.voiceUrl) item.voiceUrl = row.voiceUrl;
  return item;
}
