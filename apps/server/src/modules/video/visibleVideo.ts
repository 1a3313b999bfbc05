import { and, eq, lte } from 'drizzle-orm';
import { videoShow } from '@shqcb/api/contract/video';
import type { Queryable } from '../../db/Db.ts';
import { videos } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';

/** Published at `now`. */
export const published = (now: Date) => lte(videos.publishedAt, now);

/**
 * Makes sure a video can be watched now (exists and is published).
 *
 * @throws {ApiError} 404 '视频不存在或已删除' otherwise.
 */
export async function requireVisibleVideo(db: Queryable, videoId: number, now: Date): Promise<void> {
  const [row] = await db.select({ id: videos.id }).from(videos).where(and(eq(videos.id, videoId), published(now)));
  if (!row) throw ApiError.of(videoShow.refusals.notFound);
}

