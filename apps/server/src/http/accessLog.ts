import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../Logger.ts';

/** One log line per request: method, path, status, duration. Query strings stay out (phones). */
export function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
