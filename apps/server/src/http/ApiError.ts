import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { refusalMessage, type Refusal } from '@shqcb/api/contract';

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

  /**
   * One of the contract's refusals, with its `${name}` placeholders filled: the words the mocks and
   * the API reference show for the same case.
   *
   * @example
   * throw ApiError.of(newsShow.refusals.notFound);
   * throw ApiError.of(login.refusals.wrongCodeTriesLeft, { left: 3 });
   */
  static of(refusal: Refusal, params: Readonly<Record<string, string | number>> = {}, headers: Record<string, string> = {}): ApiError {
    return new ApiError(refusal.code as ContentfulStatusCode, refusalMessage(refusal, params), headers);
  }
}
