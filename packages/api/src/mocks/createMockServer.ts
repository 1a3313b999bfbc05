import type { AnyHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { handlers } from './handlers.ts';

export interface MockServer extends SetupServer {
  /** `METHOD url` of every request no handler matched since the last call; empties the list. */
  takeUnhandledRequests(): string[];
}

/**
 * An msw node server with the default {@link handlers} (after any `overrides`). `listen()` makes an
 * unhandled request an error by default (msw 3 calls the option `onUnhandledFrame`).
 *
 * @example
 * // test-setup.ts
 * export const server = createMockServer();
 * beforeAll(() => server.listen());
 * afterEach(() => {
 *   server.resetHandlers();
 *   expect(server.takeUnhandledRequests()).toEqual([]);
 * });
 * afterAll(() => server.close());
 */
export function createMockServer(...overrides: AnyHandler[]): MockServer {
  const server = setupServer(...overrides, ...handlers);
  const unhandled: string[] = [];
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
  });
  const listen = server.listen.bind(server);
  return Object.assign(server, {
    listen: (options?: Parameters<SetupServer['listen']>[0]) => listen({ onUnhandledFrame: 'error', ...options }),
    takeUnhandledRequests: () => unhandled.splice(0),
  });
}
