import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createMockServer } from './mocks/index.ts';

/** The msw server of this package's tests: default handlers, unhandled requests fail the test. */
export const server = createMockServer();

beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  expect(server.takeUnhandledRequests(), 'requests without an msw handler').toEqual([]);
});
afterAll(() => server.close());
