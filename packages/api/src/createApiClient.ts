import * as v from 'valibot';
import { isBlobLike } from './contract/imageType.ts';
import { ApiError } from './ApiError.ts';
import type { ApiErrorInit, ApiErrorKind } from './ApiError.ts';
// From the leaf module, not the barrel: the barrel's contract table would pull every group into the entry.
import { API_PREFIX, TOKEN_HEADER } from './contract/envelope.ts';
import type { AnyEndpoint, InputOf, OutputOf, RequestSetup } from './contract/index.ts';
import { fillPath, toQueryString } from './fillPath.ts';
import { LOGIN_REQUIRED_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages.ts';
import { readResponse } from './readResponse.ts';
import { TransportFailure, send } from './send.ts';

/** Time-outs of the two request setups of SPEC §9, in milliseconds. */
export const REQUEST_TIMEOUT_MS: Readonly<Record<RequestSetup, number>> = { json: 20_000, long: 100_000 };

export interface UnauthorizedEvent {
  setup: RequestSetup;
  /** The endpoint's path template, e.g. `news/show`. */
  endpoint: string;
}

export interface ApiClientOptions {
  /** API host, e.g. `https://api.example.com`; default `''` (same origin). */
  baseUrl?: string;
  /**
   * Read before every request; a non-empty token goes into the `Authori-zation` header. May return a
   * promise (inside the native apps the token comes from the bridge, decision 0003): the request
   * waits for it; a rejected promise sends the request without a token.
   */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** A 401 arrived (any setup, also for silent calls). The host removes the token, re-authorises, … */
  onUnauthorized: (event: UnauthorizedEvent) => void;
  /** Shows a toast: the server's `msg`, or `NETWORK_ERROR_MESSAGE`. Never called for 401 or silent calls. */
  onToast: (message: string) => void;
  /** Global loading indicator: `true` when the first `loading: true` call starts, `false` when the last ends. */
  onLoading?: (active: boolean) => void;
  /** Replaces the global `fetch` (tests, instrumentation). */
  fetch?: typeof fetch;
  /** Overrides the time-outs of {@link REQUEST_TIMEOUT_MS} (tests). */
  timeouts?: Partial<Record<RequestSetup, number>>;
}

export interface CallOptions {
  /** Aborting rejects the call with the signal's reason (an `AbortError`), without a toast. */
  signal?: AbortSignal;
  /** Count this call in the global loading indicator. Default `false`. */
  loading?: boolean;
  /** Do not toast on failure (the promise still rejects, `onUnauthorized` still runs). */
  silent?: boolean;
  /** Let the request outlive the page (fetch `keepalive`), e.g. statistics sent as the page is hidden. */
  keepalive?: boolean;
}

/** What one request sends: the endpoint's method, path and setup, and its input (query or body). */
interface Outgoing {
  method: 'GET' | 'POST';
  /** Path below `/api/front/`; may hold `${name}` placeholders filled from `params`. */
  path: string;
  /** GET: query string (undefined/null skipped). POST: JSON body, or a `FormData` sent as is. */
  params?: Record<string, unknown> | FormData;
  setup: RequestSetup;
}

/** `input` is optional when every field of the endpoint's input is. */
export type CallArgs<E extends AnyEndpoint> =
  object extends InputOf<E>
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

export interface ApiClient {
  /** Calls a contract endpoint and resolves with its `data`, checked against the contract's output schema. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<OutputOf<E>>;
  /**
   * Shows the toast that a call made `silent` skipped: for an error this client raised, other than a
   * 401 (which the host handles). Other errors (an abort) show nothing.
   */
  report(error: unknown): void;
  /**
   * The absolute URL of an endpoint without placeholders, for requests that do not go through
   * `call` (a beacon: `sendBeacon` of @shqcb/bridge).
   */
  urlOf(endpoint: AnyEndpoint): string;
}

/** The fields of an upload as a form: files as files, the rest as text. */
function formDataOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (isBlobLike(value)) form.set(key, value, value instanceof File ? value.name : `${key}.${value.type.split('/')[1] ?? 'bin'}`);
    else if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return form;
}

/** The token for one request; a source that throws or rejects counts as no token. */
async function tokenOf(getToken: ApiClientOptions['getToken']): Promise<string | null | undefined> {
  try {
    return await getToken();
  } catch {
    return null;
  }
}

