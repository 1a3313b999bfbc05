import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema } from './common.ts';
import { reactionsSchema } from './content.ts';
import { commentSchema, commentTextSchema } from './engagement.ts';
import { endpoint } from './endpoint.ts';

/**
 * Issue 12 part A: the video and live calls of SPEC §7 "Content" (video/*, video-comment/*,
 * video-collection/*, category/video, video/module/top, liveVideo/show, liveVideoComments/list).
 * Only lazy screens use them, so they live apart from content.ts (decision 41). Comments, likes and
 * favourites follow the news calls of engagement.ts (decision 18); decision 13 records the rest.
 */

/** A video as lists show it. `time` is ISO 8601; `duration` is in whole seconds. */
export const videoItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Site-relative or absolute poster frame (JPEG). */
  poster: v.string(),
  /** Site-relative or absolute H.264/AAC MP4, served with byte ranges. */
  videoUrl: v.string(),
  duration: v.number(),
  source: v.string(),
  time: v.string(),
  categoryId: v.number(),
  views: v.number(),
});
export type VideoItem = v.InferOutput<typeof videoItemSchema>;

/** A video in full: the list fields, its summary and category, the viewer's reactions and related videos. */
export const videoDetailSchema = v.object({
  ...videoItemSchema.entries,
  summary: v.string(),
  categoryName: v.string(),
  reactions: reactionsSchema,
  /** Other videos of the same category, newest first. */
  related: v.array(videoItemSchema),
});
export type VideoDetail = v.InferOutput<typeof videoDetailSchema>;

/** A video category (the strip of the 视频 tab) and how many published videos it has. */
export const videoCategorySchema = v.object({ id: v.number(), name: v.string(), count: v.number() });
export type VideoCategory = v.InferOutput<typeof videoCategorySchema>;

