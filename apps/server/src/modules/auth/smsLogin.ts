import type { Context } from 'hono';
import type { login } from '@shqcb/api/contract/login';
import type { OutputOf, ParsedInputOf } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import { bindPendingIdentity } from '../wechat/bindPendingIdentity.ts';
import { readerWechatInfo } from '../wechat/wechatIdentities.ts';
import { consumeSmsCode } from './consumeSmsCode.ts';
import { findOrCreateUser } from './registerUser.ts';
import { sessionLifetime } from './currentUserId.ts';
import { describeDevice } from './describeDevice.ts';
import { issueSession } from './sessions.ts';

/**
 * login: SMS login, registering the reader on the first one. A login also binds the WeChat identity
 * this browser brought from a `register` answer of wxLogin, and answers the reader's bound WeChat
 * profile in `wxUserInfo` (null when there is none).
 */
export async function smsLogin(deps: AppDeps, { phone, code }: ParsedInputOf<typeof login>, c: Context): Promise<OutputOf<typeof login>> {
  await consumeSmsCode(deps, phone, code);
  const now = deps.clock.now();
  const { token, isNewUser, wxUserInfo } = await deps.db.transaction(async (tx) => {
    const user = await findOrCreateUser(tx, phone, now);
    await bindPendingIdentity(deps, c, tx, user.id, now);
    return {
      token: await issueSession(tx, user.id, now, sessionLifetime(deps), describeDevice(c.req.header('user-agent'))),
      isNewUser: user.isNewUser,
      wxUserInfo: await readerWechatInfo(tx, user.id),
    };
  });
  return { type: 'login', token, username: phone, wxUserInfo, isNewUser };
}
