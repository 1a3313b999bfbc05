import type { AnyEndpoint } from '@shqcb/api/contract';
import { newsSearch } from '@shqcb/api/contract/engagement';
import { videoSearch } from '@shqcb/api/contract/video';

/**
 * One tab of the search screen: its route, its label, the paged search call (input `{ keyword?,
 * page, pageSize }`, answer a page of items with `id`, `title` and optionally `excerpt`, plus
 * `hotKeywords`) and where a hit opens.
 */
export interface SearchKind {
  path: string;
  label: string;
  endpoint: AnyEndpoint;
  open: (id: number) => string;
}

export const SEARCH_KINDS: readonly SearchKind[] = [
  { path: '/search-news', label: '新闻', endpoint: newsSearch, open: (id) => `/text-detail/${id}` },
  { path: '/search-video', label: '视频', endpoint: videoSearch, open: (id) => `/video-detail/${id}` },
];

/** The tab of a route (the first for a route without its own). */
export function searchKindOf(pathname: string): SearchKind {
  return SEARCH_KINDS.find((kind) => kind.path === pathname) ?? (SEARCH_KINDS[0] as SearchKind);
}
