import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema } from './common.ts';

/** The home tab that the index route opens with (SPEC §2: index is pushed with id 307). */
export const HOME_TAB_ID = 307;

/** GET titleList: the index tab strip. */
export const tabItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Site-relative icon URL or empty. */
  icon: v.string(),
  isRed: v.boolean(),
  isBold: v.boolean(),
});
export type TabItem = v.InferOutput<typeof tabItemSchema>;
export const titleListOutput = v.array(tabItemSchema);

/** GET breakingNewsList: headlines for the marquee. */
export const breakingNewsSchema = v.object({ id: v.number(), title: v.string() });
export type BreakingNews = v.InferOutput<typeof breakingNewsSchema>;
export const breakingNewsListOutput = v.array(breakingNewsSchema);

/** A news item as lists show it. `time` is ISO 8601. */
export const newsItemSchema = v.object({
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
});
export type NewsItem = v.InferOutput<typeof newsItemSchema>;

export const newsPageOutput = pageOf(newsItemSchema);

/** GET contentListTop5 and news/top take a tab id; news/index and contentListOther also paginate. */
export const categoryInput = v.object({ categoryId: v.optional(idSchema, HOME_TAB_ID) });
export const categoryPageInput = v.object({
  categoryId: v.optional(idSchema, HOME_TAB_ID),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const newsListOutput = v.array(newsItemSchema);

/** GET news/show. `content` is sanitised HTML. */
export const newsShowInput = v.object({ id: idSchema });
export const newsDetailSchema = v.object({
  ...newsItemSchema.entries,
  content: v.string(),
  author: v.string(),
  categoryName: v.string(),
});
export type NewsDetail = v.InferOutput<typeof newsDetailSchema>;

/** GET advertising/list: advertisements of a slot. `link` is an in-app route path ("/text-detail/12"). */
export const advertisingInput = v.object({
  position: v.optional(v.picklist(['home-list', 'home-top', 'detail-bottom'], '广告位不存在'), 'home-list'),
});
export const advertisingSchema = v.object({
  id: v.number(),
  title: v.string(),
  image: v.string(),
  link: v.string(),
  position: v.string(),
});
export type Advertising = v.InferOutput<typeof advertisingSchema>;
export const advertisingListOutput = v.array(advertisingSchema);

/** POST pageStatistics: one page view. */
export const pageStatisticsInput = v.object({
  path: v.pipe(v.string('path 不能为空'), v.nonEmpty('path 不能为空'), v.maxLength(300, 'path 过长'), v.startsWith('/', 'path 格式不正确')),
  title: v.optional(v.pipe(v.string(), v.maxLength(100, 'title 过长')), ''),
  referrer: v.optional(v.pipe(v.string(), v.maxLength(300, 'referrer 过长')), ''),
});
export const pageStatisticsOutput = v.object({ recorded: v.boolean() });
