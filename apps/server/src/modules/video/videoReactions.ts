import { and, count, eq } from 'drizzle-orm';
import type { Reactions } from '@shqcb/api/contract/content';
import type { Db, Queryable } from '../../db/Db.ts';
import { videoReactions } from '../../db/schema.ts';
import type { ReactionKind } from '../reactions/reactions.ts';
import { requireVisibleVideo } from './visibleVideo.ts';

/** Likes and favourites of a video: counts of distinct readers and the viewer's own (as reactionsOf for news). */
export async function videoReactionsOf(db: Queryable, videoId: number, viewerId: number | null): Promise<Reactions> {
  const rows = await db
    .select({ kind: videoReactions.kind, n: count() })
    .from(videoReactions)
    .where(eq(videoReactions.videoId, videoId))
    .groupBy(videoReactions.kind);
  const mine =
    viewerId === null
      ? []
      : await db
          .select({ kind: videoReactions.kind })
          .from(videoReactions)
          .where(and(eq(videoReactions.videoId, videoId), eq(videoReactions.userId, viewerId)));
  const countOf = (kind: ReactionKind) => rows.find((row) => row.kind === kind)?.n ?? 0;
  const has = (kind: ReactionKind) => mine.some((row) => row.kind === kind);
  return { praises: countOf('praise'), collects: countOf('collect'), praised: has('praise'), collected: has('collect') };
}

/**
 * video-collection/praises and /create: the wanted state, not a flip (decision 18): `INSERT … ON
 * CONFLICT DO NOTHING` or a delete, so repeated or concurrent requests count a reader once.
 *
 * @throws {ApiError} 404 for a video that cannot be watched.
 */
export async function setVideoReaction(db: Db, userId: number, videoId: number, kind: ReactionKind, wanted: boolean, now: Date): Promise<Reactions> {
  await requireVisibleVideo(db, videoId, now);
  if (wanted) await db.insert(videoReactions).values({ userId, videoId, kind, createdAt: now }).onConflictDoNothing();
  else await db.delete(videoReactions).where(and(eq(videoReactions.userId, userId), eq(videoReactions.videoId, videoId), eq(videoReactions.kind, kind)));
  return videoReactionsOf(db, videoId, userId);
}
