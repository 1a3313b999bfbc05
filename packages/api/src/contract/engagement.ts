import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema } from './common.ts';
import { newsIndex, newsItemSchema, reactionsSchema, tabItemSchema } from './content.ts';
import { endpoint } from './endpoint.ts';

/**
 * Issue 12 part B: the calls of SPEC §7 "Content" for search (news/search moved here from content.ts), comments, likes and favourites, special
 * topics and categories, and dateList of "Other". They live apart from content.ts and other.ts
 * because the home route's entry bundles every export of the contract modules it imports (decision
 * 41); calls only lazy screens use stay out of it here. contract.ts files them under their groups.
 */

const tabNotFound = newsIndex.refusals.tabNotFound;


/** What a reader searches for: words of a news title or text (Chinese matched by bigrams, decision 17). */
const keywordSchema = v.pipe(v.string('请输入搜索内容'), v.trim(), v.nonEmpty('请输入搜索内容'), v.maxLength(50, '搜索内容最多50个字'));

/** A search hit: the list item and a short excerpt of the text around the first match (plain text). */
export const newsSearchItemSchema = v.object({ ...newsItemSchema.entries, excerpt: v.string() });
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
  ...newsItemSchema.entries,
  /** A news item opens /text-detail/:id, a video /video-detail/:id (its poster is the thumbnail). */
  kind: v.picklist(['news', 'video']),
  collectedAt: v.string(),
});
export type CollectItem = v.InferOutput<typeof collectItemSchema>;

export const newsCollectionShow = endpoint({
  method: 'GET',
  path: 'news-collection/show',
  auth: 'required',
  summary: '我的收藏（新闻与视频），最近收藏的在前，分页',
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
export const categorySchema = v.object({ ...tabItemSchema.entries, count: v.number() });
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

// --- SPEC §7 "Other": the e-paper issues of the PDF download screen ---

/** An e-paper issue: its date (YYYY-MM-DD, Shanghai), page count and the PDF's site-relative URL. */
export const epaperIssueSchema = v.object({
  date: v.string(),
  title: v.string(),
  pages: v.number(),
  url: v.string(),
  /** Size of the PDF in bytes, for the download's progress. */
  bytes: v.number(),
});
export type EpaperIssue = v.InferOutput<typeof epaperIssueSchema>;

export const dateList = endpoint({
  method: 'GET',
  path: 'dateList',
  summary: '可下载的电子报（PDF）日期：最早与最近的日期及每期的文件',
  input: v.object({}),
  output: v.object({ min: v.string(), max: v.string(), issues: v.array(epaperIssueSchema) }),
  example: {},
});


/** The content calls of this file (filed under "content" in contract.ts). */
export const engagementApi = {
  newsSearch,
  newsCommentList,
  newsCommentCreate,
  newsCollectionCreate,
  newsCollectionPraises,
  newsCollectionShow,
  specialTopicList,
  categoryIndex,
  categoryClassificationList,
} as const;

/** The "other" calls of this file. */
export const epaperApi = { dateList } as const;
