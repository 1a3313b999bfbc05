import type { Context } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import type { Queryable } from '../../db/Db.ts';
import { takePendingBinding } from './pendingBindings.ts';
import { BINDING_COOKIE, clearApiCookie, readApiCookie } from './wechatCookies.ts';
import { linkIdentity } from './wechatIdentities.ts';

/**
 * Part of a successful SMS login: when this browser carries a WeChat identity waiting since a
 * `register` answer of wxLogin, bind it to the reader who just proved their phone, and drop the
 * cookie. An expired or already used binding, an identity bound meanwhile, or a reader bound to
 * another WeChat account leave everything as it is; the login succeeds either way.
 *
 * @returns whether an identity was bound.
 */
export async function bindPendingIdentity(deps: AppDeps, c: Context, tx: Queryable, userId: number, now: Date): Promise<boolean> {
  const token = readApiCookie(c, deps.config, BINDING_COOKIE);
  if (token === undefined) return false;
  clearApiCookie(c, deps.config, BINDING_COOKIE);
  const openid = await takePendingBinding(tx, token, now);
  if (openid === null) return false;
  const linked = await linkIdentity(tx, openid, userId, now);
  if (!linked) deps.logger.info('wechat identity not bound: it or the reader is bound already', { userId });
  return linked;
}
