import { asc, eq } from 'drizzle-orm';
import { videoComments, videoReactions } from '../../db/schema.ts';
import type { AccountContribution } from './AccountContribution.ts';

/** Video comments, live remarks, video likes and favourites (issue 12 part A): exported, then deleted with the account. */
export const videoAccount: AccountContribution = {
  name: 'video',
  exports: [
    {
      file: 'video-comments.json',
      collect: (db, userId) =>
        db
          .select({ videoId: videoComments.videoId, liveId: videoComments.liveId, content: videoComments.content, status: videoComments.status, createdAt: videoComments.createdAt })
          .from(videoComments)
          .where(eq(videoComments.userId, userId))
          .orderBy(asc(videoComments.id)),
    },
    {
      file: 'video-favourites.json',
      collect: (db, userId) =>
        db
          .select({ videoId: videoReactions.videoId, kind: videoReactions.kind, createdAt: videoReactions.createdAt })
          .from(videoReactions)
          .where(eq(videoReactions.userId, userId))
          .orderBy(asc(videoReactions.createdAt)),
    },
  ],
  erase: async (tx, userId) => {
    await tx.delete(videoComments).where(eq(videoComments.userId, userId));
    await tx.delete(videoReactions).where(eq(videoReactions.userId, userId));
  },
};
