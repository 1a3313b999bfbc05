import { HttpResponse, delay as wait, http } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import * as v from 'valibot';
import { API_PREFIX, ErrorCode, TOKEN_HEADER, endpoints } from '../contract/index.ts';
import type { EndpointName, OutputOf, ParsedInputOf } from '../contract/index.ts';

export interface MockResolverInfo<N extends EndpointName> {
  /** The request's query (GET) or body (POST) plus path params, parsed by the contract's input schema. */
  input: ParsedInputOf<N>;
  request: Request;
}

/** Returns the endpoint's `data` (wrapped in a success envelope), or a whole `Response`. */
export type MockResolver<N extends EndpointName> = (
  info: MockResolverInfo<N>,
) => OutputOf<N> | Response | Promise<OutputOf<N> | Response>;

export interface MockOptions {
  /** Answer only the first matching request. */
  once?: boolean;
  /** Milliseconds before answering, or `'infinite'` (loading states). */
  delay?: number | 'infinite';
}

export interface MockErrorInit {
  code: number;
  msg: string;
  /** HTTP status; default the code when it is an HTTP status (like the reference server), else 200. */
  status?: number;
}

/** Throw it from a resolver to answer with an error envelope. */
export class MockApiError extends Error {
  readonly init: MockErrorInit;
  constructor(init: MockErrorInit) {
    super(init.msg);
    this.init = init;
  }
}

/** msw path of an API path, for any origin: `'news/show'` → `'*\/api/front/news/show'`; `${id}` → `:id`. */
export function mockPath(path: string): string {
  return `*${API_PREFIX}${path.replace(/^\/+/, '').replace(/\$\{(\w+)\}/g, ':$1')}`;
}

/** A success envelope `{ code: 200, msg: 'ok', data }`, the code the reference server answers. */
export function envelopeResponse(data: unknown): Response {
  return HttpResponse.json({ code: 200, msg: 'ok', data } as JsonBodyType);
}

/** An error envelope `{ code, msg, data: null }`. */
export function errorResponse({ code, msg, status }: MockErrorInit): Response {
  const httpStatus = status ?? (code >= 200 && code <= 599 ? code : 200);
  return HttpResponse.json({ code, msg, data: null }, { status: httpStatus });
}

async function readInput(request: Request, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  if (request.method === 'GET') body = Object.fromEntries(new URL(request.url).searchParams);
  else if (request.headers.get('content-type')?.includes('json')) body = (await request.json()) as Record<string, unknown>;
  else if (request.headers.get('content-type')?.includes('form')) body = Object.fromEntries(await request.formData());
  return { ...body, ...params };
}

/** Builds the msw handler of an endpoint around a resolver; `checkAuth` answers 401 to a tokenless call. */
export function endpointHandler<N extends EndpointName>(
  name: N,
  resolve: MockResolver<N>,
  options: MockOptions & { checkAuth?: boolean } = {},
): HttpHandler {
  const endpoint = endpoints[name];
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(
    mockPath(endpoint.path),
    async ({ request, params }) => {
      if (options.delay !== undefined) await wait(options.delay);
      if (options.checkAuth && endpoint.auth === 'required' && !request.headers.get(TOKEN_HEADER)) {
        return errorResponse({ code: ErrorCode.unauthorized, msg: '请先登录' });
      }
      const parsed = v.safeParse(endpoint.input, await readInput(request, params));
      if (!parsed.success) return errorResponse({ code: ErrorCode.badRequest, msg: parsed.issues[0].message });
      try {
        const result = await resolve({ input: parsed.output as ParsedInputOf<N>, request });
        return result instanceof Response ? result : envelopeResponse(result);
      } catch (error) {
        if (error instanceof MockApiError) return errorResponse(error.init);
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
 * server.use(mockEndpoint('userShow', makeUserProfile({ unreadMsgCount: 0 })));
 * server.use(mockEndpoint('newsShow', ({ input }) => makeNewsDetail({ id: input.id })));
 */
export function mockEndpoint<N extends EndpointName>(name: N, answer: MockResolver<N> | OutputOf<N>, options?: MockOptions): HttpHandler {
  const resolve = typeof answer === 'function' ? (answer as MockResolver<N>) : () => answer;
  return endpointHandler(name, resolve, options);
}

/**
 * Answers an endpoint with an error envelope.
 *
 * @example
 * server.use(mockEndpointError('login', { code: 400, msg: '验证码错误' }));
 */
export function mockEndpointError(name: EndpointName, init: MockErrorInit, options?: MockOptions): HttpHandler {
  const { method, path } = endpoints[name];
  return (method === 'GET' ? http.get : http.post)(mockPath(path), () => errorResponse(init), { once: options?.once ?? false });
}

/** Makes an endpoint fail at the network level (the client sees a failed `fetch`). */
export function mockNetworkError(name: EndpointName, options?: Pick<MockOptions, 'once'>): HttpHandler {
  const { method, path } = endpoints[name];
  return (method === 'GET' ? http.get : http.post)(mockPath(path), () => HttpResponse.error(), { once: options?.once ?? false });
}
