import type { Context } from 'hono';
import { TOKEN_HEADER, UNAUTHORIZED_MESSAGE } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import { ApiError } from '../../http/ApiError.ts';
import { findSession, type LiveSession } from './sessions.ts';

/**
 * A real token is 43 base64url characters, sent bare or as `Bearer <token>`; anything else around
 * it cannot match a session, so it is refused without a query. (HTTP drops the spaces around a
 * header's value before it gets here.)
 */
const TOKEN_VALUE = /^(?:Bearer\s+)?([\w-]{20,128})$/i;

/** The token of a request: the custom header, bare or as `Bearer <token>`. */
export function readToken(c: Context): string | null {
  return TOKEN_VALUE.exec(c.req.header(TOKEN_HEADER) ?? '')?.[1] ?? null;
}

/** The live session of the request, or `null` for a visitor (no, unknown, revoked, idle or expired token). */
export async function currentSession(deps: AppDeps, c: Context): Promise<LiveSession | null> {
  const token = readToken(c);
  return token ? findSession(deps.db, token, deps.clock.now(), sessionLifetime(deps)) : null;
}

/** The configured session lifetime. */
export function sessionLifetime(deps: Pick<AppDeps, 'config'>): { idleDays: number; maxDays: number } {
  return { idleDays: deps.config.sessionTtlDays, maxDays: deps.config.sessionMaxDays };
}

/**
 * The reader's id, or the 401 '请登录...' (SPEC §6) that makes the reader drop its token. The one
 * place a call is refused for want of a reader.
 *
 * @throws {ApiError} 401 for a visitor.
 */
export function requireUserId(id: number | null): number {
  if (id === null) throw new ApiError(401, UNAUTHORIZED_MESSAGE);
  return id;
}
