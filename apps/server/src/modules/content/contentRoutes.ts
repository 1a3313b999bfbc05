import { and, asc, eq, lte } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import { advertising, breakingNews, categories, news } from '../../db/schema.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { listAudio } from './listAudio.ts';
import { listMostViewed, listPage, listPinned } from './newsLists.ts';
import { resolveTab } from './resolveTab.ts';
import { showNews } from './showNews.ts';

const BREAKING_LIMIT = 10;

/** The home screen's calls: tabs, marquee, lists, detail and advertisements; audio items. */
export function contentRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  const { db, clock } = deps;

  endpointRoute(api, 'titleList', () =>
    db
      .select({ id: categories.id, name: categories.name, icon: categories.icon, isRed: categories.isRed, isBold: categories.isBold })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
  );

  // `id` is the news item the headline opens, so the reader can link to /text-detail/:id.
  endpointRoute(api, 'breakingNewsList', () =>
    db
      .select({ id: breakingNews.newsId, title: breakingNews.title })
      .from(breakingNews)
      .innerJoin(news, eq(news.id, breakingNews.newsId))
      .where(lte(news.publishedAt, clock.now()))
      .orderBy(asc(breakingNews.sortOrder), asc(breakingNews.id))
      .limit(BREAKING_LIMIT),
  );

  endpointRoute(api, 'newsTop', async ({ categoryId }) => listPinned(db, await resolveTab(db, categoryId), clock.now()));

  endpointRoute(api, 'newsIndex', async ({ categoryId, page, pageSize }) =>
    listPage(db, await resolveTab(db, categoryId), clock.now(), { page, pageSize }),
  );

  endpointRoute(api, 'contentListTop5', async ({ categoryId }) =>
    listMostViewed(db, await resolveTab(db, categoryId), clock.now()),
  );

  endpointRoute(api, 'contentListOther', async ({ categoryId, page, pageSize }) => {
    const tab = await resolveTab(db, categoryId);
    const now = clock.now();
    const top = await listMostViewed(db, tab, now);
    return listPage(db, tab, now, { page, pageSize }, top.map((item) => item.id));
  });

  endpointRoute(api, 'newsShow', ({ id }) => showNews(db, id, clock.now()));

  // `type` has a single value (audio) so far; the contract refuses any other.
  endpointRoute(api, 'contentList', ({ page, pageSize }) => listAudio(db, clock.now(), { page, pageSize }));

  endpointRoute(api, 'advertisingList', ({ position }) =>
    db
      .select({ id: advertising.id, title: advertising.title, image: advertising.image, link: advertising.link, position: advertising.position })
      .from(advertising)
      .where(and(eq(advertising.position, position), eq(advertising.active, true)))
      .orderBy(asc(advertising.sortOrder), asc(advertising.id)),
  );
}
