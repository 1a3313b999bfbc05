import { createApiClient } from './createApiClient.ts';
import type { ApiClient, ApiClientOptions, CallArgs } from './createApiClient.ts';
import type { EndpointName, OutputOf } from './contract/index.ts';

let client: ApiClient | null = null;

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
  return client;
}

/** The client `configureApi` created. */
export function getApiClient(): ApiClient {
  if (!client) throw new Error('@shqcb/api: configureApi() must run before the first request');
  return client;
}

/** Calls an endpoint of the contract on the configured client. */
export function apiCall<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<OutputOf<N>> {
  return getApiClient().call(name, ...args);
}
