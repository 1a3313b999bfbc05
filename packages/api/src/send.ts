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
  body?: BodyInit | undefined;
  signal?: AbortSignal | undefined;
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

async function attempt(url: string, init: SendInit): Promise<SendResult> {
  const { signal } = init;
  if (signal?.aborted) throw abortReason(signal);
  // One controller per attempt, linked to the caller's signal by hand: AbortSignal.any/timeout are
  // missing from the older iOS web views the reader still runs in.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeout);
  const onAbort = (): void => controller.abort(signal && abortReason(signal));
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await init.fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
      signal: controller.signal,
    });
    if (response.status > 500) {
      void response.body?.cancel().catch(() => undefined);
      throw new TransportFailure('network', response.status);
    }
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (timedOut) throw new TransportFailure('timeout', undefined, error);
    throw error instanceof TransportFailure ? error : new TransportFailure('network', undefined, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * One HTTP exchange on plain `fetch`: time-out per attempt, the caller's abort signal, and `retries`
 * extra attempts after a connection failure. HTTP 0..500 resolves with the body text; a status above
 * 500, a failed connection or the time-out rejects with {@link TransportFailure}; the caller's abort
 * rejects with the signal's reason.
 */
export async function send(url: string, init: SendInit): Promise<SendResult> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt(url, init);
    } catch (error) {
      const retriable = error instanceof TransportFailure && error.kind === 'network' && error.status === undefined;
      if (!retriable || tries >= init.retries) throw error;
      await pause(RETRY_DELAY_MS, init.signal);
    }
  }
}
