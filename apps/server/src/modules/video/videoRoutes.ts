import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { MAX_ID } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import { videos } from '../../db/schema.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { audioResponse } from '../media/audioResponse.ts';
import { liveEdge, livePlaylist, liveSegment, segmentAvailable } from './liveStream.ts';
import { findLive, liveState } from './liveVideos.ts';
import { livePoster, mediaCacheDir, videoFile, videoPoster } from './videoFiles.ts';

/** An id of a media path, or a 404 with `message` when it cannot name a row. */
function idOf(text: string, message: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new ApiError(404, message);
  return id;
}

/**
 * Video files and live streams (issue 12 part A, decision 13), under MEDIA_PREFIX: `/video/3.mp4`
 * and `/video/3.jpg` (made with ffmpeg on first use, byte ranges as the audio), and a live event's
 * `/live/2/index.m3u8` (the rolling playlist at the server's clock), `/live/2/41.ts` and
 * `/live/2/poster.jpg`. An unpublished video is as unknown as a missing one.
 */
export function videoRoutes(media: Hono<AppEnv>, deps: AppDeps): void {
  const { db, clock } = deps;
  const dir = mediaCacheDir(deps.config.filesDir);

  const publishedVideo = async (idText: string) => {
    const id = idOf(idText, '视频不存在');
    const [row] = await db.select({ seconds: videos.durationSeconds, publishedAt: videos.publishedAt }).from(videos).where(eq(videos.id, id));
    if (!row || row.publishedAt > clock.now()) throw new ApiError(404, '视频不存在');
    return { id, seconds: row.seconds };
  };

  media.get('/video/:file{[1-9][0-9]{0,9}\\.mp4}', async (c) => {
    const { id, seconds } = await publishedVideo(c.req.param('file').slice(0, -4));
    return audioResponse(c, await videoFile(dir, id, seconds), 'video/mp4');
  });

  media.get('/video/:file{[1-9][0-9]{0,9}\\.jpg}', async (c) => {
    const { id, seconds } = await publishedVideo(c.req.param('file').slice(0, -4));
    return audioResponse(c, await videoPoster(dir, id, seconds), 'image/jpeg');
  });

  const liveOf = async (idText: string) => {
    const id = idOf(idText, '直播不存在');
    const row = await findLive(db, id).catch(() => {
      throw new ApiError(404, '直播不存在');
    });
    return { id, row };
  };

  media.get('/live/:id{[1-9][0-9]{0,9}}/poster.jpg', async (c) => {
    const { id } = await liveOf(c.req.param('id'));
    return audioResponse(c, await livePoster(dir, id), 'image/jpeg');
  });

  media.get('/live/:id{[1-9][0-9]{0,9}}/index.m3u8', async (c) => {
    const { id, row } = await liveOf(c.req.param('id'));
    const now = clock.now();
    const state = liveState(row, now);
    if (state === 'upcoming') throw new ApiError(404, '直播尚未开始');
    if (state === 'ended') throw new ApiError(404, '直播已结束');
    // A player reloads the playlist every target duration: it must never be cached longer.
    return c.body(livePlaylist(id, liveEdge(now.getTime() - row.startsAt.getTime())), 200, {
      'Content-Type': 'application/vnd.apple.mpegurl',
      'Cache-Control': 'no-cache, no-store',
    });
  });

  media.get('/live/:id{[1-9][0-9]{0,9}}/:segment{[0-9]{1,9}\\.ts}', async (c) => {
    const { id, row } = await liveOf(c.req.param('id'));
    const now = clock.now();
    const sequence = Number(c.req.param('segment').slice(0, -3));
    if (liveState(row, now) !== 'live' || !segmentAvailable(sequence, liveEdge(now.getTime() - row.startsAt.getTime()))) {
      throw new ApiError(404, '直播片段不存在');
    }
    return audioResponse(c, await liveSegment(dir, id, sequence), 'video/mp2t');
  });
}
