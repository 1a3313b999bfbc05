import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnyEndpoint, InputOf, OutputOf } from '../contract/index.ts';
import { apiQueryClient } from './apiQueryClient.ts';
import { apiQueryOptions } from './apiQueryOptions.ts';
import type { QueryCallOptions } from './apiQueryOptions.ts';

export interface UseApiQueryOptions extends QueryCallOptions {
  /** `false` waits (no request): e.g. a profile call without a token, or an id that is not valid. */
  enabled?: boolean;
}

/**
 * The answer of one call, cached by endpoint and input. A screen shown again (keep-alive, or back
 * from another screen) shows the cached answer at once and asks again only when it is older than a
 * minute; `refetch()` asks again now (a 重试 button). Errors have already been toasted by the client
 * unless `silent`.
 *
 * @example
 * const detail = useApiQuery(newsShow, { id }, { enabled: validId });
 * if (detail.isPending) return <Spinner />;
 */
export function useApiQuery<E extends AnyEndpoint>(
  endpoint: E,
  input?: InputOf<E>,
  { enabled = true, ...call }: UseApiQueryOptions = {},
): UseQueryResult<OutputOf<E>> {
  return useQuery({ ...apiQueryOptions(endpoint, input, call), enabled }, apiQueryClient);
}
