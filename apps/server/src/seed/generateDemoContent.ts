import { adImagePath } from '../modules/media/mediaPaths.ts';
import { seededRandom } from '../random/seededRandom.ts';
import { articleContext } from './articleContext.ts';
import { buildArticle } from './buildArticle.ts';
import { DEMO_TABS } from './demoTabs.ts';
import { demoPodcasts, newsVoiceUrl, type DemoAudioItem } from './demoPodcasts.ts';
import { publishTime } from './publishTime.ts';

export interface DemoNews {
  id: number;
  categoryId: number;
  title: string;
  source: string;
  author: string;
  thumbnail: string;
  content: string;
  /** A generated WAV under /media/ for a few items (收听), else null. */
  voiceUrl: string | null;
  publishedAt: Date;
  views: number;
  isTop: boolean;
  topRank: number;
}

export interface DemoAd {
  id: number;
  title: string;
  image: string;
  link: string;
  position: 'home-list' | 'home-top' | 'detail-bottom';
  sortOrder: number;
}

export interface DemoContent {
  news: DemoNews[];
  breaking: { newsId: number; title: string; sortOrder: number }[];
  ads: DemoAd[];
  audio: DemoAudioItem[];
}

const SEED = 20_240_607;
const SPREAD_DAYS = 42;
const PINNED_PER_TAB = 4;
const BREAKING_COUNT = 8;

/**
 * The demo content, deterministic for a given `now`: one article per title template, published
 * over the last six weeks between 07:00 and 22:00 Shanghai time, ids ascending with time; a few
 * with a voice version; and twelve podcast episodes over the last five weeks.
 */
export function generateDemoContent(now: Date): DemoContent {
  const rng = seededRandom(SEED);
  const slots = DEMO_TABS.flatMap((tab) => (tab.templates ? tab.templates.titles.map((title) => ({ tab, title })) : []));
  // Skewed towards recent days: a news app shows more of this week than of last month.
  const times = slots
    .map(() => publishTime(now, Math.floor(SPREAD_DAYS * rng.next() ** 1.6), rng.int(7, 21), rng.int(0, 59)))
    .sort((a, b) => a.getTime() - b.getTime());
  const order = rng.sample(slots, slots.length);

  const news: DemoNews[] = order.map(({ tab, title }, index) => {
    const id = index + 1;
    const publishedAt = times[index] as Date;
    const templates = tab.templates;
    if (!templates) throw new Error('aggregate tab has no articles');
    const article = buildArticle(rng, id, title, templates, articleContext(rng, publishedAt));
    const hot = rng.chance(0.15);
    return { id, categoryId: tab.id, ...article, voiceUrl: newsVoiceUrl(id), publishedAt, views: hot ? rng.int(20_000, 98_000) : rng.int(600, 12_000), isTop: false, topRank: 0 };
  });

  // Pin four of each tab's eight newest items, so every carousel has fresh pictures.
  for (const tab of DEMO_TABS) {
    const newest = news.filter((item) => item.categoryId === tab.id).slice(-8);
    rng.sample(newest, PINNED_PER_TAB).forEach((item, rank) => {
      item.isTop = true;
      item.topRank = rank + 1;
    });
  }

  const breaking = news
    .slice(-BREAKING_COUNT)
    .reverse()
    .map((item, index) => ({ newsId: item.id, title: item.title, sortOrder: index + 1 }));

  return { news, breaking, ads: demoAds(news), audio: demoPodcasts(now) };
}

function demoAds(news: DemoNews[]): DemoAd[] {
  const latestOf = (categoryId: number) => news.filter((item) => item.categoryId === categoryId).at(-1)?.id ?? 1;
  const ads: Omit<DemoAd, 'id' | 'image'>[] = [
    { title: '上海车展专题：新车首发全程直击', link: `/text-detail/${latestOf(310)}`, position: 'home-top', sortOrder: 1 },
    { title: '订阅《上海汽车报》电子版', link: '/order-way', position: 'home-top', sortOrder: 2 },
    { title: '以旧换新补贴政策一图读懂', link: `/text-detail/${latestOf(312)}`, position: 'home-list', sortOrder: 1 },
    { title: '每日签到领积分 好礼兑不停', link: '/mall', position: 'home-list', sortOrder: 2 },
    { title: '开通年卡 全年畅读电子报', link: '/annual-pass', position: 'detail-bottom', sortOrder: 1 },
  ];
  return ads.map((ad, index) => ({ ...ad, id: index + 1, image: adImagePath(index + 1) }));
}
