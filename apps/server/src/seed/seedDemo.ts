import { count, sql } from 'drizzle-orm';
import type { Clock } from '../Clock.ts';
import type { Db } from '../db/Db.ts';
import { advertising, audioItems, breakingNews, categories, news } from '../db/schema.ts';
import { DEMO_TABS } from './demoTabs.ts';
import { generateDemoContent } from './generateDemoContent.ts';
import { seedMall } from './seedMall.ts';
import { seedEngagement } from './seedEngagement.ts';
import { seedSubscription } from './seedSubscription.ts';
import { seedVideos } from './seedVideos.ts';

export interface SeedResult {
  seeded: boolean;
  news: number;
  audio: number;
}

/**
 * Fills an empty database with the demo tabs, news, headlines, advertisements and podcast
 * episodes, dated relative to the clock. Runs only when there are no categories yet, in one
 * transaction, so a restart or a second instance never duplicates content.
 */
export async function seedDemo(db: Db, clock: Clock): Promise<SeedResult> {
  // Subscribe types and slips seed on their own, so a database from before subscriptions gets them.
  await seedSubscription(db);
  await seedMall(db, clock.now());
  const content = generateDemoContent(clock.now());
  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    // Serialise concurrent seeders (two instances starting at once) on PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(730307)`);
    const [existing] = await tx.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return { seeded: false, news: 0, audio: 0 };

    const now = clock.now();
    await tx.insert(categories).values(
      DEMO_TABS.map((tab, index) => ({
        id: tab.id,
        name: tab.name,
        icon: tab.icon,
        isRed: tab.isRed,
        isBold: tab.isBold,
        isAggregate: !tab.templates,
        sortOrder: index + 1,
      })),
    );
    await tx.insert(news).values(content.news);
    await tx.insert(breakingNews).values(content.breaking.map((item) => ({ ...item, createdAt: now })));
    await tx.insert(advertising).values(content.ads);
    await tx.insert(audioItems).values(content.audio);
    // Explicit ids were inserted; move the sequences past them for rows added later.
    await tx.execute(sql`select setval(pg_get_serial_sequence('news', 'id'), (select max(id) from news))`);
    await seedEngagement(tx, content.news, now);
    await tx.execute(sql`select setval(pg_get_serial_sequence('advertising', 'id'), (select max(id) from advertising))`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('audio_items', 'id'), (select max(id) from audio_items))`);
    return { seeded: true, news: content.news.length, audio: content.audio.length };
  });
  // Videos and live events (issue 12 part A) seed on their own, after the demo readers exist.
  await seedVideos(db, clock.now());
  return result;
}
