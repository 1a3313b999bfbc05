import type { Page } from '@shqcb/api/contract';

/** Which page of a list a call asks for (1-based), as the contract's page inputs parse it. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * The page envelope of every paged call: `{ list, page, pageSize, total, hasMore }`, `hasMore`
 * false on the last page.
 *
 * @example
 * return toPage(rows.map(toNewsItem), { page, pageSize }, total);
 */
export function toPage<T>(list: T[], { page, pageSize }: PageRequest, total: number): Page<T> {
  return { list, page, pageSize, total, hasMore: page * pageSize < total };
}
