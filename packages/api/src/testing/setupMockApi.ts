import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ApiClientOptions } from '../createApiClient.ts';
import { configureApi } from '../defaultClient.ts';
import { createMockServer } from '../mocks/createMockServer.ts';
import type { MockServer } from '../mocks/createMockServer.ts';
import { apiQueryClient } from '../query/apiQueryClient.ts';

export interface SetupMockApiOptions extends Pick<ApiClientOptions, 'getToken'> {
  /** The toast of the package's screens (the ui-kit's showToast). */
  onToast?: ApiClientOptions['onToast'];
  /** What else to reset after each test (Testing Library's cleanup, the toast, storage). */
  reset?: ReadonlyArray<() => void>;
}

/**
 * The test environment of a package whose screens call the API: the shared client configured with
 * the package's token source and toast, the msw mocks of the contract listening (a request without a
 * handler fails the test), and after each test the handlers, the query cache and `reset` restored.
 * Call it once from the package's `test-setup.ts`.
 *
 * @example
 * // test-setup.ts
 * export const server = setupMockApi({ getToken, onToast: showToast, reset: [cleanup, hideToast, clearAllStorage] });
 */
export function setupMockApi({ getToken, onToast = () => undefined, reset = [] }: SetupMockApiOptions): MockServer {
  const server = createMockServer();
  configureApi({ getToken, onToast, onUnauthorized: () => undefined });
  beforeAll(() => server.listen());
  afterEach(() => {
    for (const fn of reset) fn();
    apiQueryClient.clear();
    server.resetHandlers();
    expect(server.takeUnhandledRequests(), 'requests without an msw handler').toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}
