import { HOME_TAB_ID, newsIndex, newsShow } from '../contract/content.ts';
import type { contentApi } from '../contract/content.ts';
import { advertisements, audioItems, breakingNews, makeNewsDetail, newsItems, newsOfCategory, paginate, pinnedNews, tabs } from './demoData.ts';
import { MockRefusal } from './endpointHandler.ts';
import type { GroupMocks } from './mockTypes.ts';

const TOP_COUNT = 5;
/** A tab id the demo seed has none of. */
const UNKNOWN_TAB = 999;

/** Every list of a tab refuses an unknown tab with the same words. */
function knownTab(categoryId: number): void {
  if (!tabs.some((tab) => tab.id === categoryId)) throw new MockRefusal(newsIndex.refusals.tabNotFound);
}

/** Five most viewed news of a tab. */
function mostViewed(categoryId: number) {
  return [...newsOfCategory(categoryId)].sort((a, b) => b.views - a.views).slice(0, TOP_COUNT);
}

/** SPEC §7 "Content", answered from the recorded demo seed. */
export const contentMocks: GroupMocks<typeof contentApi> = {
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
  newsSearch: {
    answer: ({ input }) => paginate(newsItems.filter((item) => item.title.toLowerCase().includes(input.keyword.toLowerCase())), input.page, input.pageSize),
  },
};
