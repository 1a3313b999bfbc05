import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './AppEnv.ts';
import { fail } from './envelope.ts';

/** 127.0.0.0/8 and ::1 (an IPv4-mapped address arrives already unwrapped, see clientIp). */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * Lets only requests from this machine through: the demo conveniences (the SMS outbox, the WeChat
 * simulator) must stay private to whoever runs the demo, even when its port is reachable from a
 * network. The address is the one rate limits use, so behind a trusted proxy it is the reader's.
 */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isLoopback(c.get('ip'))) return fail(c, 403, '演示功能仅限本机访问');
    await next();
  };
}
