import type { loginApi } from '@shqcb/api/contract/login';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { issueCaptcha, spendCaptcha } from '../modules/auth/captchaChallenges.ts';
import { readToken, sessionLifetime } from '../modules/auth/currentUserId.ts';
import { listSessions, revokeAllSessions, revokeSession, revokeToken } from '../modules/auth/sessions.ts';
import { smsLogin } from '../modules/auth/smsLogin.ts';
import { sendSmsCode } from '../modules/auth/sendSmsCode.ts';
import { generateQrCode } from '../modules/share/generateQrCode.ts';
import { recordShare } from '../modules/share/recordShare.ts';
import { signSharePage } from '../modules/share/signSharePage.ts';
import { wxLogin } from '../modules/wechat/wxLogin.ts';

/**
 * SPEC §7 "Login and sharing": SMS and WeChat login, JS-SDK signatures, QR codes, share records;
 * and the reader's sessions: logout, the list, ending one or all others.
 */
export function loginHandlers(deps: AppDeps): GroupHandlers<typeof loginApi> {
  return {
    captcha: (_input, request) => issueCaptcha(deps, request.ip),
    postSmsCode: async ({ phone, captchaId, captcha }, request) => {
      await spendCaptcha(deps, captchaId, captcha);
      return sendSmsCode(deps, phone, request.ip);
    },
    login: (input, request) => smsLogin(deps, input, request.c),
    wxLogin: (input, request) => wxLogin(deps, request.c, input),
    shareConfig: ({ url }, request) => signSharePage(deps, url, request),
    generateQRCode: ({ url }, request) => generateQrCode(deps, url, request),
    shareController: (input, request) => recordShare(deps, input, request),

    logout: async (_input, request) => {
      const token = readToken(request.c);
      return { loggedOut: token !== null && (await revokeToken(deps.db, token)) };
    },
    sessionList: async (_input, request) => {
      const current = await request.session();
      const rows = await listSessions(deps.db, await request.userId(), deps.clock.now(), sessionLifetime(deps));
      return rows.map((row) => ({
        id: row.id,
        device: row.device || '未知设备',
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === current?.id,
      }));
    },
    sessionRevoke: async ({ id }, request) => ({ revoked: await revokeSession(deps.db, await request.userId(), id) }),
    sessionRevokeOthers: async (_input, request) => {
      const current = await request.session();
      return { revoked: await revokeAllSessions(deps.db, await request.userId(), current?.id) };
    },
  };
}
