import type { loginApi } from '@shqcb/api/contract/login';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { smsLogin } from '../modules/auth/smsLogin.ts';
import { sendSmsCode } from '../modules/auth/sendSmsCode.ts';
import { generateQrCode } from '../modules/share/generateQrCode.ts';
import { recordShare } from '../modules/share/recordShare.ts';
import { signSharePage } from '../modules/share/signSharePage.ts';
import { wxLogin } from '../modules/wechat/wxLogin.ts';

/** SPEC §7 "Login and sharing": SMS and WeChat login, JS-SDK signatures, QR codes, share records. */
export function loginHandlers(deps: AppDeps): GroupHandlers<typeof loginApi> {
  return {
    postSmsCode: ({ phone }, request) => sendSmsCode(deps, phone, request.ip),
    login: (input, request) => smsLogin(deps, input, request.c),
    wxLogin: (input, request) => wxLogin(deps, request.c, input),
    shareConfig: ({ url }, request) => signSharePage(deps, url, request),
    generateQRCode: ({ url }, request) => generateQrCode(deps, url, request),
    shareController: (input, request) => recordShare(deps, input, request),
  };
}
