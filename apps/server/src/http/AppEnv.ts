import type { IncomingMessage } from 'node:http';

/**
 * Hono's environment for this app. `incoming` is the Node request when served by
 * `@hono/node-server`; in-process tests may pass a stand-in with just `socket.remoteAddress`.
 */
export interface AppEnv {
  Bindings: { incoming?: Pick<IncomingMessage, 'socket'> | { socket?: { remoteAddress?: string } } };
  Variables: {
    /** The client address used for rate limits (see clientIp). */
    ip: string;
  };
}
