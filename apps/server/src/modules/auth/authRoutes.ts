import type { Hono } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { bindPendingIdentity } from '../wechat/bindPendingIdentity.ts';
import { readerWechatInfo } from '../wechat/wechatIdentities.ts';
import { consumeSmsCode } from './consumeSmsCode.ts';
import { findOrCreateUser } from './registerUser.ts';
import { sendSmsCode } from './sendSmsCode.ts';
import { issueSession } from './sessions.ts';

/**
 * postSmsCode and login: SMS login, registering the reader on the first one. A login also binds
 * the WeChat identity this browser brought from a `register` answer of wxLogin, and answers the
 * reader's bound WeChat profile in `wxUserInfo` (null when there is none).
 */
export function authRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  endpointRoute(api, 'postSmsCode', ({ phone }, c) => sendSmsCode(deps, phone, c.get('ip')));

  endpointRoute(api, 'login', async ({ phone, code }, c) => {
    await consumeSmsCode(deps, phone, code);
    const now = deps.clock.now();
    const { token, isNewUser, wxUserInfo } = await deps.db.transaction(async (tx) => {
      const user = await findOrCreateUser(tx, phone, now);
      await bindPendingIdentity(deps, c, tx, user.id, now);
      return {
        token: await issueSession(tx, user.id, now, deps.config.sessionTtlDays),
        isNewUser: user.isNewUser,
        wxUserInfo: await readerWechatInfo(tx, user.id),
      };
    });
    return { type: 'login' as const, token, username: phone, wxUserInfo, isNewUser };
  });
}
