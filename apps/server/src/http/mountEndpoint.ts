import type { Context, Hono } from 'hono';
import type { AnyEndpoint, EndpointGroup, OutputOf, ParsedInputOf } from '@shqcb/api/contract';
import type { AppDeps } from '../AppDeps.ts';
import { currentSession, requireUserId } from '../modules/auth/currentUserId.ts';
import type { LiveSession } from '../modules/auth/sessions.ts';
import type { AppEnv } from './AppEnv.ts';
import { ApiError } from './ApiError.ts';
import { ok } from './envelope.ts';
import { parseInput } from './parseInput.ts';
import { readBody } from './readBody.ts';
import { isShared, sendShared } from './sharedAnswer.ts';
import { packAnswer } from '../cache/sharedAnswers.ts';

/** Query strings of a shared call whose parsed input is remembered (a refusal is not). */
const MAX_PARSED_QUERIES = 256;

/** What a handler knows about the request besides its parsed input. */
export interface HandlerContext {
  c: Context<AppEnv>;
  /** The client's address as the server trusts it (see clientIp). */
  ip: string;
  /**
   * The signed-in reader. For a call whose contract says `auth: 'required'` the reader was checked
   * before the handler ran; elsewhere this throws the 401 '请登录...' for a visitor.
   */
  userId(): Promise<number>;
  /** The signed-in reader, or `null` for a visitor (one lookup per request, whichever asks first). */
  viewerId(): Promise<number | null>;
  /** The request's live session, or `null` for a visitor (the same single lookup). */
  session(): Promise<LiveSession | null>;
}

/** Handles one contract endpoint: gets the parsed input, returns the envelope's `data`. */
export type EndpointHandler<E extends AnyEndpoint> = (input: ParsedInputOf<E>, context: HandlerContext) => Promise<OutputOf<E>> | OutputOf<E>;

/** The server's handlers of one group of the contract: one per call, no more, no fewer. */
export type GroupHandlers<G extends EndpointGroup> = { readonly [K in keyof G]: EndpointHandler<G[K]> };

function handlerContext(deps: AppDeps, c: Context<AppEnv>): HandlerContext {
  let found: Promise<LiveSession | null> | undefined;
  const session = () => (found ??= currentSession(deps, c));
  const viewerId = async () => (await session())?.userId ?? null;
  return {
    c,
    ip: c.get('ip'),
    session,
    viewerId,
    userId: async () => requireUserId(await viewerId()),
  };
}

/**
 * Mounts a contract endpoint on the API router (which sits at API_PREFIX): the method and path
 * come from the contract, a call that needs a token is refused with 401 before its handler runs,
 * the input is parsed with the contract's schema (query string for GET, body otherwise), and any
 * other method on the same path answers 405.
 */
export function mountEndpoint<E extends AnyEndpoint>(router: Hono<AppEnv>, deps: AppDeps, endpoint: E, handler: EndpointHandler<E>): void {
  const { method, path, input, auth } = endpoint;
  const route = `/${path.replace(/\$\{(\w+)\}/g, ':$1')}`;
  if (isShared(handler) && (method !== 'GET' || auth === 'required' || route.includes(':'))) {
    throw new Error(`${path}: only a GET call open to visitors, without path parameters, can have a shared answer`);
  }
  // Shared answers: query string → parsed input and cache key, remembered for the last few query strings.
  const parsedQueries = new Map<string, { parsed: unknown; key: string }>();
  router.on(method, route, async (c) => {
    if (isShared(handler)) {
      const { url } = c.req;
      const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      let known = parsedQueries.get(search);
      if (!known) {
        // The same for every reader: the parsed input is the whole key (unknown fields are dropped).
        const parsed = parseInput(input, c.req.query());
        known = { parsed, key: `${path}?${JSON.stringify(parsed)}` };
        if (parsedQueries.size >= MAX_PARSED_QUERIES) parsedQueries.clear();
        parsedQueries.set(search, known);
      }
      const { parsed, key } = known;
      const load = async () => handler(parsed);
      return sendShared(c, deps.sharedAnswers ? await deps.sharedAnswers.answer(key, load) : await packAnswer(await load(), 'once'));
    }
    const context = handlerContext(deps, c);
    if (auth === 'required') await context.userId();
    const raw = { ...(method === 'GET' ? c.req.query() : await readBody(c)), ...c.req.param() };
    const parsed = parseInput(input, raw) as ParsedInputOf<E>;
    return ok(c, await handler(parsed, context));
  });
  router.all(route, () => {
    throw new ApiError(405, '请求方法不被允许', { Allow: method === 'GET' ? 'GET, HEAD' : method });
  });
}

/** Mounts every call of a group with its handler. */
export function mountGroup<G extends EndpointGroup>(router: Hono<AppEnv>, deps: AppDeps, group: G, handlers: GroupHandlers<G>): void {
  for (const name of Object.keys(group) as (keyof G & string)[]) {
    mountEndpoint(router, deps, group[name] as G[typeof name], handlers[name] as EndpointHandler<G[typeof name]>);
  }
}
