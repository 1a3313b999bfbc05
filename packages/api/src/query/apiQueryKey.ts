import type { AnyEndpoint, InputOf } from '../contract/index.ts';

/** What a list key holds after the input, so a list never shares a cache entry with a single page. */
export const LIST_KEY = 'pages';

/**
 * The cache key of a call: the endpoint's path, then its input. Keys are hierarchical, so
 * `[endpoint.path]` addresses every cached answer of an endpoint (single answers and lists).
 *
 * @example
 * apiQueryKey(newsShow, { id: 12 }); // ['news/show', { id: 12 }]
 */
export function apiQueryKey<E extends AnyEndpoint>(endpoint: E, input?: InputOf<E>): readonly [string, object] {
  return [endpoint.path, (input ?? {}) as object];
}

/** The cache key of a paged list of a call (input without page). */
export function apiListKey<E extends AnyEndpoint>(endpoint: E, input?: object): readonly [string, object, typeof LIST_KEY] {
  return [endpoint.path, input ?? {}, LIST_KEY];
}
