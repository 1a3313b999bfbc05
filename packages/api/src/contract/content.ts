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
  path: 'titleList',
  summary: '首页栏目（频道）列表',
  input: v.object({}),
  output: v.array(tabItemSchema),
  example: {},
});

export const breakingNewsList = endpoint({
  method: 'GET',
  path: 'breakingNewsList',
  summary: '快讯滚动条的标题',
  input: v.object({}),
  output: v.array(breakingNewsSchema),
  example: {},
});

export const newsTop = endpoint({
  method: 'GET',
  path: 'news/top',
  summary: '推荐栏目（307）的置顶新闻',
  input: tabInput,
  output: v.array(newsItemSchema),
  example: { categoryId: HOME_TAB_ID },
  refusals: { tabNotFound },
});

export const newsIndex = endpoint({
  method: 'GET',
  path: 'news/index',
  summary: '推荐栏目的新闻列表，分页',
  input: tabPageInput,
  output: pageOf(newsItemSchema),
  example: { categoryId: HOME_TAB_ID, page: 1, pageSize: 10 },
  refusals: { tabNotFound },
});

export const contentListTop5 = endpoint({
  method: 'GET',
  path: 'contentListTop5',
  summary: '其他栏目近期阅读最多的五条',
  input: tabInput,
  output: v.array(newsItemSchema),
  example: { categoryId: 309 },
  refusals: { tabNotFound },
});

