import { cleanup } from '@testing-library/react';
import { setupMockApi } from './testing/setupMockApi.ts';

/** msw answers every call like the reference server; a request without a handler fails the test. */
export const server = setupMockApi({ getToken: () => null, reset: [cleanup] });
