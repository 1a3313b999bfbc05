import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { configureApi } from '@shqcb/api';
import { createMockServer } from '@shqcb/api/mocks';
import { getToken } from '@shqcb/bridge';
import { hideToast, showToast } from '@shqcb/ui-kit';

/** msw answers every API call like the reference server; a request without a handler fails the test. */
export const server = createMockServer();

beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  hideToast();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  expect(server.takeUnhandledRequests(), 'requests without an msw handler').toEqual([]);
});
afterAll(() => server.close());

configureApi({ getToken, onToast: showToast, onUnauthorized: () => undefined });

// jsdom has no scrolling; screens and hooks call scrollTo freely.
window.scrollTo = () => undefined;
