import { HOME_TAB_ID } from '../contract/content.ts';
import type { Advertising, AudioItem, BreakingNews, NewsDetail, NewsItem, Reactions, TabItem } from '../contract/content.ts';
import type { Category, Comment, SpecialTopic } from '../contract/engagement.ts';
import type { Page } from '../contract/index.ts';
import type { UserProfile } from '../contract/user.ts';
import type { LiveVideo, VideoCategory, VideoDetail, VideoItem } from '../contract/video.ts';
import { demoAnswers, type DemoAnswers } from './recorded/demoAnswers.ts';

/** The picture captcha the mocks issue (the contract's example answers it). */
export const MOCK_CAPTCHA = { id: 'mock-captcha-0000000001', text: 'K7Pm' } as const;
/** The phone the mock `login` accepts, with {@link MOCK_SMS_CODE}; the recorded profile is this reader's. */
export const MOCK_PHONE = '13800138000';
/** The SMS code the mock `login` accepts. */
export const MOCK_SMS_CODE = '123456';
/** The token the mock logins issue. Any non-empty token passes the mocks' auth check. */
export const MOCK_TOKEN = 'mock-token-0000000000000000000000000000000000';
/** A WeChat authorisation code the mock wxLogin answers with type 'register' (others log in). */
export const MOCK_WX_REGISTER_CODE = 'mock-register-code';
/** A `state` the mock wxLogin treats as spent or foreign, as the server treats any state it did not issue. */
export const MOCK_STALE_STATE = 'stale-state';

/** The index tab strip, 推荐 (307) first: recorded from the reference server's demo seed. */
export const tabs: TabItem[] = demoAnswers.tabs;
/** Headlines of the marquee. */
export const breakingNews: BreakingNews[] = demoAnswers.breaking;
/** The newest news of all channels, newest first. */
export const newsItems: NewsItem[] = demoAnswers.news;
/** The pinned news of the 推荐 tab. */
export const pinnedNews: NewsItem[] = demoAnswers.pinned;
/** Every advertisement, of all slots. */
export const advertisements: Advertising[] = demoAnswers.ads;
/** Podcast episodes and audio items, newest first. */
export const audioItems: AudioItem[] = demoAnswers.audio;

/** The news of a tab: all of them for 推荐, else the tab's own category. */
export function newsOfCategory(categoryId: number): NewsItem[] {
  return categoryId === HOME_TAB_ID ? newsItems : newsItems.filter((item) => item.categoryId === categoryId);
}

/** One page of `items` (page is 1-based), in the server's page envelope. */
export function paginate<T>(items: readonly T[], page = 1, pageSize = 10): Page<T> {
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), page, pageSize, total: items.length, hasMore: start + pageSize < items.length };
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('@shqcb/api/mocks: no recorded items');
  return item;
}

/** A news list item: a recorded one (by position), with overrides. */
export function makeNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  const base = newsItems.find((item) => item.id === overrides.id) ?? pick(newsItems, (overrides.id ?? 1) - 1);
  return { ...base, ...overrides };
}

/** A news detail: a recorded one (its content is the server's sanitised HTML), with the list fields of `id`. */
export function makeNewsDetail(overrides: Partial<NewsDetail> = {}): NewsDetail {
  const recorded = demoAnswers.details.find((detail) => detail.id === overrides.id) ?? pick(demoAnswers.details, 0);
  const item = makeNewsItem({ id: overrides.id ?? recorded.id });
  const tab = tabs.find((candidate) => candidate.id === item.categoryId);
  return { ...recorded, ...item, categoryName: tab?.name ?? recorded.categoryName, ...overrides };
}

export function makeTab(overrides: Partial<TabItem> = {}): TabItem {
  return { ...pick(tabs, 1), ...overrides };
}

export function makeBreakingNews(overrides: Partial<BreakingNews> = {}): BreakingNews {
  return { ...pick(breakingNews, 0), ...overrides };
}

export function makeAdvertising(overrides: Partial<Advertising> = {}): Advertising {
  return { ...pick(advertisements, 0), ...overrides };
}

