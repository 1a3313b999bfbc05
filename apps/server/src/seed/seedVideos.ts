import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/Db.ts';
import { liveVideos, videoCategories, videoComments, videoReactions, videos } from '../db/schema.ts';
import { demoReaderIds } from './seedEngagement.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The demo's video categories, each with its videos' titles (newest first). */
const CATEGORIES: readonly { name: string; titles: readonly string[] }[] = [
  {
    name: '新车速递',
    titles: ['纯电轿跑上海首发，续航超700公里', '七座混动SUV到店实拍', '小型电动车新款配置解读', '豪华品牌新款行政轿车静态体验', '国产MPV新车内饰细节', '入门级SUV换代亮点一览', '新能源皮卡亮相'],
  },
  {
    name: '试驾体验',
    titles: ['新能源车冬季续航实测', '城市通勤一周试驾日记', '高速辅助驾驶实路体验', '增程SUV山路试驾', '家用轿车油耗实测', '电动车充电速度对比', '雨天底盘与制动表现'],
  },
  {
    name: '车展直击',
    titles: ['上海车展开幕首日速览', '概念车展台巡礼', '自主品牌新车发布会精华', '车展人气展台排行', '车展上的智能座舱', '跑车展区现场'],
  },
  {
    name: '用车课堂',
    titles: ['冬季用车保养要点', '充电桩安装流程详解', '二手车检测怎么看', '轮胎更换与保养小课堂', '新能源车电池保养常识', '上牌与年检流程说明'],
  },
];

const SOURCES = ['上海汽车报', '上海汽车报视频组', '车市观察'];

const COMMENT_LINES = ['画面很清楚，讲得也明白。', '这台车颜值很高。', '希望多出一些实测视频。', '周末去车展现场看看。', '讲解很专业，收藏了。', '续航表现比想象的好。', '请问落地价大概多少？', '期待下一期。'];

const LIVE_REMARKS = ['主持人好！', '现场人好多啊', '这台新车什么时候上市？', '画面很流畅', '来自浦东的观众报到', '希望能看看内饰'];

/**
 * The demo's videos (28 in 4 categories, 5 pinned), 3 live events (one live now with no end set, one
 * ended three days ago with a replay, one two days ahead), comments on three videos of four and in
 * the live events, likes and favourites. Seeds on its own when there are no video categories yet, so
 * a database seeded before videos gets them too; serialised on PostgreSQL like the other seeds.
 */
export async function seedVideos(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(730312)`);
    const [existing] = await tx.select({ n: count() }).from(videoCategories);
    if ((existing?.n ?? 0) > 0) return;

    const readers = await demoReaderIds(tx, now);
    const readerAt = (index: number) => readers[index % readers.length] ?? 0;
    const categoryRows = await tx
      .insert(videoCategories)
      .values(CATEGORIES.map((category, index) => ({ name: category.name, sortOrder: index + 1 })))
      .returning({ id: videoCategories.id });

    // Interleave the categories so the newest videos are of every kind; one every seven hours.
    const longest = Math.max(...CATEGORIES.map((category) => category.titles.length));
    const rows = [];
    for (let k = 0; k < longest; k++) {
      for (const [c, category] of CATEGORIES.entries()) {
        const title = category.titles[k];
        const categoryId = categoryRows[c]?.id;
        if (title === undefined || categoryId === undefined) continue;
        const n: number = rows.length;
        rows.push({
          categoryId,
          title,
          summary: `${title}。上海汽车报记者带来现场画面与解读。`,
          source: SOURCES[n % SOURCES.length] ?? '',
          durationSeconds: 4 + (n % 5),
          publishedAt: new Date(now.getTime() - (n * 7 + 1) * HOUR),
          views: 200 + ((n * 137) % 1800),
          isTop: n % 6 === 1,
          topRank: n,
        });
      }
    }
    const inserted = await tx.insert(videos).values(rows).returning({ id: videos.id, publishedAt: videos.publishedAt });

    const [live, ended] = await tx
      .insert(liveVideos)
      .values([
        { title: '上海车展开幕直播', summary: '新车首发与展台直击，记者带你逛展。', source: '上海汽车报', startsAt: new Date(now.getTime() - 20 * MINUTE), endsAt: null },
        {
          title: '新能源车冬季续航实测直播',
          summary: '三款热门电动车低温续航同场实测。',
          source: '上海汽车报',
          startsAt: new Date(now.getTime() - 72 * HOUR),
          endsAt: new Date(now.getTime() - 70 * HOUR),
          // The test drive video of the same subject is its recording.
          replayVideoId: inserted[1]?.id ?? null,
        },
        { title: '智能驾驶圆桌对话', summary: '车企与专家聊辅助驾驶的安全与法规。', source: '上海汽车报', startsAt: new Date(now.getTime() + 48 * HOUR), endsAt: new Date(now.getTime() + 50 * HOUR) },
      ])
      .returning({ id: liveVideos.id, startsAt: liveVideos.startsAt });

    const comments = inserted.flatMap((video, n) =>
      n % 4 === 3
        ? []
        : Array.from({ length: (n % 3) + 1 }, (_, k) => ({
            videoId: video.id,
            userId: readerAt(n + k),
            content: COMMENT_LINES[(n * 3 + k) % COMMENT_LINES.length] ?? '',
            status: 'published',
            createdAt: new Date(Math.min(now.getTime(), video.publishedAt.getTime() + (k + 1) * 30 * MINUTE)),
          })),
    );
    const remarks = [live, ended].flatMap((event, e) =>
      event
        ? LIVE_REMARKS.map((content, k) => ({
            liveId: event.id,
            userId: readerAt(k + e),
            content,
            status: 'published',
            createdAt: new Date(Math.min(now.getTime(), event.startsAt.getTime() + (k + 1) * 2 * MINUTE)),
          }))
        : [],
    );
    await tx.insert(videoComments).values([...comments, ...remarks]);

    const reactions = inserted.flatMap((video, n) => [
      ...Array.from({ length: n % 5 }, (_, k) => ({ userId: readerAt(k), videoId: video.id, kind: 'praise', createdAt: now })),
      ...Array.from({ length: n % 3 }, (_, k) => ({ userId: readerAt(k + 3), videoId: video.id, kind: 'collect', createdAt: now })),
    ]);
    if (reactions.length > 0) await tx.insert(videoReactions).values(reactions).onConflictDoNothing();
  });
}
