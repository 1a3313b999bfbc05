import { prefetch } from '@shqcb/api';
import { HOME_TAB_ID } from '@shqcb/api/contract';

/** Items per page of a channel list. */
export const PAGE_SIZE = 10;

/** The channel a home address shows: `?id=<channel>`, 307 (推荐) by default. */
export function tabIdOf(search: URLSearchParams): number {
  return Number(search.get('id')) || HOME_TAB_ID;
}

/** Input of a channel's featured-news call (news/top or contentListTop5). */
export function topInput(tabId: number) {
  return { categoryId: tabId };
}

/** Input of one page of a channel's list (news/index or contentListOther). */
export function pageInput(tabId: number, page: number) {
  return { categoryId: tabId, page, pageSize: PAGE_SIZE };
}

/**
 * The home screen's first requests, started by the shell while the screen's code downloads. Inputs
 * come from the same helpers the screen uses, so the screen's calls find these answers.
 */
export function prefetchHome(search: URLSearchParams): void {
  const tabId = tabIdOf(search);
  const home = tabId === HOME_TAB_ID;
  prefetch('titleList');
  prefetch(home ? 'newsTop' : 'contentListTop5', topInput(tabId));
  prefetch(home ? 'newsIndex' : 'contentListOther', pageInput(tabId, 1));
}
