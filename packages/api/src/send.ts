import type * as Ky from 'ky';

/**
 * ky loads with the first request, not with the page: a server-rendered page hydrates from the
 * answers it carries and asks nothing at first, so its first paint and hydration need none of
 * ky's code (decision 0051). The chunk is small and fetched once.
 */
let loadingKy: Promise<typeof Ky> | null = null;
const loadKy = () => {
  loadingKy ??= import('ky');
  // A failed load (a lost connection) is tried again by the next request.
  loadingKy.catch(() => (loadingKy = null));
  return loadingKy;
};

/**
 * Starts loading the transport (ky) now, for a page that will ask the server soon. The reader's
 * server learns from it which chunk to preload for a page it does not render (decision 0051).
 */
export function preloadTransport(): Promise<void> {
  return loadKy().then(
    () => undefined,
    () => undefined,
  );
}

/** Wait before the one retry of a GET whose connection failed. */
export const RETRY_DELAY_MS = 300;

/** Why the transport gave up: no response, an HTTP status above 500, or the time-out. */
export class TransportFailure extends Error {
  override readonly name = 'TransportFailure';
  readonly kind: 'network' | 'timeout';
  readonly status: number | undefined;

  constructor(kind: 'network' | 'timeout', status?: number, cause?: unknown) {
    super(kind === 'timeout' ? 'Request timed out' : `Request failed${status ? ` with HTTP ${status}` : ''}`, { cause });
    this.kind = kind;
    this.status = status;
  }
}

export interface SendInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: NonNullable<RequestInit['body']> | undefined;
  signal?: AbortSignal | undefined;
  /** Fetch `keepalive`: the request may outlive the page. */
  keepalive?: boolean;
  /** Per attempt, covering both the response head and the body. */
  timeout: number;
  /** How many times a connection failure is retried (never a time-out or an HTTP status). */
  retries: number;
  fetch: typeof fetch;
}

export interface SendResult {
  status: number;
  text: string;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * One HTTP exchange through ky: time-out per attempt, the caller's abort signal, and `retries` extra
 * attempts of a GET after a connection failure (never after a time-out or an HTTP status). HTTP
 * 0..500 resolves with the body text (SPEC §8: such a response is normal and its body is read); a
 * status above 500, a failed connection or the time-out rejects with {@link TransportFailure}; the
 * caller's abort rejects with the signal's reason.
 */
export async function send(url: string, init: SendInit): Promise<SendResult> {
  const { signal } = init;
  if (signal?.aborted) throw abortReason(signal);
  let kyModule: typeof Ky;
  try {
    kyModule = await loadKy();
  } catch (error) {
    throw new TransportFailure('network', undefined, error);
  }
  if (signal?.aborted) throw abortReason(signal);
  const { default: ky, isHTTPError, isTimeoutError } = kyModule;
  try {
    const response = await ky(url, {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
      signal,
      ...(init.keepalive && { keepalive: true }),
      timeout: init.timeout,
      fetch: init.fetch,
      throwHttpErrors: (status) => status > 500,
      retry: {
        limit: init.retries,
        methods: ['get'],
        statusCodes: [],
        afterStatusCodes: [],
        retryOnTimeout: false,
        delay: () => RETRY_DELAY_MS,
        jitter: false,
      },
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (isTimeoutError(error)) throw new TransportFailure('timeout', undefined, error);
    if (isHTTPError(error)) throw new TransportFailure('network', error.response.status, error);
    throw error instanceof TransportFailure ? error : new TransportFailure('network', undefined, error);
  }
}
