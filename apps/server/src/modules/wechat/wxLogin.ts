import type { Context } from 'hono';
import type { OutputOf, ParsedInputOf } from '@shqcb/api/contract';
import { wxLogin as wxLoginCall } from '@shqcb/api/contract/login';
import type { AppDeps } from '../../AppDeps.ts';
import { ApiError } from '../../http/ApiError.ts';
import { sessionLifetime } from '../auth/currentUserId.ts';
import { describeDevice } from '../auth/describeDevice.ts';
import { issueSession } from '../auth/sessions.ts';
import { consumeOAuthState } from './oauthStates.ts';
import { BINDING_TTL_SECONDS, createPendingBinding } from './pendingBindings.ts';
import { BINDING_COOKIE, clearApiCookie, readApiCookie, setApiCookie, STATE_COOKIE } from './wechatCookies.ts';
import { linkedReader, saveIdentity } from './wechatIdentities.ts';

/** When the server has no way to authorise: local mode in production without the simulator. */
export const WECHAT_LOGIN_OFF = wxLoginCall.refusals.off;

/** Whether WeChat login can work at all with this configuration. */
export function wechatLoginAvailable(deps: AppDeps): boolean {
  return deps.config.wechat.mode === 'real' || (deps.config.wechat.simulator && deps.providers.wechatSimulator !== undefined);
}

/**
 * POST wxLogin: turns the code WeChat's authorisation page sent back into a login.
 *
 * 1. `state` must be the one wxAuthorize issued to this browser (its httpOnly cookie) and still
 *    unused: one conditional UPDATE spends it, so a replayed or forged redirect, or a second
 *    request racing with the same one, is refused before WeChat is asked anything.
 * 2. The adapter exchanges the code for the WeChat identity, which is stored.
 * 3. An identity bound to a reader logs in (type login, a session like SMS login's). Otherwise the
 *    answer is type register, and the identity waits, keyed by a second httpOnly cookie, for the
 *    reader's next SMS login in this browser, which binds it to the phone.
 *
 * @throws {ApiError} 400 for a foreign, used or expired state or code (a missing one is refused by
 *   the contract's schema); 503 when WeChat login is off or WeChat cannot answer.
 */
export async function wxLogin(
  deps: AppDeps,
  c: Context,
  { code, state }: ParsedInputOf<typeof wxLoginCall>,
): Promise<OutputOf<typeof wxLoginCall>> {
  const { db, clock, config, providers } = deps;
  if (!wechatLoginAvailable(deps)) throw ApiError.of(WECHAT_LOGIN_OFF);
  const issued = readApiCookie(c, config, STATE_COOKIE);
  clearApiCookie(c, config, STATE_COOKIE);
  const now = clock.now();
  if (issued !== state || !(await consumeOAuthState(db, state, now))) throw ApiError.of(wxLoginCall.refusals.authorisationExpired);

  const user = await providers.wechatOAuth.exchangeCode(code);
  const outcome = await db.transaction(async (tx) => {
    const wxUserInfo = await saveIdentity(tx, user, now);
    const reader = await linkedReader(tx, user.openid);
    if (reader) {
      const token = await issueSession(tx, reader.id, now, sessionLifetime(deps), describeDevice(c.req.header('user-agent')));
      return { result: { type: 'login' as const, token, username: reader.phone, wxUserInfo, isNewUser: false } };
    }
    return { result: { type: 'register' as const, wxUserInfo }, binding: await createPendingBinding(tx, user.openid, now) };
  });
  if (outcome.binding) setApiCookie(c, config, BINDING_COOKIE, outcome.binding, BINDING_TTL_SECONDS);
  return outcome.result;
}
