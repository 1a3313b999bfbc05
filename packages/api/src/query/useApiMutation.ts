import { useMutation } from '@tanstack/react-query';
import type { QueryClient, QueryKey, UseMutationResult } from '@tanstack/react-query';
import type { CallArgs, CallOptions } from '../createApiClient.ts';
import type { AnyEndpoint, InputOf, OutputOf } from '../contract/index.ts';
import { apiCall } from '../defaultClient.ts';
import { apiQueryClient } from './apiQueryClient.ts';

/**
 * A change the screen shows before the server confirms it: which cached answer to change and how.
 * Any number of them may apply to one mutation (a like changes the detail and the list item).
 */
export interface OptimisticChange<TInput> {
  /** The cached answer to change, e.g. `apiQueryKey(newsShow, { id })`. */
  queryKey: QueryKey;
  /** The new value from the old one (undefined when nothing is cached; return undefined to leave it). */
  update: (old: unknown, input: TInput) => unknown;
}

export interface UseApiMutationOptions<E extends AnyEndpoint> extends Pick<CallOptions, 'silent' | 'loading'> {
  /** Changes shown at once and rolled back if the call fails. */
  optimistic?: (input: InputOf<E>) => OptimisticChange<InputOf<E>>[];
  /** Cached answers to ask again once the call settled (success or failure), so they match the server. */
  invalidate?: (input: InputOf<E>, output: OutputOf<E> | undefined) => QueryKey[];
  onSuccess?: (output: OutputOf<E>, input: InputOf<E>) => void;
}

interface Snapshot {
  queryKey: QueryKey;
  value: unknown;
}

async function apply<TInput>(client: QueryClient, changes: OptimisticChange<TInput>[], input: TInput): Promise<Snapshot[]> {
  const snapshots: Snapshot[] = [];
  for (const change of changes) {
    // A request already on its way would overwrite the optimistic value with the old one.
    await client.cancelQueries({ queryKey: change.queryKey, exact: true });
    const value = client.getQueryData(change.queryKey);
    snapshots.push({ queryKey: change.queryKey, value });
    const next = change.update(value, input);
    if (next !== undefined) client.setQueryData(change.queryKey, next);
  }
  return snapshots;
}

/**
 * A call that changes something (like, favourite, sign-in, comment). With `optimistic`, the screen
 * shows the change at once and puts the old values back if the call fails (the client has already
 * toasted why); `invalidate` then asks the server for the truth.
 *
 * @example
 * const like = useApiMutation(newsPraise, {
 *   optimistic: ({ id }) => [{ queryKey: apiQueryKey(newsShow, { id }), update: (old) => old && { ...old, liked: true } }],
 *   invalidate: ({ id }) => [apiQueryKey(newsShow, { id })],
 * });
 * like.mutate({ id });
 */
export function useApiMutation<E extends AnyEndpoint>(
  endpoint: E,
  { optimistic, invalidate, onSuccess, ...call }: UseApiMutationOptions<E> = {},
): UseMutationResult<OutputOf<E>, Error, InputOf<E>, Snapshot[]> {
  const client = apiQueryClient;
  return useMutation<OutputOf<E>, Error, InputOf<E>, Snapshot[]>({
    mutationFn: (input) => apiCall(endpoint, ...([input, call] as CallArgs<E>)) as Promise<OutputOf<E>>,
    onMutate: (input) => (optimistic ? apply(client, optimistic(input), input) : []),
    onError: (_error, _input, snapshots) => {
      for (const { queryKey, value } of snapshots ?? []) client.setQueryData(queryKey, value);
    },
    onSuccess: (output, input) => onSuccess?.(output, input),
    onSettled: async (output, _error, input) => {
      await Promise.all((invalidate?.(input, output) ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  }, client);
}
