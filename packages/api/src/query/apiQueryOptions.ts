import { queryOptions } from '@tanstack/react-query';
import type { CallArgs, CallOptions } from '../createApiClient.ts';
import type { AnyEndpoint, InputOf, OutputOf } from '../contract/index.ts';
import { apiCall } from '../defaultClient.ts';
import { apiQueryKey } from './apiQueryKey.ts';

/** Call options a query may set; the signal is the query's own. */
export type QueryCallOptions = Pick<CallOptions, 'silent' | 'loading'>;

/**
 * The query of one call: its key and a function that calls it on the configured client with the
 * query's abort signal (a screen that goes away, or a newer input, cancels the request).
 */
export function apiQueryOptions<E extends AnyEndpoint>(endpoint: E, input?: InputOf<E>, call: QueryCallOptions = {}) {
  return queryOptions({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: ({ signal }) => apiCall(endpoint, ...([input, { ...call, signal }] as CallArgs<E>)) as Promise<OutputOf<E>>,
  });
}
