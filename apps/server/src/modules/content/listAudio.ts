import { asc, count, desc, lte } from 'drizzle-orm';
import type { Page } from '@shqcb/api/contract';
import type { AudioItem } from '@shqcb/api/contract/content';
import { toPage, type PageRequest } from '../../http/toPage.ts';
import type { Db } from '../../db/Db.ts';
import { audioItems } from '../../db/schema.ts';

/** contentList (type audio): published podcast episodes and audio items, newest first. */
export async function listAudio(db: Db, now: Date, request: PageRequest): Promise<Page<AudioItem>> {
  const { page, pageSize } = request;
  const published = lte(audioItems.publishedAt, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(audioItems)
      .where(published)
      .orderBy(desc(audioItems.publishedAt), asc(audioItems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(audioItems).where(published),
  ]);
  const list = rows.map(
    (row): AudioItem => ({
      id: row.id,
      title: row.title,
      voiceUrl: row.voiceUrl,
      source: row.source,
      time: row.publishedAt.toISOString(),
      duration: row.durationSeconds,
      cover: row.cover,
      summary: row.summary,
    }),
  );
  return toPage(list, request, total?.n ?? 0);
}
