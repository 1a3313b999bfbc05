import { and, asc, eq, lte } from 'drizzle-orm';
import type { engagementApi } from '@shqcb/api/contract/engagement';
import type { videoApi } from '@shqcb/api/contract/video';
import { type contentApi } from '@shqcb/api/contract/content';
import { categoryClassificationList } from '@shqcb/api/contract/engagement';
import type { AppDeps } from '../AppDeps.ts';
import { advertising, breakingNews, categories, news } from '../db/schema.ts';
import { ApiError } from '../http/ApiError.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { shared } from '../http/sharedAnswer.ts';
import { toPage } from '../http/toPage.ts';
import { listAudio } from '../modules/content/listAudio.ts';
import { listMostViewed, listPage, listPinned } from '../modules/content/newsLists.ts';
import { resolveTab } from '../modules/content/resolveTab.ts';
import { showNews } from '../modules/content/showNews.ts';
import { listComments, postComment } from '../modules/comments/comments.ts';
import { listFavourites, setReaction } from '../modules/reactions/reactions.ts';
import { countSearch, hotKeywords, searchNews } from '../modules/search/searchNews.ts';
import { listCategories, listSpecialTopics } from '../modules/topics/specialTopics.ts';
import { videoHandlers } from './videoHandlers.ts';

const BREAKING_LIMIT = 10;

/**
 * SPEC §7 "Content": tabs, marquee, lists, detail and advertisements; audio items. The first
 * screens' lists are `shared`: the same for every reader, cached per content version (decision 0049).
 */
export function contentHandlers(deps: AppDeps): GroupHandlers<typeof contentApi & typeof engagementApi & typeof videoApi> {
  const { db, clock } = deps;
  return {
    titleList: shared(() =>
      db
        .select({ id: categories.id, name: categories.name, icon: categories.icon, isRed: categories.isRed, isBold: categories.isBold })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id)),
    ),

    // `id` is the news item the headline opens, so the reader can link to /text-detail/:id.
    breakingNewsList: shared(() =>
      db
        .select({ id: breakingNews.newsId, title: breakingNews.title })
        .from(breakingNews)
        .innerJoin(news, eq(news.id, breakingNews.newsId))
        .where(lte(news.publishedAt, clock.now()))
        .orderBy(asc(breakingNews.sortOrder), asc(breakingNews.id))
        .limit(BREAKING_LIMIT),
    ),

    newsTop: shared(async ({ categoryId }) => listPinned(db, await resolveTab(db, categoryId), clock.now())),

    newsIndex: shared(async ({ categoryId, page, pageSize }) => listPage(db, await resolveTab(db, categoryId), clock.now(), { page, pageSize })),

    contentListTop5: shared(async ({ categoryId }) => listMostViewed(db, await resolveTab(db, categoryId), clock.now())),

    contentListOther: shared(async ({ categoryId, page, pageSize }) => {
      const tab = await resolveTab(db, categoryId);
      const now = clock.now();
      const top = await listMostViewed(db, tab, now);
      return listPage(db, tab, now, { page, pageSize }, top.map((item) => item.id));
    }),

    newsShow: async ({ id }, request) => showNews(db, id, clock.now(), await request.viewerId(), deps.sharedAnswers),

    advertisingList: shared(({ position }) =>
      db
        .select({ id: advertising.id, title: advertising.title, image: advertising.image, link: advertising.link, position: advertising.position })
        .from(advertising)
        .where(and(eq(advertising.position, position), eq(advertising.active, true)))
        .orderBy(asc(advertising.sortOrder), asc(advertising.id)),
    ),

    // `type` has a single value (audio) so far; the contract refuses any other.
    contentList: ({ page, pageSize }) => listAudio(db, clock.now(), { page, pageSize }),

    // --- Issue 12 part B ---
    // Full-text by bigrams (decision 17). Without a keyword the answer carries only the hot keywords
    // (the search screen's first view); a first page that found something counts towards them.
    newsSearch: async ({ keyword, page, pageSize }) => {
      const now = clock.now();
      const found = keyword === undefined ? toPage([], { page, pageSize }, 0) : await searchNews(db, keyword, now, { page, pageSize });
      if (keyword !== undefined && page === 1 && found.total > 0) await countSearch(db, keyword, deps.config.comments.sensitiveWords, now);
      return { ...found, hotKeywords: await hotKeywords(db, now) };
    },
    newsCommentList: async ({ id, page, pageSize }, request) => listComments(db, id, await request.viewerId(), clock.now(), { page, pageSize }),
    newsCommentCreate: async ({ id, content }, request) => postComment(db, deps.config.comments, await request.userId(), id, content, clock.now()),
    newsCollectionCreate: async ({ id, collected }, request) => setReaction(db, await request.userId(), id, 'collect', collected, clock.now()),
    newsCollectionPraises: async ({ id, praised }, request) => setReaction(db, await request.userId(), id, 'praise', praised, clock.now()),
    newsCollectionShow: async ({ page, pageSize }, request) => listFavourites(db, await request.userId(), clock.now(), { page, pageSize }),
    specialTopicList: ({ id }) => listSpecialTopics(db, clock.now(), id),
    categoryIndex: () => listCategories(db, clock.now()),
    categoryClassificationList: async ({ categoryId, page, pageSize }) => {
      const tab = await resolveTab(db, categoryId);
      // The aggregate 推荐 tab is not a category of its own.
      if (tab.isAggregate) throw ApiError.of(categoryClassificationList.refusals.tabNotFound);
      return listPage(db, tab, clock.now(), { page, pageSize });
    },
    // --- end issue 12 part B ---
    ...videoHandlers(deps),
  };
}
