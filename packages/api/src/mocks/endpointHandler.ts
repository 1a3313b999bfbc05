import { HttpResponse, delay as wait, http } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import { API_PREFIX, ErrorCode, TOKEN_HEADER, UNAUTHORIZED_MESSAGE, parseEndpointInput } from '../contract/index.ts';
import type { AnyEndpoint, OutputOf, ParsedInputOf, Refusal } from '../contract/index.ts';
import { refusalMessage } from '../contract/index.ts';
import type { MockResolver } from './mockTypes.ts';

export interface MockOptions {
  /** Answer only the first matching request. */
  once?: boolean;
  /** Milliseconds before answering, or `'infinite'` (loading states). */
  delay?: number | 'infinite';
}

/** Throw it from a resolver to answer with one of the contract's refusals. */
export class MockRefusal extends Error {
  readonly refusal: Refusal;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(refusal: Refusal, params: Readonly<Record<string, string | number>> = {}) {
    super(refusalMessage(refusal, params));
    this.refusal = refusal;
    this.params = params;
  }
}

/** msw path of an API path, for any origin: `'news/show'` → `'*\/api/front/news/show'`; `${id}` → `:id`. */
export function mockPath(path: string): string {
  return `*${API_PREFIX}${path.replace(/^\/+/, '').replace(/\$\{(\w+)\}/g, ':$1')}`;
}

/** A success envelope `{ code: 200, msg: 'success', data }`, as the reference server answers. */
export function envelopeResponse(data: unknown): Response {
  return HttpResponse.json({ code: 200, msg: 'success', data } as JsonBodyType);
}

/** An error envelope `{ code, msg, data: null }` with the code as HTTP status, as the reference server answers. */
export function errorResponse({ code, msg }: Refusal): Response {
  const status = code >= 200 && code <= 599 ? code : 200;
  return HttpResponse.json({ code, msg, data: null }, { status });
}

async function readInput(request: Request, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  if (request.method === 'GET') body = Object.fromEntries(new URL(request.url).searchParams);
  else if (request.headers.get('content-type')?.includes('json')) body = (await request.json()) as Record<string, unknown>;
  else if (request.headers.get('content-type')?.includes('form')) body = Object.fromEntries(await request.formData());
  return { ...body, ...params };
}

/**
 * Builds the msw handler of an endpoint around a resolver, answering like the reference server:
 * with `checkAuth`, 401 '请登录...' to a call that needs a token and has none; bad input refused with
 * the contract's words (400); a {@link MockRefusal} as its error envelope.
 */
export function endpointHandler<E extends AnyEndpoint>(
  endpoint: E,
  resolve: MockResolver<E>,
  options: MockOptions & { checkAuth?: boolean } = {},
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(
    mockPath(endpoint.path),
    async ({ request, params }) => {
      if (options.delay !== undefined) await wait(options.delay);
      if (options.checkAuth && endpoint.auth === 'required' && !request.headers.get(TOKEN_HEADER)) {
        return errorResponse({ code: ErrorCode.unauthorized, msg: UNAUTHORIZED_MESSAGE });
      }
      const parsed = parseEndpointInput(endpoint.input, await readInput(request, params));
      if (!parsed.ok) return errorResponse({ code: ErrorCode.badRequest, msg: parsed.message });
      try {
        const result = await resolve({ input: parsed.value as ParsedInputOf<E>, request });
        return result instanceof Response ? result : envelopeResponse(result);
      } catch (error) {
        if (error instanceof MockRefusal) return errorResponse({ code: error.refusal.code, msg: error.message });
        throw error;
      }
    },
    { once: options.once ?? false },
  );
}

/**
 * Overrides an endpoint with fixed `data` or a resolver; pass it to `server.use()`.
 * Overrides answer whether or not a token was sent.
 *
 * @example
 * server.use(mockEndpoint(userShow, makeUserProfile({ unreadMsgCount: 0 })));
 * server.use(mockEndpoint(newsShow, ({ input }) => makeNewsDetail({ id: input.id })));
 */
export function mockEndpoint<E extends AnyEndpoint>(endpoint: E, answer: MockResolver<E> | OutputOf<E>, options?: MockOptions): HttpHandler {
  const resolve = typeof answer === 'function' ? (answer as MockResolver<E>) : () => answer;
  return endpointHandler(endpoint, resolve, options);
}

/**
 * Answers an endpoint with an error envelope: one of its refusals, or any code and words.
 *
 * @example
 * server.use(mockEndpointError(login, login.refusals.wrongCode));
 */
export function mockEndpointError(endpoint: AnyEndpoint, refusal: Refusal, options?: MockOptions): HttpHandler {
  return (endpoint.method === 'GET' ? http.get : http.post)(
    mockPath(endpoint.path),
    async () => {
      if (options?.delay !== undefined) await wait(options.delay);
      return errorResponse(refusal);
    },
    { once: options?.once ?? false },
  );
}

/** Makes an endpoint fail at the network level (the client sees a failed `fetch`). */
export function mockNetworkError(endpoint: AnyEndpoint, options?: Pick<MockOptions, 'once'>): HttpHandler {
  return (endpoint.method === 'GET' ? http.get : http.post)(mockPath(endpoint.path), () => HttpResponse.error(), { once: options?.once ?? false });
}
