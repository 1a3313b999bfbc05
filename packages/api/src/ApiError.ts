/**
 * Why a call failed.
 * - `network`: no usable answer (fetch failed, HTTP status above 500, body not JSON).
 * - `timeout`: no complete answer within the setup's time-out.
 * - `unauthorized`: envelope code, body `errcode` or HTTP status 401.
 * - `server`: an envelope with a code other than 0, 200 or 401; `message` is the server's `msg`.
 * - `invalid`: JSON that is not an envelope, or `data` that does not match the contract schema.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'unauthorized' | 'server' | 'invalid';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** Text fit for the reader (Chinese): the server's `msg`, or one of the fixed messages. */
  message: string;
  endpoint: string;
  code?: number | undefined;
  status?: number | undefined;
  cause?: unknown;
}

/**
 * The one error type a call rejects with (besides the caller's own abort reason).
 * `message` is always safe to show to the reader; technical detail lives in `cause`.
 *
 * @example
 * try {
 *   await api.call(userShow);
 * } catch (error) {
 *   if (isApiError(error, 'unauthorized')) showLogin();
 *   else if (isApiError(error)) setListError(error.message);
 *   else throw error;
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Envelope code (`server`, `unauthorized`) when the server sent one. */
  readonly code: number | undefined;
  /** HTTP status when a response arrived. */
  readonly status: number | undefined;
  /** The endpoint's path template, e.g. `news/show`. */
  readonly endpoint: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.endpoint = init.endpoint;
  }
}

/**
 * True for an {@link ApiError}, optionally of one kind. Also recognises an ApiError from another copy
 * of this package (source and build output loaded side by side), which `instanceof` would miss.
 */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  const ok =
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && typeof (error as Partial<ApiError>).kind === 'string');
  return ok && (kind === undefined || (error as ApiError).kind === kind);
}
