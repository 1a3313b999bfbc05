import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake gateway received it: what a signature is computed over. */
export interface ReceivedRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  /** Lower-case names, as node:http gives them. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops listening and drops open connections (a hanging answer included). */
  close(): Promise<void>;
}

/**
 * An HTTP server on 127.0.0.1 and a free port for a fake gateway. The handler gets the whole
 * request body first; it may leave the response open to make the client time out.
 */
export async function startLoopbackServer(handler: (request: ReceivedRequest, response: ServerResponse) => void): Promise<LoopbackServer> {
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
      handler({ method: req.method ?? 'GET', url: req.url ?? '/', headers, body: Buffer.concat(chunks) }, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers a JSON body. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * Sends a recorded request again to `origin`, headers (Host included, which fetch would replace)
 * as recorded, for tests that tamper with a signed request. Resolves with the parsed JSON answer.
 */
export function replayRequest(origin: string, recorded: ReceivedRequest): Promise<unknown> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, method: recorded.method, path: recorded.url, headers: { ...recorded.headers, 'content-length': String(recorded.body.length), connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown));
      },
    );
    req.on('error', reject);
    req.end(recorded.body);
  });
}
