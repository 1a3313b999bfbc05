import { and, asc, count, desc, eq, ilike, lte } from 'drizzle-orm';
import type { contentApi } from '@shqcb/api/contract/content';
import type { AppDeps } from '../AppDeps.ts';
import { advertising, breakingNews, categories, news } from '../db/schema.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { toPage } from '../http/toPage.ts';
import { listAudio } from '../modules/content/listAudio.ts';
import { listMostViewed, listPage, listPinned } from '../modules/content/newsLists.ts';
import { resolveTab } from '../modules/content/resolveTab.ts';
import { showNews } from '../modules/content/showNews.ts';
import { newsItemColumns, toNewsItem } from '../modules/content/toNewsItem.ts';

const BREAKING_LIMIT = 10;

/** SPEC §7 "Content": tabs, marquee, lists, detail and advertisements; audio items. */
export function contentHandlers(deps: AppDeps): GroupHandlers<typeof contentApi> {
  const { db, clock } = deps;
  return {
    titleList: () =>
      db
        .select({ id: categories.id, name: categories.name, icon: categories.icon, isRed: categories.isRed, isBold: categories.isBold })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id)),

    // `id` is the news item the headline opens, so the reader can link to /text-detail/:id.
    breakingNewsList: () =>
      db
        .select({ id: breakingNews.newsId, title: breakingNews.title })
        .from(breakingNews)
        .innerJoin(news, eq(news.id, breakingNews.newsId))
        .where(lte(news.publishedAt, clock.now()))
        .orderBy(asc(breakingNews.sortOrder), asc(breakingNews.id))
        .limit(BREAKING_LIMIT),

    newsTop: async ({ categoryId }) => listPinned(db, await resolveTab(db, categoryId), clock.now()),

    newsIndex: async ({ categoryId, page, pageSize }) => listPage(db, await resolveTab(db, categoryId), clock.now(), { page, pageSize }),

    contentListTop5: async ({ categoryId }) => listMostViewed(db, await resolveTab(db, categoryId), clock.now()),

    contentListOther: async ({ categoryId, page, pageSize }) => {
      const tab = await resolveTab(db, categoryId);
      const now = clock.now();
      const top = await listMostViewed(db, tab, now);
      return listPage(db, tab, now, { page, pageSize }, top.map((item) => item.id));
    },

    newsShow: ({ id }) => showNews(db, id, clock.now()),

    advertisingList: ({ position }) =>
      db
        .select({ id: advertising.id, title: advertising.title, image: advertising.image, link: advertising.link, position: advertising.position })
        .from(advertising)
        .where(and(eq(advertising.position, position), eq(advertising.active, true)))
        .orderBy(asc(advertising.sortOrder), asc(advertising.id)),

    // `type` has a single value (audio) so far; the contract refuses any other.
    contentList: ({ page, pageSize }) => listAudio(db, clock.now(), { page, pageSize }),

    // Titles containing the keyword as typed (% and _ are letters here, not wildcards), newest first.
    newsSearch: async ({ keyword, page, pageSize }) => {
      const where = and(lte(news.publishedAt, clock.now()), ilike(news.title, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`));
      const [rows, [total]] = await Promise.all([
        db.select(newsItemColumns).from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return toPage(rows.map(toNewsItem), { page, pageSize }, total?.n ?? 0);
    },
  };
}