/**
 * Creates the reader's HTTP client. See the package README for the rules it applies.
 *
 * @example
 * const api = createApiClient({
 *   getToken: () => storage.getToken(),
 *   onUnauthorized: () => storage.removeToken(),
 *   onToast: (message) => toast(message),
 * });
 * const detail = await api.call(newsShow, { id: 12 });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  let active = 0;

  function fail(kind: ApiErrorKind, message: string, endpoint: string, call: CallOptions, extra: Pick<ApiErrorInit, 'code' | 'status' | 'cause'> = {}): never {
    if (!call.silent && kind !== 'unauthorized') options.onToast(message);
    throw new ApiError({ kind, message, endpoint, ...extra });
  }

  function urlOf(path: string, query: string): string {
    const url = `${base}${API_PREFIX}${path.replace(/^\/+/, '')}${query}`;
    // Node (tests) cannot fetch a relative URL; browsers resolve it the same way.
    const here = (globalThis as { location?: { href?: string } }).location?.href;
    return /^[a-z][\w+.-]*:/i.test(url) || !here ? url : new URL(url, here).href;
  }

  async function run(raw: Outgoing, call: CallOptions, output: v.GenericSchema): Promise<unknown> {
    const { setup, path: endpoint } = raw;
    const isForm = typeof FormData !== 'undefined' && raw.params instanceof FormData;
    const { path, rest } = isForm ? { path: raw.path, rest: {} } : fillPath(raw.path, raw.params as Record<string, unknown>);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = await tokenOf(options.getToken);
    if (token) headers[TOKEN_HEADER] = token;
    let body: NonNullable<RequestInit['body']> | undefined;
    if (raw.method === 'POST') {
      if (isForm) body = raw.params as FormData;
      else {
        headers['content-type'] = 'application/json;charset=UTF-8';
        body = JSON.stringify(rest);
      }
    }
    let result;
    try {
      result = await send(urlOf(path, raw.method === 'GET' ? toQueryString(rest) : ''), {
        method: raw.method,
        headers,
        body,
        signal: call.signal,
        keepalive: call.keepalive === true,
        timeout: options.timeouts?.[setup] ?? REQUEST_TIMEOUT_MS[setup],
        retries: raw.method === 'GET' ? 1 : 0,
        fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      });
    } catch (error) {
      if (!(error instanceof TransportFailure)) throw error; // the caller's abort reason
      return fail(error.kind, NETWORK_ERROR_MESSAGE, endpoint, call, { status: error.status, cause: error });
    }
    const outcome = readResponse(setup, result.status, result.text);
    const status = result.status;
    if (outcome.ok) {
      const checked = v.safeParse(output, outcome.value);
      if (checked.success) return checked.output;
      return fail('invalid', NETWORK_ERROR_MESSAGE, endpoint, call, { status, cause: new v.ValiError(checked.issues) });
    }
    if (outcome.kind === 'unauthorized') {
      options.onUnauthorized({ setup, endpoint });
      return fail('unauthorized', LOGIN_REQUIRED_MESSAGE, endpoint, call, { status, code: outcome.code });
    }
    if (outcome.kind === 'server') {
      return fail('server', outcome.msg || NETWORK_ERROR_MESSAGE, endpoint, call, { status, code: outcome.code });
    }
    return fail(outcome.kind, NETWORK_ERROR_MESSAGE, endpoint, call, { status, cause: outcome.cause });
  }

  async function counted(raw: Outgoing, call: CallOptions = {}, output: v.GenericSchema): Promise<unknown> {
    if (!call.loading) return run(raw, call, output);
    if (active++ === 0) options.onLoading?.(true);
    try {
      return await run(raw, call, output);
    } finally {
      if (--active === 0) options.onLoading?.(false);
    }
  }

  return {
    call<E extends AnyEndpoint>(endpoint: E, ...[input, call]: CallArgs<E>): Promise<OutputOf<E>> {
      const { method, path, setup, output } = endpoint;
      const fields = input as Record<string, unknown> | undefined;
      // An upload (a field holding a file) goes as multipart/form-data; everything else as JSON.
      const params = fields && Object.values(fields).some(isBlobLike) ? formDataOf(fields) : fields;
      return counted({ method, path, setup, ...(params && { params }) }, call, output) as Promise<OutputOf<E>>;
    },
    urlOf(endpoint: AnyEndpoint): string {
      return urlOf(endpoint.path, '');
    },
    report(error: unknown): void {
      if (error instanceof ApiError && error.kind !== 'unauthorized') options.onToast(error.message);
    },
  };
}
