import { wxLogin } from '@shqcb/api/contract/login';
import { ApiError } from '../../http/ApiError.ts';

/** The reader's words for the code problems both adapters report (the contract's refusals of wxLogin). */
export const CODE_INVALID = wxLogin.refusals.codeInvalid.msg;
export const CODE_USED = wxLogin.refusals.codeUsed.msg;
export const CODE_EXPIRED = wxLogin.refusals.codeExpired.msg;

/** What the reader reads when WeChat is unreachable or answers nonsense. */
export const WECHAT_UNREACHABLE = '微信服务暂时无法访问，请稍后重试';

/** errcodes that mean the reader's code is bad: a new authorisation fixes them (400). */
const CODE_REFUSALS: Record<number, string> = {
  40029: CODE_INVALID, // invalid code
  40163: CODE_USED, // code been used
  42003: CODE_EXPIRED, // code expired
  41008: '缺少授权码，请重新授权', // missing code
  40003: '微信用户无效，请重新授权', // invalid openid
};

/** errcodes that mean WeChat is busy or limiting us: retry later (503). */
const BUSY = new Set([-1, 45009, 45011, 45047]);

/**
 * Turns an error reply of WeChat (`{ errcode, errmsg }`) into a refusal in the reader's words:
 * 400 for a bad code, 503 for everything the reader cannot fix (busy, rate-limited, or a setting
 * of ours such as a wrong AppSecret or an IP missing from the whitelist, which ops must see in
 * the log: `errmsg` is logged by the caller, never shown).
 *
 * @param unavailable the 503 text for this feature, e.g. 微信登录暂不可用，请稍后重试.
 */
export function wechatRefusal(errcode: number, unavailable: string): ApiError {
  const refusal = CODE_REFUSALS[errcode];
  if (refusal) return new ApiError(400, refusal);
  if (BUSY.has(errcode)) return new ApiError(503, '微信服务繁忙，请稍后重试');
  return new ApiError(503, unavailable);
}
