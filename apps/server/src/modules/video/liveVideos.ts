import { and, eq } from 'drizzle-orm';
import { liveVideoShow, type LiveState, type LiveVideo } from '@shqcb/api/contract/video';
import type { Db } from '../../db/Db.ts';
import { liveVideos, videos } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import { livePlaylistUrl } from './liveStream.ts';
import { livePosterUrl } from './videoFiles.ts';
import { toVideoItem, videoItemColumns } from './videos.ts';
import { published } from './visibleVideo.ts';

/** The times that decide a live event's state. */
export interface LiveTimes {
  startsAt: Date;
  endsAt: Date | null;
}

/** Upcoming before the start, ended from the end on (when one is set), live between. */
export function liveState({ startsAt, endsAt }: LiveTimes, now: Date): LiveState {
  if (now < startsAt) return 'upcoming';
  if (endsAt !== null && now >= endsAt) return 'ended';
  return 'live';
}

/**
 * A live event by id, with its times.
 *
 * @throws {ApiError} 404 '直播不存在或已删除' for an unknown id.
 */
export async function findLive(db: Db, id: number) {
  const [row] = await db.select().from(liveVideos).where(eq(liveVideos.id, id));
  if (!row) throw ApiError.of(liveVideoShow.refusals.notFound);
  return row;
}

/** liveVideo/show: the event, its state at `now`, the stream while live and the replay once ended. */
export async function showLive(db: Db, id: number, now: Date): Promise<LiveVideo> {
  const row = await findLive(db, id);
  const state = liveState(row, now);
  const [replay] =
    state === 'ended' && row.replayVideoId !== null
      ? await db.select(videoItemColumns).from(videos).where(and(eq(videos.id, row.replayVideoId), published(now)))
      : [];
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    source: row.source,
    poster: livePosterUrl(row.id),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    state,
    streamUrl: state === 'live' ? livePlaylistUrl(row.id) : '',
    replay: replay ? toVideoItem(replay) : null,
  };
}