/** An audio item: a recorded one (by position), with overrides. */
export function makeAudioItem(overrides: Partial<AudioItem> = {}): AudioItem {
  const base = audioItems.find((item) => item.id === overrides.id) ?? pick(audioItems, (overrides.id ?? 1) - 1);
  return { ...base, ...overrides };
}

/** The signed-in reader's profile, as recorded for {@link MOCK_PHONE}. */
export function makeUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return { ...demoAnswers.profile, ...overrides };
}

// --- Issue 12 part B: comments, reactions, hot keywords, special topics, categories ---

/** Hot keywords of news/search, as recorded. */
export const HOT_KEYWORDS: string[] = demoAnswers.hotKeywords;
/** Words that make a mock comment pending (the server's list is configurable; see its config). */
export const MOCK_SENSITIVE_WORDS = ['加微信', '刷单'];
/** The special topics with their news. */
export const specialTopics: SpecialTopic[] = demoAnswers.topics;
/** The news categories of category/index. */
export const categories: Category[] = demoAnswers.categories;

/** The recorded comments of a news item (those of the recorded details; none for others). */
export function commentsOf(newsId: number): Comment[] {
  return demoAnswers.comments[String(newsId)] ?? [];
}

/** A comment: the first recorded one, with overrides. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  const base = Object.values(demoAnswers.comments).flat()[0] ?? { id: 1, nickname: '读者', avatar: '', content: '', time: new Date(0).toISOString(), pending: false, mine: false };
  return { ...base, ...overrides };
}

/** Likes and favourites of a news item as recorded with its detail (zero for the others). */
export function reactionsOfNews(newsId: number): Reactions {
  return demoAnswers.details.find((detail) => detail.id === newsId)?.reactions ?? { praises: 0, collects: 0, praised: false, collected: false };
}

/** The e-paper issues of dateList, as recorded (dates relative to the recording day). */
export const epaperIssues: DemoAnswers['epaper'] = demoAnswers.epaper;

// --- Issue 12 part A: videos and live events ---

/** The video categories of category/video. */
export const videoCategories: VideoCategory[] = demoAnswers.videoCategories;
/** Every published video, newest first. */
export const videoItems: VideoItem[] = demoAnswers.videos;
/** The pinned videos of video/top (all categories) and of the home module. */
export const pinnedVideos: VideoItem[] = demoAnswers.videoTop;
export const moduleVideos: VideoItem[] = demoAnswers.videoModule;
/** The live events, by id. */
export const liveVideos: LiveVideo[] = demoAnswers.lives;

/** A video detail: a recorded one (by id, else the first) with the list fields of `id`. */
export function makeVideoDetail(overrides: Partial<VideoDetail> = {}): VideoDetail {
  const recorded = demoAnswers.videoDetails.find((detail) => detail.id === overrides.id) ?? pick(demoAnswers.videoDetails, 0);
  const item = videoItems.find((candidate) => candidate.id === (overrides.id ?? recorded.id)) ?? recorded;
  const category = videoCategories.find((candidate) => candidate.id === item.categoryId);
  const related = videoItems.filter((candidate) => candidate.categoryId === item.categoryId && candidate.id !== item.id).slice(0, recorded.related.length);
  return { ...recorded, ...item, categoryName: category?.name ?? recorded.categoryName, related, ...overrides };
}

/** The recorded comments of a video (those of the recorded details; none for others). */
export function commentsOfVideo(videoId: number): Comment[] {
  return demoAnswers.videoComments[String(videoId)] ?? [];
}

/** The recorded remarks of a live event. */
export function commentsOfLive(liveId: number): Comment[] {
  return demoAnswers.liveComments[String(liveId)] ?? [];
}

/** Likes and favourites of a video as recorded with its detail (zero for the others). */
export function reactionsOfVideo(videoId: number): Reactions {
  return demoAnswers.videoDetails.find((detail) => detail.id === videoId)?.reactions ?? { praises: 0, collects: 0, praised: false, collected: false };
}
