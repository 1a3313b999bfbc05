import { createApiClient } from './createApiClient.ts';
import type { ApiClient, ApiClientOptions, CallArgs } from './createApiClient.ts';
import type { EndpointName, OutputOf } from './contract/index.ts';

/** How long a prefetched answer waits for the screen that asked for it. */
export const PREFETCH_TTL_MS = 10_000;

let client: ApiClient | null = null;
const prefetched = new Map<string, { promise: Promise<unknown>; at: number }>();

function keyOf(name: EndpointName, input: unknown): string {
  return `${name} ${JSON.stringify(input ?? {})}`;
}

/**
 * Creates the app's one client. The shell calls it once at start with the host's token source,
 * toast and 401 handling; feature screens then use `apiCall` without knowing the host.
 *
 * @example
 * configureApi({ getToken, onUnauthorized, onToast: showToast });
 * const news = await apiCall('newsShow', { id: 12 });
 */
export function configureApi(options: ApiClientOptions): ApiClient {
  client = createApiClient(options);
  prefetched.clear();
  return client;
}

/** The client `configureApi` created. */
export function getApiClient(): ApiClient {
  if (!client) throw new Error('@shqcb/api: configureApi() must run before the first request');
  return client;
}

/**
 * Starts a call now so that the screen which makes the same call later (same endpoint, same input)
 * gets its answer without waiting: the shell uses it for the first screen's data while that screen's
 * code is still downloading. A prefetch is silent; if it fails, the screen's own call runs normally
 * and shows its errors.
 *
 * @example
 * prefetch('newsTop', { categoryId: 307 });
 */
export function prefetch<N extends EndpointName>(name: N, ...[input]: CallArgs<N>): void {
  const key = keyOf(name, input);
  if (prefetched.has(key)) return;
  const promise = getApiClient().call(name, ...([input, { silent: true }] as unknown as CallArgs<N>));
  promise.catch(() => undefined);
  prefetched.set(key, { promise, at: Date.now() });
}

/** Calls an endpoint of the contract on the configured client, using a fresh prefetch if one exists. */
export function apiCall<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<OutputOf<N>> {
  const key = keyOf(name, args[0]);
  const hit = prefetched.get(key);
  if (hit) {
    prefetched.delete(key);
    if (Date.now() - hit.at < PREFETCH_TTL_MS) {
      return (hit.promise as Promise<OutputOf<N>>).catch(() => getApiClient().call(name, ...args));
    }
  }
  return getApiClient().call(name, ...args);
}