export const contentListOther = endpoint({
  method: 'GET',
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


// ---------------------------------------------------------------------------------------------
// Issue 12 part B: search, comments, likes and favourites, special topics and categories.
// (Part A adds the video and live calls in its own block; the lead merges the two.)
// ---------------------------------------------------------------------------------------------

/** What a reader searches for: words of a news title or text (Chinese matched by bigrams, decision 17). */
const keywordSchema = v.pipe(v.string('请输入搜索内容'), v.trim(), v.nonEmpty('请输入搜索内容'), v.maxLength(50, '搜索内容最多50个字'));

/** A search hit: the list item and a short excerpt of the text around the first match (plain text). */
export const newsSearchItemSchema = v.object({ ...newsItemEntries, excerpt: v.string() });
export type NewsSearchItem = v.InferOutput<typeof newsSearchItemSchema>;

/** How many hot keywords a search answer carries at most. */
export const HOT_KEYWORD_COUNT = 8;

export const newsSearch = endpoint({
  method: 'GET',
  path: 'news/search',
  summary: '全文搜索新闻（标题与正文，中文按二元词匹配），相关度与时间排序，分页；附热门搜索词。不带 keyword 时只返回热门搜索词',
  input: v.object({ keyword: v.optional(keywordSchema), page: pageSchema, pageSize: pageSizeSchema }),
  output: v.object({
    list: v.array(newsSearchItemSchema),
    page: v.number(),
    pageSize: v.number(),
    total: v.number(),
    hasMore: v.boolean(),
    hotKeywords: v.array(v.string()),
  }),
  example: { keyword: '新能源', page: 1, pageSize: 10 },
});

/** Longest comment, in characters (code points). */
export const COMMENT_MAX_LENGTH = 500;

/** Comment text: 1–500 characters after trimming; stored and shown as text, never as HTML. */
export const commentTextSchema = v.pipe(
  v.string('请输入评论内容'),
  v.trim(),
  v.nonEmpty('请输入评论内容'),
  v.check((text) => [...text].length <= COMMENT_MAX_LENGTH, `评论最多${COMMENT_MAX_LENGTH}个字`),
);

/**
 * A comment as the list shows it. `pending` comments (held for review by the sensitive-word list)
 * are shown only to their author, marked 审核中.
 */
export const commentSchema = v.object({
  id: v.number(),
  nickname: v.string(),
  /** Absolute or site-relative; empty for the default avatar. */
  avatar: v.string(),
  content: v.string(),
  time: v.string(),
  pending: v.boolean(),
  mine: v.boolean(),
});
export type Comment = v.InferOutput<typeof commentSchema>;

const newsGone = { code: 404, msg: '新闻不存在或已删除' } as const;

export const newsCommentList = endpoint({
  method: 'GET',
  path: 'news-comment/list',
  summary: '新闻的评论，新的在前，分页；本人待审核的评论也在其中（pending）',
  input: v.object({ id: idSchema, page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(commentSchema),
  example: { id: 1, page: 1, pageSize: 10 },
  refusals: { notFound: newsGone },
});

export const newsCommentCreate = endpoint({
  method: 'POST',
  path: 'news-comment/create',
  auth: 'required',
  summary: '发表评论（1–500 字，纯文本）；含敏感词的评论待审核；每位读者有频率限制',
  input: v.object({ id: idSchema, content: commentTextSchema }),
  output: commentSchema,
  example: { id: 1, content: '写得很好，期待后续报道。' },
  refusals: { notFound: newsGone, tooFast: { code: 429, msg: '评论太频繁，请稍后再试' } },
});

const wantedSchema = (message: string) => v.boolean(message);

export const newsCollectionCreate = endpoint({
  method: 'POST',
  path: 'news-collection/create',
  auth: 'required',
  summary: '收藏或取消收藏新闻（collected 为想要的状态，重复提交不重复计数）',
  input: v.object({ id: idSchema, collected: v.optional(wantedSchema('collected 格式不正确'), true) }),
  output: reactionsSchema,
  example: { id: 1, collected: true },
  refusals: { notFound: newsGone },
});

export const newsCollectionPraises = endpoint({
  method: 'POST',
  path: 'news-collection/praises',
  auth: 'required',
  summary: '点赞或取消点赞新闻（praised 为想要的状态，重复提交不重复计数）',
  input: v.object({ id: idSchema, praised: v.optional(wantedSchema('praised 格式不正确'), true) }),
  output: reactionsSchema,
  example: { id: 1, praised: true },
  refusals: { notFound: newsGone },
});

/** A favourite of the reader: the item as lists show it, what kind it is, and when it was collected. */
export const collectItemSchema = v.object({
  ...newsItemEntries,
  /** 'news' on this branch; videos join at the merge with the video calls. */
  kind: v.picklist(['news']),
  collectedAt: v.string(),
});
export type CollectItem = v.InferOutput<typeof collectItemSchema>;

export const newsCollectionShow = endpoint({
  method: 'GET',
  path: 'news-collection/show',
  auth: 'required',
  summary: '我的收藏，最近收藏的在前，分页',
  input: v.object({ page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(collectItemSchema),
  example: { page: 1, pageSize: 10 },
});

/** A special topic (专题): a title, a cover and its news in the editors' order. */
export const specialTopicSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  /** Site-relative or absolute image; empty when none. */
  cover: v.string(),
  news: v.array(newsItemSchema),
});
export type SpecialTopic = v.InferOutput<typeof specialTopicSchema>;

export const specialTopicList = endpoint({
  method: 'GET',
  path: 'specialTopicList',
  summary: '专题及其新闻（编辑排序）；带 id 时只返回该专题',
  input: v.object({ id: v.optional(idSchema) }),
  output: v.array(specialTopicSchema),
  example: {},
  refusals: { notFound: { code: 404, msg: '专题不存在' } },
});

/** A news category (channel) as the category screen lists it. */
export const categorySchema = v.object({ ...tabItemEntries, count: v.number() });
export type Category = v.InferOutput<typeof categorySchema>;

export const categoryIndex = endpoint({
  method: 'GET',
  path: 'category/index',
  summary: '新闻分类（频道）及各自的已发布新闻数',
  input: v.object({}),
  output: v.array(categorySchema),
  example: {},
});

export const categoryClassificationList = endpoint({
  method: 'GET',
  path: 'category/classification/list',
  summary: '某一分类的新闻，新的在前，分页',
  input: v.object({ categoryId: idSchema, page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(newsItemSchema),
  example: { categoryId: 308, page: 1, pageSize: 10 },
  refusals: { tabNotFound },
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
  newsSearch,
  // Issue 12 part B
  newsCommentList,
  newsCommentCreate,
  newsCollectionCreate,
  newsCollectionPraises,
  newsCollectionShow,
  specialTopicList,
  categoryIndex,
  categoryClassificationList,
} as const;
