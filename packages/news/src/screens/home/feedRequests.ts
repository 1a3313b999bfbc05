import { HOME_TAB_ID, advertisingList, breakingNewsList, contentListOther, contentListTop5, newsIndex, newsTop, titleList } from '@shqcb/api/contract/content';
import { prefetchApi, prefetchApiList } from '@shqcb/api/query';
import type { RouteTarget } from '@shqcb/bridge';

/** The channel a home address shows: `?id=<channel>`, 307 (推荐) by default. */
export function tabIdOf(search: URLSearchParams): number {
  return Number(search.get('id')) || HOME_TAB_ID;
}

/**
 * The calls of one channel's feed: the home channel (307) has its featured news (news/top) and the
 * full list (news/index); every other channel its top five and the rest (SPEC §7 contentListTop5,
 * contentListOther). The screen and the prefetch both ask through this, so they ask the same.
 */
export function feedCalls(tabId: number) {
  const input = { categoryId: tabId };
  return tabId === HOME_TAB_ID ? ({ top: newsTop, list: newsIndex, input } as const) : ({ top: contentListTop5, list: contentListOther, input } as const);
}

/** The advertisement slot of the home feed (SPEC §7 advertising/list). */
export const HOME_AD_INPUT = { position: 'home-list' } as const;

/**
 * The home screen's first requests, started by the shell while the screen's code downloads (and by
 * the server before it renders the first view, decision 0051); the screen's queries then find
 * these answers in the cache. Everything the first view shows is here, so a server-rendered home
 * shows no loading state and the reader's phone asks nothing at first.
 */
export function prefetchHome({ search }: RouteTarget): void {
  const { top, list, input } = feedCalls(tabIdOf(search));
  prefetchApi(titleList);
  prefetchApi(breakingNewsList);
  prefetchApi(top, input);
  prefetchApiList(list, input);
  prefetchApi(advertisingList, HOME_AD_INPUT);
}
