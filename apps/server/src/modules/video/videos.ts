import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@shqcb/api/contract';
import { videoList, videoShow, type VideoCategory, type VideoDetail, type VideoItem } from '@shqcb/api/contract/video';
import type { Db } from '../../db/Db.ts';
import { videoCategories, videos } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import { videoReactionsOf } from './videoReactions.ts';
import { published } from './visibleVideo.ts';
import { videoPosterUrl, videoUrl } from './videoFiles.ts';

/** How many pinned videos video/top and video/module/top answer at most. */
const TOP_LIMIT = 5;
const MODULE_LIMIT = 4;
const RELATED_LIMIT = 6;

export const videoItemColumns = {
  id: videos.id,
  title: videos.title,
  source: videos.source,
  durationSeconds: videos.durationSeconds,
  publishedAt: videos.publishedAt,
  categoryId: videos.categoryId,
  views: videos.views,
};

type VideoRow = { id: number; title: string; source: string; durationSeconds: number; publishedAt: Date; categoryId: number; views: number };

/** A row as lists show it; the MP4 and the poster are generated from the id. */
export function toVideoItem(row: VideoRow): VideoItem {
  return {
    id: row.id,
    title: row.title,
    poster: videoPosterUrl(row.id),
    videoUrl: videoUrl(row.id),
    duration: row.durationSeconds,
    source: row.source,
    time: row.publishedAt.toISOString(),
    categoryId: row.categoryId,
    views: row.views,
  };
}

/** The category filter of the lists. @throws {ApiError} 404 '视频分类不存在' for an unknown category. */
async function categoryFilter(db: Db, categoryId: number | undefined): Promise<SQL | undefined> {
  if (categoryId === undefined) return undefined;
  const [row] = await db.select({ id: videoCategories.id }).from(videoCategories).where(eq(videoCategories.id, categoryId));
  if (!row) throw ApiError.of(videoList.refusals.categoryNotFound);
  return eq(videos.categoryId, categoryId);
}

/** category/video: the categories in the editors' order, with their published videos counted. */
export async function listVideoCategories(db: Db, now: Date): Promise<VideoCategory[]> {
  return db
    .select({ id: videoCategories.id, name: videoCategories.name, count: sql<number>`count(${videos.id})::int` })
    .from(videoCategories)
    .leftJoin(videos, and(eq(videos.categoryId, videoCategories.id), published(now)))
    .groupBy(videoCategories.id)
    .orderBy(asc(videoCategories.sortOrder), asc(videoCategories.id));
}

/** video/top (of a category or all) and video/module/top: pinned videos, editors' order. */
export async function listPinnedVideos(db: Db, now: Date, categoryId: number | undefined, limit = TOP_LIMIT): Promise<VideoItem[]> {
  const rows = await db
    .select(videoItemColumns)
    .from(videos)
    .where(and(published(now), eq(videos.isTop, true), await categoryFilter(db, categoryId)))
    .orderBy(asc(videos.topRank), desc(videos.publishedAt), desc(videos.id))
    .limit(limit);
  return rows.map(toVideoItem);
}

export const listModuleVideos = (db: Db, now: Date) => listPinnedVideos(db, now, undefined, MODULE_LIMIT);

/** A page of published videos, newest first, matching `where`. */
async function pageOfVideos(db: Db, where: SQL | undefined, paging: PageRequest): Promise<Page<VideoItem>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(videoItemColumns)
      .from(videos)
      .where(where)
      .orderBy(desc(videos.publishedAt), desc(videos.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  return toPage(rows.map(toVideoItem), paging, total?.n ?? 0);
}

/** video/list: published videos of a category (or all), newest first. */
export async function listVideos(db: Db, now: Date, categoryId: number | undefined, paging: PageRequest): Promise<Page<VideoItem>> {
  return pageOfVideos(db, and(published(now), await categoryFilter(db, categoryId)), paging);
}

/** `%`, `_` and `\` of a keyword match themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * video/search: published videos whose title holds every word of the keyword (case-insensitive),
 * newest first. Titles are short, so a substring match serves Chinese without segmenting it.
 */
export async function searchVideos(db: Db, now: Date, keyword: string, paging: PageRequest): Promise<Page<VideoItem>> {
  const words = keyword.split(/\s+/).filter(Boolean);
  const matches = words.map((word) => sql`${videos.title} ilike ${`%${likeLiteral(word)}%`}`);
  return pageOfVideos(db, and(published(now), ...matches), paging);
}

/**
 * video/show: counts the view (one `views = views + 1` UPDATE … RETURNING, so concurrent viewers
 * lose none) and answers the video with its category, the viewer's reactions and related videos.
 *
 * @throws {ApiError} 404 '视频不存在或已删除' for an unknown or unpublished id.
 */
export async function showVideo(db: Db, id: number, now: Date, viewerId: number | null): Promise<VideoDetail> {
  const [row] = await db
    .update(videos)
    .set({ views: sql`${videos.views} + 1` })
    .where(and(eq(videos.id, id), published(now)))
    .returning({ ...videoItemColumns, summary: videos.summary });
  if (!row) throw ApiError.of(videoShow.refusals.notFound);
  const [[category], related, reactions] = await Promise.all([
    db.select({ name: videoCategories.name }).from(videoCategories).where(eq(videoCategories.id, row.categoryId)),
    db
      .select(videoItemColumns)
      .from(videos)
      .where(and(published(now), eq(videos.categoryId, row.categoryId), ne(videos.id, row.id)))
      .orderBy(desc(videos.publishedAt), desc(videos.id))
      .limit(RELATED_LIMIT),
    videoReactionsOf(db, row.id, viewerId),
  ]);
  return { ...toVideoItem(row), summary: row.summary, categoryName: category?.name ?? '', reactions, related: related.map(toVideoItem) };
}
