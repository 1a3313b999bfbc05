/**
 * The reader's HTTP client: both request setups of SPEC §8, typed calls on the contract, one error type.
 * The contract itself is at `@shqcb/api/contract`, msw mocks at `@shqcb/api/mocks`.
 */
export { ApiError, isApiError } from './ApiError.ts';
export type { ApiErrorInit, ApiErrorKind } from './ApiError.ts';
export { REQUEST_TIMEOUT_MS, createApiClient } from './createApiClient.ts';
export type { ApiClient, ApiClientOptions, CallArgs, CallOptions, RawRequest, UnauthorizedEvent } from './createApiClient.ts';
export { PREFETCH_TTL_MS, apiCall, configureApi, getApiClient, prefetch } from './defaultClient.ts';
export { fillPath } from './fillPath.ts';
export { LOGIN_REQUIRED_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages.ts';
