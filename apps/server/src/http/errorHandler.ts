import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../Logger.ts';
import { ApiError } from './ApiError.ts';
import { fail } from './envelope.ts';

/**
 * The last line of defence: refusals (ApiError) become their envelope; anything else is a bug,
 * logged with the request line and answered with a generic 500 envelope that leaks nothing.
 */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) return fail(c, error.status, error.message, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status, error.status === 413 ? '请求内容过大' : '请求格式不正确');
    }
    logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return fail(c, 500, '服务器繁忙，请稍后重试');
  };
}
