import type { AnyEndpoint } from '@shqcb/api/contract';
import { newsSearch } from '@shqcb/api/contract/engagement';

/**
 * One tab of the search screen: its route, its label, the paged search call (input `{ keyword?,
 * page, pageSize }`, answer a page of items with `id`, `title` and optionally `excerpt`, plus
 * `hotKeywords`) and where a hit opens. The video tab is one more line here once video/search
 * exists (issue 12 part A):
 *   { path: '/search-video', label: '视频', endpoint: videoSearch, open: (id) => `/video-detail/${id}` },
 */
export interface SearchKind {
  path: string;
  label: string;
  endpoint: AnyEndpoint;
  open: (id: number) => string;
}

export const SEARCH_KINDS: readonly SearchKind[] = [{ path: '/search-news', label: '新闻', endpoint: newsSearch, open: (id) => `/text-detail/${id}` }];

/** The tab of a route; a route without its own tab yet (/search-video before video/search) shows the first. */
export function searchKindOf(pathname: string): SearchKind {
  return SEARCH_KINDS.find((kind) => kind.path === pathname) ?? (SEARCH_KINDS[0] as SearchKind);
}
