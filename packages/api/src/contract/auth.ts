import * as v from 'valibot';
import { phoneSchema, smsCodeSchema } from './common.ts';

/** POST postSmsCode: sends a 6-digit code to a phone. */
export const postSmsCodeInput = v.object({ phone: phoneSchema });
export const postSmsCodeOutput = v.object({
  /** Seconds the code stays valid (300). */
  expiresIn: v.number(),
  /** Seconds until the next send is allowed (60). */
  resendIn: v.number(),
});

/** POST login: phone + SMS code; the first login registers the reader. */
export const loginInput = v.object({ phone: phoneSchema, code: smsCodeSchema });

export const wxUserInfoSchema = v.object({
  openid: v.string(),
  nickname: v.string(),
  headimgurl: v.string(),
});
export type WxUserInfo = v.InferOutput<typeof wxUserInfoSchema>;

export const loginOutput = v.object({
  /** 'login': token issued. 'register': only the WeChat user info is known (wxLogin). */
  type: v.picklist(['login', 'register']),
  token: v.optional(v.string()),
  /** The reader's phone number, stored under the `iphone` key. */
  username: v.optional(v.string()),
  wxUserInfo: v.optional(v.nullable(wxUserInfoSchema)),
  /** True when this login created the account. */
  isNewUser: v.optional(v.boolean()),
});
export type LoginResult = v.InferOutput<typeof loginOutput>;

/** GET users/show: the signed-in reader's profile. */
export const userProfileSchema = v.object({
  id: v.number(),
  /** Masked phone, e.g. 138****0000. */
  phone: v.string(),
  nickname: v.string(),
  /** Absolute or site-relative URL. */
  avatar: v.string(),
  unreadMsgCount: v.number(),
});
export type UserProfile = v.InferOutput<typeof userProfileSchema>;
