import type { Hono } from 'hono';
import { HOME_TAB_ID } from '@shqcb/api/contract/content';
import type { AppEnv } from '../http/AppEnv.ts';
import type { LocalSmsSender } from '../providers/sms/LocalSmsSender.ts';
import { apiGet, apiPost, requestSmsCode, type Answer } from './requestHelpers.ts';

/** The reader whose profile is recorded; also the phone the msw mocks log in. */
export const RECORDED_PHONE = '13800138000';
/** How many news details the mocks carry (they carry every news item). */
const DETAIL_COUNT = 3;
const MAX_PAGE_SIZE = 50;

/**
 * Answers of the reference server on the demo seed, as the msw mocks of `@shqcb/api` replay them
 * (packages/api/src/mocks/recorded/demoAnswers.ts, written by `pnpm --filter @shqcb/server
 * record:mocks`). The mock-fidelity suite records them again and fails when the committed copy is
 * stale, so mock data cannot drift from what the server serves.
 */
export async function recordDemoAnswers(app: Hono<AppEnv>, sms: LocalSmsSender): Promise<Record<string, unknown>> {
  const data = async (answer: Promise<Answer>) => {
    const { status, body } = await answer;
    if (status !== 200) throw new Error(`recording failed: ${status} ${body.msg}`);
    return body.data as unknown;
  };
  const allNews = async () => {
    const items: { id: number }[] = [];
    for (let page = 1; ; page++) {
      const answer = (await data(apiGet(app, 'news/index', { categoryId: HOME_TAB_ID, page, pageSize: MAX_PAGE_SIZE }))) as { list: { id: number }[]; hasMore: boolean };
      items.push(...answer.list);
      if (!answer.hasMore) return items;
    }
  };
  const details = [];
  const comments: Record<string, unknown> = {};
  for (const item of (await allNews()).slice(0, DETAIL_COUNT)) details.push(await data(apiGet(app, 'news/show', { id: item.id })));
  // The comments of the recorded details and of news 1 (the contract's example).
  for (const id of [...details.map((detail) => (detail as { id: number }).id), 1]) {
    comments[id] = ((await data(apiGet(app, 'news-comment/list', { id, pageSize: MAX_PAGE_SIZE }))) as { list: unknown[] }).list;
  }
  // Issue 12 part A: the first videos' details (before the list, so its views include them) and their comments.
  const videoDetails = [];
  const videoComments: Record<string, unknown> = {};
  const firstVideos = (await data(apiGet(app, 'video/list', { page: 1, pageSize: DETAIL_COUNT }))) as { list: { id: number }[] };
  for (const { id } of firstVideos.list) videoDetails.push(await data(apiGet(app, 'video/show', { id })));
  for (const id of [...firstVideos.list.map((item) => item.id), 1]) {
    videoComments[id] = ((await data(apiGet(app, 'video-comment/list', { id, pageSize: MAX_PAGE_SIZE }))) as { list: unknown[] }).list;
  }
  const allVideos = async () => {
    const items: unknown[] = [];
    for (let page = 1; ; page++) {
      const answer = (await data(apiGet(app, 'video/list', { page, pageSize: MAX_PAGE_SIZE }))) as { list: unknown[]; hasMore: boolean };
      items.push(...answer.list);
      if (!answer.hasMore) return items;
    }
  };
  const lives: { id: number }[] = [];
  for (let id = 1; ; id++) {
    const answer = await apiGet(app, 'liveVideo/show', { id });
    if (answer.status !== 200) break;
    lives.push(answer.body.data as { id: number });
  }
  const liveComments: Record<string, unknown> = {};
  for (const { id } of lives) liveComments[id] = ((await data(apiGet(app, 'liveVideoComments/list', { id, pageSize: MAX_PAGE_SIZE }))) as { list: unknown[] }).list;
  const video = {
    videoCategories: await data(apiGet(app, 'category/video')),
    videos: await allVideos(),
    videoTop: await data(apiGet(app, 'video/top')),
    videoModule: await data(apiGet(app, 'video/module/top')),
    videoDetails,
    videoComments,
    lives,
    liveComments,
  };
  await data(requestSmsCode(app, { phone: RECORDED_PHONE }));
  const code = sms.sent.filter((m) => m.phone === RECORDED_PHONE).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
  const { token } = (await data(apiPost(app, 'login', { phone: RECORDED_PHONE, code }))) as { token: string };
  return {
    tabs: await data(apiGet(app, 'titleList')),
    breaking: await data(apiGet(app, 'breakingNewsList')),
    // Recorded after the details, so their view counts include the detail views.
    news: await allNews(),
    pinned: await data(apiGet(app, 'news/top', { categoryId: HOME_TAB_ID })),
    details,
    ads: [
      ...((await data(apiGet(app, 'advertising/list', { position: 'home-top' }))) as unknown[]),
      ...((await data(apiGet(app, 'advertising/list', { position: 'home-list' }))) as unknown[]),
      ...((await data(apiGet(app, 'advertising/list', { position: 'detail-bottom' }))) as unknown[]),
    ],
    audio: ((await data(apiGet(app, 'contentList', { page: 1, pageSize: MAX_PAGE_SIZE }))) as { list: unknown[] }).list,
    profile: await data(apiGet(app, 'users/show', {}, { token })),
    subscribeTypes: await data(apiGet(app, 'subscriber/getSubscribeTypeList')),
    faq: await data(apiGet(app, 'help', { topic: 'faq' })),
    privacy: await data(apiGet(app, 'help', { topic: 'privacy' })),
    // The area picker's levels the mocks can answer: the provinces, and Shanghai and Beijing down to their districts.
    // Issue 15: the points rules, the mall's goods and details, the prizes, the current survey and the activity page.
    pointsRules: await data(apiGet(app, 'integral-rule/list')),
    goods: ((await data(apiGet(app, 'mall/index', { page: 1, pageSize: MAX_PAGE_SIZE }))) as { list: unknown[] }).list,
    goodsDetails: await Promise.all(((await data(apiGet(app, 'mall/index', { page: 1, pageSize: MAX_PAGE_SIZE }))) as { list: { id: number }[] }).list.map((item) => data(apiGet(app, 'mall/show', { id: item.id })))),
    prizes: await data(apiGet(app, 'lottery/prizeList')),
    survey: await data(apiGet(app, 'questionnaire', { id: 1 })),
    activity: await data(apiGet(app, 'marketModule/1')),
    // Issue 12 part B: comments of the recorded details, hot keywords, special topics and categories.
    comments,
    hotKeywords: ((await data(apiGet(app, 'news/search'))) as { hotKeywords: string[] }).hotKeywords,
    topics: await data(apiGet(app, 'specialTopicList')),
    categories: await data(apiGet(app, 'category/index')),
    epaper: await data(apiGet(app, 'dateList')),
    ...video,
    regions: Object.fromEntries(await Promise.all(['0', '310000', '310100', '110000', '110100'].map(async (code) => [code, await data(apiGet(app, 'subscriber/address', { code }))] as const))),
  };
}

