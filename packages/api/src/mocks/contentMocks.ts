import { HOME_TAB_ID, newsIndex, newsShow } from '../contract/content.ts';
import type { engagementApi } from '../contract/engagement.ts';
import { categoryClassificationList, newsCommentList, specialTopicList } from '../contract/engagement.ts';
import type { contentApi } from '../contract/content.ts';
import type { videoApi } from '../contract/video.ts';
import {
  HOT_KEYWORDS,
  MOCK_SENSITIVE_WORDS,
  advertisements,
  audioItems,
  breakingNews,
  categories,
  commentsOf,
  makeComment,
  makeNewsDetail,
  newsItems,
  newsOfCategory,
  paginate,
  pinnedNews,
  reactionsOfNews,
  specialTopics,
  tabs,
} from './demoData.ts';
import { MockRefusal } from './endpointHandler.ts';
import type { GroupMocks } from './mockTypes.ts';
import { videoMocks } from './videoMocks.ts';

const TOP_COUNT = 5;
/** A tab id the demo seed has none of. */
const UNKNOWN_TAB = 999;

/** Every list of a tab refuses an unknown tab with the same words. */
function knownTab(categoryId: number): void {
  if (!tabs.some((tab) => tab.id === categoryId)) throw new MockRefusal(newsIndex.refusals.tabNotFound);
}

/** Comments and reactions refuse an unknown news item with the same words. */
function knownNews(id: number): void {
  if (!newsItems.some((item) => item.id === id)) throw new MockRefusal(newsCommentList.refusals.notFound);
}

/** Five most viewed news of a tab. */
function mostViewed(categoryId: number) {
  return [...newsOfCategory(categoryId)].sort((a, b) => b.views - a.views).slice(0, TOP_COUNT);
}

/** SPEC §7 "Content", answered from the recorded demo seed. */
export const contentMocks: GroupMocks<typeof contentApi & typeof engagementApi & typeof videoApi> = {
  titleList: { answer: () => tabs },
  breakingNewsList: { answer: () => breakingNews },
  newsTop: {
    answer: ({ input }) => {
      knownTab(input.categoryId);
      return input.categoryId === HOME_TAB_ID ? pinnedNews : newsOfCategory(input.categoryId).slice(0, TOP_COUNT);
    },
    refusing: { tabNotFound: { categoryId: UNKNOWN_TAB } },
  },
  newsIndex: {
    answer: ({ input }) => {
      knownTab(input.categoryId);
      return paginate(newsOfCategory(input.categoryId), input.page, input.pageSize);
    },
    refusing: { tabNotFound: { categoryId: UNKNOWN_TAB } },
  },
  contentListTop5: {
    answer: ({ input }) => {
      knownTab(input.categoryId);
      return mostViewed(input.categoryId);
    },
    refusing: { tabNotFound: { categoryId: UNKNOWN_TAB } },
  },
  contentListOther: {
    answer: ({ input }) => {
      knownTab(input.categoryId);
      const top = new Set(mostViewed(input.categoryId).map((item) => item.id));
      return paginate(
        newsOfCategory(input.categoryId).filter((item) => !top.has(item.id)),
        input.page,
        input.pageSize,
      );
    },
    refusing: { tabNotFound: { categoryId: UNKNOWN_TAB } },
  },
  newsShow: {
    answer: ({ input }) => {
      if (!newsItems.some((item) => item.id === input.id)) throw new MockRefusal(newsShow.refusals.notFound);
      return makeNewsDetail({ id: input.id });
    },
    refusing: { notFound: { id: 99_999 } },
  },
  advertisingList: { answer: ({ input }) => advertisements.filter((ad) => ad.position === input.position) },
  contentList: { answer: ({ input }) => paginate(audioItems, input.page, input.pageSize) },
  // --- Issue 12 part B ---
  newsSearch: {
    answer: ({ input }) => {
      const keyword = input.keyword?.toLowerCase().replace(/\s+/g, '');
      const found = keyword ? newsItems.filter((item) => item.title.toLowerCase().replace(/\s+/g, '').includes(keyword)) : [];
      return { ...paginate(found.map((item) => ({ ...item, excerpt: item.title })), input.page, input.pageSize), hotKeywords: HOT_KEYWORDS };
    },
  },
  newsCommentList: {
    answer: ({ input }) => {
      knownNews(input.id);
      return paginate(commentsOf(input.id), input.page, input.pageSize);
    },
    refusing: { notFound: { id: 99_999 } },
  },
  newsCommentCreate: {
    answer: ({ input }) => {
      knownNews(input.id);
      return makeComment({ id: 10_000 + input.id, content: input.content, mine: true, pending: MOCK_SENSITIVE_WORDS.some((word) => input.content.includes(word)) });
    },
    refusing: { notFound: { id: 99_999, content: '好' } },
  },
  newsCollectionCreate: {
    answer: ({ input }) => {
      knownNews(input.id);
      return { ...reactionsOfNews(input.id), collected: input.collected, collects: reactionsOfNews(input.id).collects + (input.collected ? 1 : 0) };
    },
    refusing: { notFound: { id: 99_999 } },
  },
  newsCollectionPraises: {
    answer: ({ input }) => {
      knownNews(input.id);
      return { ...reactionsOfNews(input.id), praised: input.praised, praises: reactionsOfNews(input.id).praises + (input.praised ? 1 : 0) };
    },
    refusing: { notFound: { id: 99_999 } },
  },
  newsCollectionShow: {
    answer: ({ input }) => paginate(newsItems.slice(0, 3).map((item) => ({ ...item, kind: 'news' as const, collectedAt: item.time })), input.page, input.pageSize),
  },
  specialTopicList: {
    answer: ({ input }) => {
      if (input.id === undefined) return specialTopics;
      const topic = specialTopics.find((candidate) => candidate.id === input.id);
      if (!topic) throw new MockRefusal(specialTopicList.refusals.notFound);
      return [topic];
    },
    refusing: { notFound: { id: 99_999 } },
  },
  categoryIndex: { answer: () => categories },
  categoryClassificationList: {
    answer: ({ input }) => {
      if (!categories.some((category) => category.id === input.categoryId)) throw new MockRefusal(categoryClassificationList.refusals.tabNotFound);
      return paginate(newsOfCategory(input.categoryId), input.page, input.pageSize);
    },
    refusing: { tabNotFound: { categoryId: HOME_TAB_ID } },
  },
  // --- end issue 12 part B ---
  ...videoMocks,
};
