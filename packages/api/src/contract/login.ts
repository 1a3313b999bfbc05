import * as v from 'valibot';
import { idSchema, MAX_ID, phoneSchema, smsCodeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** SPEC §7 "Login and sharing": SMS and WeChat login, the JS-SDK signature, QR codes, share records. */

export const wxUserInfoSchema = v.object({
  openid: v.string(),
  nickname: v.string(),
  headimgurl: v.string(),
});
export type WxUserInfo = v.InferOutput<typeof wxUserInfoSchema>;

/** SPEC §3 login response: 'login' carries a token; 'register' only the WeChat user info. */
export const loginResultSchema = v.object({
  type: v.picklist(['login', 'register']),
  token: v.optional(v.string()),
  /** The reader's phone number, stored under the `iphone` key. */
  username: v.optional(v.string()),
  wxUserInfo: v.optional(v.nullable(wxUserInfoSchema)),
  /** True when this login created the account. */
  isNewUser: v.optional(v.boolean()),
});
export type LoginResult = v.InferOutput<typeof loginResultSchema>;

/** An absolute http(s) page address, as WeChat signs it and as a QR code carries it. */
export const pageUrlSchema = v.pipe(
  v.string('url 不能为空'),
  v.trim(),
  v.nonEmpty('url 不能为空'),
  v.maxLength(1000, 'url 过长'),
  v.regex(/^https?:\/\/[^\s]+$/i, 'url 格式不正确'),
);

/** Where a reader shared a page (shareController). */
export const SHARE_CHANNELS = ['wechat-friend', 'wechat-timeline', 'app', 'system', 'link', 'poster'] as const;

/** Characters of the picture captcha: letters and digits readers do not confuse (no 0/O/o, 1/I/l). */
export const CAPTCHA_CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 4;

/**
 * A picture captcha challenge (SPEC §5): the client draws `text` on its canvas (4 lines, 30 dots,
 * rotated characters) and sends the reader's answer with `id` to postSmsCode. The server keeps only
 * a hash; a challenge is answered once, right or wrong, within `expiresIn` seconds. Not in SPEC §7,
 * whose captcha the old app checked in the browser only.
 */
export const captcha = endpoint({
  method: 'GET',
  path: 'captcha',
  summary: '图形验证码：返回编号与要绘制的字符，120秒内一次有效',
  input: v.object({}),
  output: v.object({ id: v.string(), text: v.string(), expiresIn: v.number() }),
  example: {},
  refusals: { tooMany: { code: 429, msg: '刷新过于频繁，请稍后再试' } },
});

const captchaAnswerSchema = v.pipe(
  v.string('请输入图形验证码'),
  v.trim(),
  v.nonEmpty('请输入图形验证码'),
  v.length(CAPTCHA_LENGTH, '图形验证码错误，请重新输入'),
);
const captchaIdSchema = v.pipe(v.string('请点击图片刷新图形验证码'), v.trim(), v.regex(/^[\w-]{16,64}$/, '请点击图片刷新图形验证码'));

export const postSmsCode = endpoint({
  method: 'POST',
  path: 'postSmsCode',
  summary: '发送登录短信验证码（6位，300秒内有效，60秒后可重发）；须带图形验证码（captcha 接口）的编号与答案',
  input: v.object({ phone: phoneSchema, captchaId: captchaIdSchema, captcha: captchaAnswerSchema }),
  output: v.object({
    /** Seconds the code stays valid (300). */
    expiresIn: v.number(),
    /** Seconds until the next send is allowed (60). */
    resendIn: v.number(),
  }),
  example: { phone: '13800138000', captchaId: 'mock-captcha-0000000001', captcha: 'K7Pm' },
  refusals: {
    captchaWrong: { code: 400, msg: '图形验证码错误，请重新输入' },
    captchaExpired: { code: 400, msg: '图形验证码已失效，请点击图片刷新' },
    tooSoon: { code: 429, msg: '发送过于频繁，请 ${wait} 秒后再试' },
    phoneDailyLimit: { code: 429, msg: '该手机号今日获取验证码次数已达上限，请明天再试' },
    networkDailyLimit: { code: 429, msg: '当前网络今日获取验证码次数已达上限，请明天再试' },
    busy: { code: 429, msg: '当前获取验证码的人较多，请稍后再试' },
    sendFailed: { code: 503, msg: '短信发送失败，请稍后重试' },
  },
});

export const login = endpoint({
  method: 'POST',
  path: 'login',
  summary: '手机号加短信验证码登录；首次登录即注册',
  input: v.object({ phone: phoneSchema, code: smsCodeSchema }),
  output: loginResultSchema,
  example: { phone: '13800138000', code: '123456' },
  refusals: {
    noCode: { code: 400, msg: '请先获取验证码' },
    wrongCode: { code: 400, msg: '验证码错误，请重新输入' },
    wrongCodeTriesLeft: { code: 400, msg: '验证码错误，还可尝试 ${left} 次' },
    usedCode: { code: 400, msg: '验证码已使用，请重新获取' },
    expiredCode: { code: 400, msg: '验证码已过期，请重新获取' },
    tooManyTries: { code: 429, msg: '验证码错误次数过多，请重新获取' },
  },
});

export const wxLogin = endpoint({
  method: 'POST',
  path: 'wxLogin',
  summary: '用微信授权返回的 code 和 state 登录（SPEC §4）；未绑定手机号的微信用户得到 register',
  input: v.object({
    code: v.pipe(v.string('code 不能为空'), v.trim(), v.nonEmpty('code 不能为空'), v.maxLength(256, 'code 过长')),
    /**
     * The `state` the authorisation redirect carried back (decision 6). SPEC §7 lists only `code`;
     * the reference server issues `state` at wxAuthorize and refuses an exchange without it.
     */
    state: v.pipe(
      v.string('缺少 state 参数，请重新授权'),
      v.trim(),
      v.nonEmpty('缺少 state 参数，请重新授权'),
      v.maxLength(128, 'state 过长'),
    ),
  }),
  output: loginResultSchema,
  example: { code: 'wechat-code', state: 'state-from-wxAuthorize' },
  refusals: {
    authorisationExpired: { code: 400, msg: '授权已失效，请重新授权' },
    codeInvalid: { code: 400, msg: '授权码无效，请重新授权' },
    codeUsed: { code: 400, msg: '授权码已使用，请重新授权' },
    codeExpired: { code: 400, msg: '授权码已过期，请重新授权' },
    off: { code: 503, msg: '微信登录暂未开放' },
  },
});

export const shareConfig = endpoint({
  method: 'GET',
  path: 'shareConfig',
  summary: '微信 JS-SDK 签名（wx.config），页面地址不含 # 之后部分',
  input: v.object({ url: pageUrlSchema }),
  output: v.object({
    appID: v.string(),
    timestamp: v.number(),
    nonceStr: v.string(),
    signature: v.string(),
  }),
  example: { url: 'http://localhost/shqcb/' },
  refusals: { foreignUrl: { code: 400, msg: '只能为本站页面生成分享配置' } },
});
export type ShareConfig = v.InferOutput<typeof shareConfig.output>;

export const generateQRCode = endpoint({
  method: 'GET',
  path: 'generateQRCode',
  summary: '本站页面地址的二维码（PNG，base64，SPEC §3 data.QR）',
  input: v.object({ url: pageUrlSchema }),
  output: v.object({ QR: v.string() }),
  example: { url: 'http://localhost/shqcb/#/text-detail/1?type=share' },
  refusals: {
    foreignUrl: { code: 400, msg: '只能为本站页面生成二维码' },
    tooLong: { code: 400, msg: '网址过长，无法生成二维码' },
  },
});

export const shareController = endpoint({
  method: 'POST',
  path: 'shareController',
  summary: '记录一次分享及其渠道；超过每分钟上限时确认但不记录',
  input: v.object({
    url: pageUrlSchema,
    channel: v.picklist(SHARE_CHANNELS, '分享渠道不正确'),
    newsId: v.optional(v.pipe(v.number('newsId 格式不正确'), v.integer('newsId 格式不正确'), v.minValue(1, 'newsId 格式不正确'), v.maxValue(MAX_ID, 'newsId 格式不正确'))),
  }),
  output: v.object({ recorded: v.boolean() }),
  example: { url: 'http://localhost/shqcb/#/text-detail/1', channel: 'poster', newsId: 1 },
  refusals: {
    foreignUrl: { code: 400, msg: '只能记录本站页面的分享' },
    newsNotFound: { code: 404, msg: '新闻不存在' },
  },
});

/**
 * Ends the session of the token sent (退出登录). Not in SPEC §7, which only clears storage (§8);
 * the reference server also revokes the token so a copy of it is worthless. Without a live token
 * it succeeds too, with `loggedOut: false`, so a reader can always leave.
 */
export const logout = endpoint({
  method: 'POST',
  path: 'logout',
  summary: '退出登录：注销当前令牌（服务器端失效）',
  input: v.object({}),
  output: v.object({ loggedOut: v.boolean() }),
  example: {},
});

/** One of the reader's sessions, for the list in settings. Times are ISO 8601. */
export const sessionSchema = v.object({
  id: v.number(),
  /** '微信 · iPhone', 'Chrome · Android'… */
  device: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.string(),
  /** The session this request came with. */
  current: v.boolean(),
});
export type Session = v.InferOutput<typeof sessionSchema>;

export const sessionList = endpoint({
  method: 'GET',
  path: 'sessions/list',
  auth: 'required',
  summary: '当前读者已登录的设备，最近使用的在前',
  input: v.object({}),
  output: v.array(sessionSchema),
  example: {},
});

export const sessionRevoke = endpoint({
  method: 'POST',
  path: 'sessions/revoke',
  auth: 'required',
  summary: '让读者自己的一个登录设备下线（已下线或不属于该读者时 revoked 为 false）',
  input: v.object({ id: idSchema }),
  output: v.object({ revoked: v.boolean() }),
  example: { id: 1 },
});

export const sessionRevokeOthers = endpoint({
  method: 'POST',
  path: 'sessions/revokeOthers',
  auth: 'required',
  summary: '退出其他设备：除当前设备外全部下线',
  input: v.object({}),
  output: v.object({ revoked: v.number() }),
  example: {},
});

/** The calls of SPEC §7 "Login and sharing", and the session calls the security review added. */
export const loginApi = {
  captcha,
  postSmsCode,
  login,
  wxLogin,
  shareConfig,
  generateQRCode,
  shareController,
  logout,
  sessionList,
  sessionRevoke,
  sessionRevokeOthers,
} as const;
