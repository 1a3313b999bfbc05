import * as v from 'valibot';
import { loginOutput } from './auth.ts';

/** An absolute http(s) page address, as WeChat signs it and as a QR code carries it. */
export const pageUrlSchema = v.pipe(
  v.string('url 不能为空'),
  v.trim(),
  v.nonEmpty('url 不能为空'),
  v.maxLength(1000, 'url 过长'),
  v.regex(/^https?:\/\/[^\s]+$/i, 'url 格式不正确'),
);

/** POST wxLogin: exchanges a WeChat authorisation code (SPEC §4). */
export const wxLoginInput = v.object({
  code: v.pipe(v.string('code 不能为空'), v.trim(), v.nonEmpty('code 不能为空'), v.maxLength(256, 'code 过长')),
  /** The `state` the authorisation redirect carried back, checked against the one issued. */
  state: v.optional(v.pipe(v.string(), v.maxLength(128, 'state 过长'))),
});
/** Same shape as login: 'login' carries a token; 'register' only the WeChat user info. */
export const wxLoginOutput = loginOutput;

/** GET shareConfig: JS-SDK signature for a page address without its hash (SPEC §3, §7). */
export const shareConfigInput = v.object({ url: pageUrlSchema });
export const shareConfigOutput = v.object({
  appID: v.string(),
  timestamp: v.number(),
  nonceStr: v.string(),
  signature: v.string(),
});
export type ShareConfig = v.InferOutput<typeof shareConfigOutput>;

/** GET generateQRCode: a PNG QR code of an address on the site, base64 (SPEC §3 data.QR). */
export const generateQRCodeInput = v.object({ url: pageUrlSchema });
export const generateQRCodeOutput = v.object({ QR: v.string() });

/** POST shareController: records that a reader shared a page, and where. */
export const shareControllerInput = v.object({
  url: pageUrlSchema,
  channel: v.picklist(['wechat-friend', 'wechat-timeline', 'app', 'system', 'link', 'poster'], '分享渠道不正确'),
  newsId: v.optional(v.pipe(v.number('newsId 格式不正确'), v.integer('newsId 格式不正确'), v.minValue(1, 'newsId 格式不正确'))),
});
export const shareControllerOutput = v.object({ recorded: v.boolean() });