/** The TypeScript module the mocks import, typed by the contract so a recording that no longer fits it does not compile. */
export function demoAnswersModule(answers: Record<string, unknown>): string {
  return `// Generated by \`pnpm --filter @shqcb/server record:mocks\` from the reference server's demo seed
// (apps/server/src/testing/recordDemoAnswers.ts). Do not edit: record again. The mock-fidelity suite
// of the server fails when this file no longer matches what the server answers.
import type { Advertising, AudioItem, BreakingNews, NewsDetail, NewsItem, TabItem } from '../../contract/content.ts';
import type { ActivityModule, Prize, Question, SurveySummary } from '../../contract/lottery.ts';
import type { Goods, GoodsDetail } from '../../contract/mall.ts';
import type { PointsRule } from '../../contract/points.ts';
import type { Category, Comment, SpecialTopic } from '../../contract/engagement.ts';
import type { AreaNodeOut, SubscribeType } from '../../contract/subscription.ts';
import type { EpaperIssue } from '../../contract/engagement.ts';
import type { Help, UserProfile } from '../../contract/user.ts';
import type { LiveVideo, VideoCategory, VideoDetail, VideoItem } from '../../contract/video.ts';

export interface DemoAnswers {
  tabs: TabItem[];
  breaking: BreakingNews[];
  news: NewsItem[];
  pinned: NewsItem[];
  details: NewsDetail[];
  ads: Advertising[];
  audio: AudioItem[];
  profile: UserProfile;
  subscribeTypes: SubscribeType[];
  pointsRules: PointsRule[];
  goods: Goods[];
  goodsDetails: GoodsDetail[];
  prizes: Prize[];
  survey: { survey: SurveySummary; questions: Question[] };
  activity: { id: number; title: string; modules: ActivityModule[] };
  comments: Record<string, Comment[]>;
  hotKeywords: string[];
  topics: SpecialTopic[];
  categories: Category[];
  epaper: { min: string; max: string; issues: EpaperIssue[] };
  faq: Help;
  privacy: Help;
  videoCategories: VideoCategory[];
  videos: VideoItem[];
  videoTop: VideoItem[];
  videoModule: VideoItem[];
  videoDetails: VideoDetail[];
  videoComments: Record<string, Comment[]>;
  lives: LiveVideo[];
  liveComments: Record<string, Comment[]>;
  regions: Record<string, AreaNodeOut[]>;
}

export const demoAnswers: DemoAnswers = ${JSON.stringify(answers, null, 2)};
`;
}