/** Where a live event is at the server's clock. */
export const LIVE_STATES = ['upcoming', 'live', 'ended'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** A live event: its times, its state now, the HLS stream while live and the replay once ended. */
export const liveVideoSchema = v.object({
  id: v.number(),
  title: v.string(),
  summary: v.string(),
  source: v.string(),
  poster: v.string(),
  startsAt: v.string(),
  /** Null while no end is set (a live event runs until the studio ends it). */
  endsAt: v.nullable(v.string()),
  state: v.picklist(LIVE_STATES),
  /** The rolling HLS playlist (application/vnd.apple.mpegurl) while live; empty otherwise. */
  streamUrl: v.string(),
  /** The recording once ended, when there is one. */
  replay: v.nullable(videoItemSchema),
});
export type LiveVideo = v.InferOutput<typeof liveVideoSchema>;

const videoGone = { code: 404, msg: '视频不存在或已删除' } as const;
const liveGone = { code: 404, msg: '直播不存在或已删除' } as const;
const categoryGone = { code: 404, msg: '视频分类不存在' } as const;

/** `categoryId` of the video lists: a video category, or none for every category. */
const categoryIdSchema = v.optional(idSchema);

/** What a reader searches videos for: words of a title. */
const keywordSchema = v.pipe(v.string('请输入搜索内容'), v.trim(), v.nonEmpty('请输入搜索内容'), v.maxLength(50, '搜索内容最多50个字'));

export const categoryVideo = endpoint({
  method: 'GET',
  path: 'category/video',
  summary: '视频分类（视频页的分类条）及各自的已发布视频数',
  input: v.object({}),
  output: v.array(videoCategorySchema),
  example: {},
});

export const videoModuleTop = endpoint({
  method: 'GET',
  path: 'video/module/top',
  summary: '首页视频模块：编辑置顶的视频（最多 4 个）',
  input: v.object({}),
  output: v.array(videoItemSchema),
  example: {},
});

export const videoTop = endpoint({
  method: 'GET',
  path: 'video/top',
  summary: '视频页顶部的置顶视频（最多 5 个）；带 categoryId 时只取该分类',
  input: v.object({ categoryId: categoryIdSchema }),
  output: v.array(videoItemSchema),
  example: {},
  refusals: { categoryNotFound: categoryGone },
});

export const videoList = endpoint({
  method: 'GET',
  path: 'video/list',
  summary: '视频列表，新的在前，分页；带 categoryId 时只取该分类',
  input: v.object({ categoryId: categoryIdSchema, page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(videoItemSchema),
  example: { page: 1, pageSize: 10 },
  refusals: { categoryNotFound: categoryGone },
});

export const videoShow = endpoint({
  method: 'GET',
  path: 'video/show',
  summary: '视频详情：简介、分类、点赞与收藏（含本人状态）和相关视频；每次打开计一次播放',
  input: v.object({ id: idSchema }),
  output: videoDetailSchema,
  example: { id: 1 },
  refusals: { notFound: videoGone },
});

export const videoSearch = endpoint({
  method: 'GET',
  path: 'video/search',
  summary: '按标题搜索视频，新的在前，分页；附热门搜索词（与新闻搜索共用）。不带 keyword 时只返回热门搜索词',
  input: v.object({ keyword: v.optional(keywordSchema), page: pageSchema, pageSize: pageSizeSchema }),
  output: v.object({
    list: v.array(videoItemSchema),
    page: v.number(),
    pageSize: v.number(),
    total: v.number(),
    hasMore: v.boolean(),
    hotKeywords: v.array(v.string()),
  }),
  example: { keyword: '新能源', page: 1, pageSize: 10 },
});

/** Whose comments video-comment/create adds to: a video (default) or a live event. */
export const COMMENT_TARGETS = ['video', 'live'] as const;

export const videoCommentList = endpoint({
  method: 'GET',
  path: 'video-comment/list',
  summary: '视频的评论，新的在前，分页；本人待审核的评论也在其中（pending）',
  input: v.object({ id: idSchema, page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(commentSchema),
  example: { id: 1, page: 1, pageSize: 10 },
  refusals: { notFound: videoGone },
});

export const videoCommentCreate = endpoint({
  method: 'POST',
  path: 'video-comment/create',
  auth: 'required',
  summary: '评论视频，或 target 为 live 时在直播间发言（1–500 字，纯文本）；含敏感词的待审核；每位读者有频率限制',
  input: v.object({
    id: idSchema,
    content: commentTextSchema,
    target: v.optional(v.picklist(COMMENT_TARGETS, 'target 只能是 video 或 live'), 'video'),
  }),
  output: commentSchema,
  example: { id: 1, content: '画面很清楚，讲得也明白。' },
  refusals: { notFound: videoGone, liveNotFound: liveGone, liveEnded: { code: 409, msg: '直播已结束，不能再发言' }, tooFast: { code: 429, msg: '评论太频繁，请稍后再试' } },
});

export const videoCollectionCreate = endpoint({
  method: 'POST',
  path: 'video-collection/create',
  auth: 'required',
  summary: '收藏或取消收藏视频（collected 为想要的状态，重复提交不重复计数）',
  input: v.object({ id: idSchema, collected: v.optional(v.boolean('collected 格式不正确'), true) }),
  output: reactionsSchema,
  example: { id: 1, collected: true },
  refusals: { notFound: videoGone },
});

export const videoCollectionPraises = endpoint({
  method: 'POST',
  path: 'video-collection/praises',
  auth: 'required',
  summary: '点赞或取消点赞视频（praised 为想要的状态，重复提交不重复计数）',
  input: v.object({ id: idSchema, praised: v.optional(v.boolean('praised 格式不正确'), true) }),
  output: reactionsSchema,
  example: { id: 1, praised: true },
  refusals: { notFound: videoGone },
});

export const liveVideoShow = endpoint({
  method: 'GET',
  path: 'liveVideo/show',
  summary: '直播详情：未开始、直播中（HLS 直播流）或已结束（回放）',
  input: v.object({ id: idSchema }),
  output: liveVideoSchema,
  example: { id: 1 },
  refusals: { notFound: liveGone },
});

export const liveVideoCommentsList = endpoint({
  method: 'GET',
  path: 'liveVideoComments/list',
  summary: '直播间的发言，新的在前，分页；本人待审核的发言也在其中（pending）',
  input: v.object({ id: idSchema, page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(commentSchema),
  example: { id: 1, page: 1, pageSize: 10 },
  refusals: { notFound: liveGone },
});

/** The video and live calls (filed under "content" in contract.ts). */
export const videoApi = {
  categoryVideo,
  videoModuleTop,
  videoTop,
  videoList,
  videoShow,
  videoSearch,
  videoCommentList,
  videoCommentCreate,
  videoCollectionCreate,
  videoCollectionPraises,
  liveVideoShow,
  liveVideoCommentsList,
} as const;
