import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../db/Db.ts';
import { newsComments, newsReactions, searchKeywords, specialTopicNews, specialTopics, users } from '../db/schema.ts';

/** A news item of the demo seed as the engagement seed needs it. */
export interface SeededNews {
  id: number;
  categoryId: number;
  title: string;
  thumbnail: string;
  publishedAt: Date;
}

/** Demo readers who comment and like (phones of the 199 0000 00xx range, never the recorded reader). */
const DEMO_READERS = ['车迷老王', '沪上小李', '新能源车主', '周末自驾', '老司机阿强', '电车研究员', '上海的风', '试驾达人'];

/** What the demo readers say (also the lines of /dev/seed-comments). */
export const COMMENT_LINES = [
  '写得很详细，期待后续报道。',
  '这个价格挺有吸引力，周末去店里看看。',
  '续航数据希望能有实测对比。',
  '上海的充电桩确实越来越多了。',
  '支持国产品牌，质量一年比一年好。',
  '请问上牌政策有变化吗？',
  '图片很清楚，内容也很实在。',
  '去年买的车，用下来很满意。',
  '希望多做一些二手车保值率的分析。',
  '车展那天人太多了，还是看报道方便。',
];

/** Keywords the hot list starts with, with their search counts. */
const HOT_SEED: readonly [string, number][] = [
  ['新能源', 60],
  ['智能驾驶', 42],
  ['车展', 37],
  ['充电桩', 25],
  ['二手车', 19],
  ['以旧换新', 14],
];

/** The demo's special topics: a title, a summary and which category's news fill them. */
const TOPICS = [
  { title: '新能源汽车在上海', summary: '牌照、补贴、充电与车主故事，一站看懂上海新能源车。', categoryId: 308 },
  { title: '车展现场', summary: '新车首发、概念车与展台直击。', categoryId: 310 },
  { title: '智能驾驶进行时', summary: '辅助驾驶功能、法规与道路测试的最新进展。', categoryId: 309 },
];

/** The ids of the demo readers, made when missing (news and videos both seed with them). */
export async function demoReaderIds(tx: Tx, now: Date): Promise<number[]> {
  const phones = DEMO_READERS.map((_, index) => `199000000${String(index + 1).padStart(2, '0')}`);
  await tx
    .insert(users)
    .values(DEMO_READERS.map((nickname, index) => ({ phone: phones[index] ?? '', nickname, createdAt: now })))
    .onConflictDoNothing();
  const readers = await tx.select({ id: users.id }).from(users).where(inArray(users.phone, phones)).orderBy(asc(users.id));
  return readers.map((reader) => reader.id);
}

/**
 * Demo readers' comments on most news items, likes and favourites, the three special topics and
 * the first hot keywords (issue 12). Deterministic: the same news give the same rows.
 */
export async function seedEngagement(tx: Tx, items: readonly SeededNews[], now: Date): Promise<void> {
  const readers = await demoReaderIds(tx, now);
  const readerAt = (index: number) => readers[index % readers.length] ?? 0;

  const comments = items.flatMap((item) => {
    // Three items of four have comments, one to three each, written after the item appeared.
    if (item.id % 4 === 0) return [];
    return Array.from({ length: (item.id % 3) + 1 }, (_, k) => ({
      newsId: item.id,
      userId: readerAt(item.id + k),
      content: COMMENT_LINES[(item.id * 3 + k) % COMMENT_LINES.length] ?? '',
      status: 'published',
      createdAt: new Date(Math.min(now.getTime(), item.publishedAt.getTime() + (k + 1) * 3_600_000)),
    }));
  });
  if (comments.length > 0) await tx.insert(newsComments).values(comments);

  const reactions = items.flatMap((item) => [
    ...Array.from({ length: item.id % 6 }, (_, k) => ({ userId: readerAt(k), newsId: item.id, kind: 'praise', createdAt: now })),
    ...Array.from({ length: item.id % 3 }, (_, k) => ({ userId: readerAt(k + 4), newsId: item.id, kind: 'collect', createdAt: now })),
  ]);
  if (reactions.length > 0) await tx.insert(newsReactions).values(reactions).onConflictDoNothing();

  for (const [index, topic] of TOPICS.entries()) {
    const own = items.filter((item) => item.categoryId === topic.categoryId && item.publishedAt <= now).slice(0, 6);
    const [row] = await tx
      .insert(specialTopics)
      .values({ title: topic.title, summary: topic.summary, cover: own.find((item) => item.thumbnail)?.thumbnail ?? '', sortOrder: index + 1 })
      .returning({ id: specialTopics.id });
    if (row && own.length > 0) await tx.insert(specialTopicNews).values(own.map((item, order) => ({ topicId: row.id, newsId: item.id, sortOrder: order + 1 })));
  }

  await tx.insert(searchKeywords).values(HOT_SEED.map(([keyword, hits]) => ({ keyword, hits, updatedAt: now })));
}
