import { createApiClient } from './createApiClient.ts';
import type { ApiClient, ApiClientOptions, CallArgs } from './createApiClient.ts';
import type { AnyEndpoint, OutputOf } from './contract/index.ts';

let client: ApiClient | null = null;

/**
 * Creates the app's one client. The shell calls it once at start with the host's token source,
 * toast and 401 handling; feature screens then use `apiCall` (or the queries of `@shqcb/api/query`)
 * without knowing the host.
 *
 * @example
 * configureApi({ getToken, onUnauthorized, onToast: showToast });
 * const news = await apiCall(newsShow, { id: 12 });
 */
export function configureApi(options: ApiClientOptions): ApiClient {
  client = createApiClient(options);
  return client;
}

/** The client `configureApi` created. */
export function getApiClient(): ApiClient {
  if (!client) throw new Error('@shqcb/api: configureApi() must run before the first request');
  return client;
}

/** Calls an endpoint of the contract on the configured client. */
export function apiCall<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<OutputOf<E>> {
  return getApiClient().call(endpoint, ...args);
}
