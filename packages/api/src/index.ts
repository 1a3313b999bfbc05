/**
 * The reader's HTTP client: both request setups of SPEC §8, typed calls on the contract, one error type.
 * The contract itself is at `@shqcb/api/contract` (and one subpath per group), queries for screens at
 * `@shqcb/api/query`, msw mocks at `@shqcb/api/mocks`.
 */
export { ApiError, isApiError } from './ApiError.ts';
export type { ApiErrorInit, ApiErrorKind } from './ApiError.ts';
export { REQUEST_TIMEOUT_MS, createApiClient } from './createApiClient.ts';
export type { ApiClient, ApiClientOptions, CallArgs, CallOptions, UnauthorizedEvent } from './createApiClient.ts';
export { apiCall, configureApi, getApiClient } from './defaultClient.ts';
export { fillPath } from './fillPath.ts';
export { LOGIN_REQUIRED_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages.ts';
export { preloadTransport } from './send.ts';
