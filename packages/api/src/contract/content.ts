import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** SPEC §7 "Content": tabs, headlines, news lists and detail, advertisements, audio items. */

/** The home tab that the index route opens with (SPEC §2: index is pushed with id 307). */
export const HOME_TAB_ID = 307;

/** The fields of {@link tabItemSchema}. */
const tabItemEntries = {
  id: v.number(),
  name: v.string(),
  /** Site-relative icon URL or empty. */
  icon: v.string(),
  isRed: v.boolean(),
  isBold: v.boolean(),
};
/** A tab of the index tab strip (SPEC §3 tab item). */
export const tabItemSchema = v.object(tabItemEntries);
export type TabItem = v.InferOutput<typeof tabItemSchema>;

/** A headline of the marquee; `id` is the news item it opens. */
export const breakingNewsSchema = v.object({ id: v.number(), title: v.string() });
export type BreakingNews = v.InferOutput<typeof breakingNewsSchema>;

/** The fields of {@link newsItemSchema}, spread into the schemas that extend it. */
const newsItemEntries = {
  id: v.number(),
  title: v.string(),
  /** Site-relative or absolute thumbnail URL; empty when the item has none. */
  thumbnail: v.string(),
  source: v.string(),
  time: v.string(),
  categoryId: v.number(),
  views: v.number(),
  /** Present when the item can be listened to. */
  voiceUrl: v.optional(v.string()),
};
/** A news item as lists show it. `time` is ISO 8601. */
export const newsItemSchema = v.object(newsItemEntries);
export type NewsItem = v.InferOutput<typeof newsItemSchema>;

/** Likes and favourites of one item: counts of distinct readers and the viewer's own state. */
export const reactionsSchema = v.object({
  praises: v.number(),
  collects: v.number(),
  praised: v.boolean(),
  collected: v.boolean(),
});
export type Reactions = v.InferOutput<typeof reactionsSchema>;

/** A news item in full. `content` is sanitised HTML (see htmlPolicy). */
export const newsDetailSchema = v.object({
  ...newsItemSchema.entries,
  content: v.string(),
  author: v.string(),
  categoryName: v.string(),
  /** Likes and favourites (issue 12): counts of distinct readers, and the viewer's own state. */
  reactions: reactionsSchema,
});
export type NewsDetail = v.InferOutput<typeof newsDetailSchema>;

/** An advertisement of a slot. `link` is an in-app route path ("/text-detail/12"). */
export const advertisingSchema = v.object({
  id: v.number(),
  title: v.string(),
  image: v.string(),
  link: v.string(),
  position: v.string(),
});
export type Advertising = v.InferOutput<typeof advertisingSchema>;

/**
 * An audio item (SPEC §3): `voiceUrl` is absolute or relative to the audio CDN base; `source` may be
 * empty (the player shows 暂无); `time` is ISO 8601; `duration` in seconds (0 when unknown).
 */
export const audioItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  voiceUrl: v.string(),
  source: v.string(),
  time: v.string(),
  duration: v.number(),
  /** Site-relative or absolute cover image; empty when none. */
  cover: v.string(),
  summary: v.string(),
});
export type AudioItem = v.InferOutput<typeof audioItemSchema>;

const tabInput = v.object({ categoryId: v.optional(idSchema, HOME_TAB_ID) });
const tabPageInput = v.object({ categoryId: v.optional(idSchema, HOME_TAB_ID), page: pageSchema, pageSize: pageSizeSchema });
const tabNotFound = { code: 404, msg: '栏目不存在' } as const;

export const titleList = endpoint({
  method: 'GET',
  sameForEveryReader: true,
  path: 'titleList',
  summary: '首页栏目（频道）列表',
  input: v.object({}),
  output: v.array(tabItemSchema),
  example: {},
});

export const breakingNewsList = endpoint({
  method: 'GET',
  sameForEveryReader: true,
  path: 'breakingNewsList',
  summary: '快讯滚动条的标题',
  input: v.object({}),
  output: v.array(breakingNewsSchema),
  example: {},
});

export const newsTop = endpoint({
  method: 'GET',
  sameForEveryReader: true,
  path: 'news/top',
  summary: '推荐栏目（307）的置顶新闻',
  input: tabInput,
  output: v.array(newsItemSchema),
  example: { categoryId: HOME_TAB_ID },
  refusals: { tabNotFound },
});

export const newsIndex = endpoint({
  method: 'GET',
  sameForEveryReader: true,
  path: 'news/index',
  summary: '推荐栏目的新闻列表，分页',
  input: tabPageInput,
  output: pageOf(newsItemSchema),
  example: { categoryId: HOME_TAB_ID, page: 1, pageSize: 10 },
  refusals: { tabNotFound },
});

export const contentListTop5 = endpoint({
  method: 'GET',
  sameForEveryReader: true,
  path: 'contentListTop5',
  summary: '其他栏目近期阅读最多的五条',
  input: tabInput,
  output: v.array(newsItemSchema),
  example: { categoryId: 309 },
  refusals: { tabNotFound },
});

export const contentListOther = endpoint({
  method: 'GET',
  sameForEveryReader: true,
  path: 'contentListOther',
  summary: '其他栏目除前五条以外的新闻，分页',
  input: tabPageInput,
  output: pageOf(newsItemSchema),
  example: { categoryId: 309, page: 1, pageSize: 10 },
  refusals: { tabNotFound },
});

export const newsShow = endpoint({
  method: 'GET',
  path: 'news/show',
  summary: '新闻详情（正文为净化后的 HTML）',
  input: v.object({ id: idSchema }),
  output: newsDetailSchema,
  example: { id: 1 },
  refusals: { notFound: { code: 404, msg: '新闻不存在' } },
});

export const advertisingList = endpoint({
  method: 'GET',
  sameForEveryReader: true,
  path: 'advertising/list',
  summary: '广告位的广告',
  input: v.object({
    position: v.optional(v.picklist(['home-list', 'home-top', 'detail-bottom'], '广告位不存在'), 'home-list'),
  }),
  output: v.array(advertisingSchema),
  example: { position: 'home-list' },
});

export const contentList = endpoint({
  method: 'GET',
  path: 'contentList',
  summary: '播客与音频条目，新的在前，分页',
  input: v.object({
    type: v.optional(v.picklist(['audio'], '内容类型不正确'), 'audio'),
    page: pageSchema,
    pageSize: pageSizeSchema,
  }),
  output: pageOf(audioItemSchema),
  example: { type: 'audio', page: 1, pageSize: 10 },
});


/** The calls of SPEC §7 "Content". */
export const contentApi = {
  titleList,
  breakingNewsList,
  newsTop,
  newsIndex,
  contentListTop5,
  contentListOther,
  newsShow,
  advertisingList,
  contentList,
} as const;
