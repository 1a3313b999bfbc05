import { asc, eq } from 'drizzle-orm';
import { newsComments, newsReactions } from '../../db/schema.ts';
import type { AccountContribution } from './AccountContribution.ts';

/** News comments, likes and favourites (issue 12): exported, then deleted with the account. */
export const engagementAccount: AccountContribution = {
  name: 'engagement',
  exports: [
    {
      file: 'comments.json',
      collect: (db, userId) =>
        db
          .select({ newsId: newsComments.newsId, content: newsComments.content, status: newsComments.status, createdAt: newsComments.createdAt })
          .from(newsComments)
          .where(eq(newsComments.userId, userId))
          .orderBy(asc(newsComments.id)),
    },
    {
      file: 'favourites.json',
      collect: (db, userId) =>
        db
          .select({ newsId: newsReactions.newsId, kind: newsReactions.kind, createdAt: newsReactions.createdAt })
          .from(newsReactions)
          .where(eq(newsReactions.userId, userId))
          .orderBy(asc(newsReactions.createdAt)),
    },
  ],
  erase: async (tx, userId) => {
    await tx.delete(newsComments).where(eq(newsComments.userId, userId));
    await tx.delete(newsReactions).where(eq(newsReactions.userId, userId));
  },
};
