import type { Context, Hono } from 'hono';
import { endpoints, type EndpointName, type OutputOf, type ParsedInputOf } from '@shqcb/api/contract';
import type { AppEnv } from './AppEnv.ts';
import { ApiError } from './ApiError.ts';
import { ok } from './envelope.ts';
import { parseInput } from './parseInput.ts';
import { readBody } from './readBody.ts';

/** Handles one contract endpoint: gets the parsed input, returns the envelope's `data`. */
export type EndpointHandler<N extends EndpointName> = (
  input: ParsedInputOf<N>,
  c: Context<AppEnv>,
) => Promise<OutputOf<N>> | OutputOf<N>;

/**
 * Mounts a contract endpoint on the API router (which sits at API_PREFIX): the method and path
 * come from the shared contract, the input is parsed with its schema (query string for GET, body
 * otherwise), and any other method on the same path answers 405.
 *
 * @example
 * endpointRoute(api, 'newsShow', ({ id }) => showNews(deps, id));
 */
export function endpointRoute<N extends EndpointName>(router: Hono<AppEnv>, name: N, handler: EndpointHandler<N>): void {
  const { method, path, input } = endpoints[name];
  const route = `/${path}`;
  router.on(method, route, async (c) => {
    const raw = method === 'GET' ? c.req.query() : await readBody(c);
    const parsed = parseInput(input, raw) as ParsedInputOf<N>;
    return ok(c, await handler(parsed, c));
  });
  router.all(route, () => {
    throw new ApiError(405, '请求方法不被允许', { Allow: method === 'GET' ? 'GET, HEAD' : method });
  });
}
