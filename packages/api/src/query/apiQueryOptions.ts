import { queryOptions } from '@tanstack/react-query';
import type { CallArgs, CallOptions } from '../createApiClient.ts';
import type { AnyEndpoint, InputOf, OutputOf } from '../contract/index.ts';
import { apiCall } from '../defaultClient.ts';
import { apiQueryKey } from './apiQueryKey.ts';

/** Call options a query may set; the signal is the query's own. */
export type QueryCallOptions = Pick<CallOptions, 'silent' | 'loading'>;

/** What a query remembers about how its failures are shown (read by the cache's error handler). */
export interface ApiQueryMeta extends Record<string, unknown> {
  /** `false`: the screen shows the failure itself (or not at all); no toast. */
  toast: boolean;
  /**
   * The answer may differ for a signed-in reader (the endpoint is not `sameForEveryReader`): a page
   * the server rendered for a visitor asks it again for a reader (`refreshApiCache`). Carried
   * with the page's answers, since the server-rendered page's queries bring their meta along.
   */
  personal: boolean;
}

/** The meta of a query of `endpoint`. */
export function queryMeta(endpoint: AnyEndpoint, call: QueryCallOptions): ApiQueryMeta {
  return { toast: !call.silent, personal: endpoint.sameForEveryReader !== true };
}

/**
 * The call options of a query. Queries call silently and the cache toasts a failure only when a
 * screen is showing that query (`apiQueryClient`): a prefetch that fails while nobody looks says
 * nothing, and a screen that joins it before it fails still tells the reader.
 */
export function queryCall(call: QueryCallOptions, signal: AbortSignal): CallOptions {
  return { ...call, silent: true, signal };
}

/**
 * The query of one call: its key and a function that calls it on the configured client with the
 * query's abort signal (a screen that goes away, or a newer input, cancels the request).
 */
export function apiQueryOptions<E extends AnyEndpoint>(endpoint: E, input?: InputOf<E>, call: QueryCallOptions = {}) {
  return queryOptions({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: ({ signal }) => apiCall(endpoint, ...([input, queryCall(call, signal)] as CallArgs<E>)) as Promise<OutputOf<E>>,
    meta: queryMeta(endpoint, call),
  });
}
