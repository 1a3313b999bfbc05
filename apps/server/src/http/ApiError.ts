import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal the reader should see: the HTTP status doubles as the envelope code and `message` is
 * the Chinese text shown in the toast. Throw it anywhere below a route; the error handler answers.
 *
 * @example
 * throw new ApiError(404, '新闻不存在');
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = headers;
  }
}
