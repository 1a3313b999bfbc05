import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema, phoneSchema, smsCodeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

import { isBlobLike } from './imageType.ts';
import { userProfileSchema, userShow } from './userProfile.ts';

export { isBlobLike, sniffImageType } from './imageType.ts';
export type { ImageType } from './imageType.ts';

/** SPEC §7 "User": the reader's profile, avatar, feedback with staff replies, help and account. */

// The profile call has a module of its own: the home's header asks it, and takes none of the group's
// other schemas with it (decision 0051).
export { userProfileSchema, userShow } from './userProfile.ts';
export type { UserProfile } from './userProfile.ts';

/** Longest nickname, in characters. */
export const NICKNAME_MAX = 30;
/** Chinese characters, letters, digits, '_', '-' and '·'; no emoji, no spaces inside. */
export const NICKNAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_\-·]+$/;

export const nicknameSchema = v.pipe(
  v.string('请输入昵称'),
  v.trim(),
  v.nonEmpty('请输入昵称'),
  v.maxLength(NICKNAME_MAX, `昵称最多${NICKNAME_MAX}个字`),
  v.regex(NICKNAME_PATTERN, '昵称只能包含中文、字母、数字、下划线和短横线'),
);

export const userEdit = endpoint({
  method: 'POST',
  path: 'users/edit',
  auth: 'required',
  summary: `修改昵称（1–${NICKNAME_MAX}字，中文、字母、数字、_、-、·）`,
  input: v.object({ nickname: nicknameSchema }),
  output: userProfileSchema,
  example: { nickname: '车迷小王' },
});

/** Largest picture accepted, in bytes (10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Picture refusals shared by the upload calls. */
export const imageRefusals = {
  notImage: { code: 400, msg: '请上传 JPG、PNG、WebP 或 GIF 格式的图片' },
  tooLarge: { code: 413, msg: '图片不能超过10MB' },
  tooManyPixels: { code: 400, msg: '图片尺寸过大，请选择较小的图片' },
  unreadable: { code: 400, msg: '图片已损坏，无法读取' },
} as const;

/** A picture sent as multipart/form-data field `file`; its type is checked by its bytes on the server. */
export const imageFileSchema = v.custom<Blob>(isBlobLike, '请选择图片');

/** A 1×1 PNG: the example upload of the contract (and the mock-fidelity suite). */
const EXAMPLE_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const exampleImage = () => new Blob([EXAMPLE_PNG], { type: 'image/png' });

/** The sizes of an uploaded avatar: WebP with a JPEG fallback, 512 and 128 px square. */
export const avatarSizesSchema = v.object({
  /** 512 px JPEG: what users/show answers as `avatar`. */
  avatar: v.string(),
  webp512: v.string(),
  webp128: v.string(),
  jpeg128: v.string(),
});
export type AvatarSizes = v.InferOutput<typeof avatarSizesSchema>;

export const userUpload = endpoint({
  method: 'POST',
  path: 'users/upload',
  auth: 'required',
  summary: '上传头像图片（multipart 字段 file，≤10MB）：校正方向、去除 EXIF/GPS、裁成正方形，生成 512/128 的 WebP 与 JPEG；users/portrait 设为头像',
  input: v.object({ file: imageFileSchema }),
  output: avatarSizesSchema,
  example: { file: exampleImage() },
  refusals: imageRefusals,
});

export const userPortrait = endpoint({
  method: 'POST',
  path: 'users/portrait',
  auth: 'required',
  summary: '把 users/upload 上传的图片设为头像',
  input: v.object({ avatar: v.pipe(v.string('请先上传头像'), v.trim(), v.nonEmpty('请先上传头像'), v.maxLength(300, '头像地址不正确')) }),
  output: userProfileSchema,
  example: { avatar: '/media/u/avatars/1/example-512.jpg' },
  refusals: { notYours: { code: 400, msg: '头像地址不正确，请重新上传' } },
});

export const uploadedImageSchema = v.object({ url: v.string(), width: v.number(), height: v.number() });
export type UploadedImage = v.InferOutput<typeof uploadedImageSchema>;

export const userUploadImg = endpoint({
  method: 'POST',
  path: 'users/uploadImg',
  auth: 'required',
  summary: '上传反馈图片（multipart 字段 file，≤10MB，长边缩至 2048px 以内，去除 EXIF/GPS）',
  input: v.object({ file: imageFileSchema }),
  output: uploadedImageSchema,
  example: { file: exampleImage() },
  refusals: imageRefusals,
});

export const FEEDBACK_CATEGORIES = ['内容问题', '功能异常', '订阅与支付', '意见建议', '其他'] as const;
export const FEEDBACK_MAX = 500;
export const FEEDBACK_MAX_IMAGES = 9;

export const feedbackSchema = v.object({
  id: v.number(),
  category: v.string(),
  content: v.string(),
  images: v.array(v.string()),
  contact: v.string(),
  createdAt: v.string(),
  replyCount: v.number(),
  /** A staff reply the reader has not opened yet. */
  unreadReply: v.boolean(),
});
export type Feedback = v.InferOutput<typeof feedbackSchema>;

const feedbackTextSchema = (name: string) =>
  v.pipe(v.string(`请输入${name}`), v.trim(), v.nonEmpty(`请输入${name}`), v.maxLength(FEEDBACK_MAX, `${name}最多${FEEDBACK_MAX}字`));

const feedbackNotFound = { code: 404, msg: '反馈不存在' } as const;

export const userFeedback = endpoint({
  method: 'POST',
  path: 'users/feedback',
  auth: 'required',
  summary: `提交意见反馈（≤${FEEDBACK_MAX}字，≤${FEEDBACK_MAX_IMAGES}张 users/uploadImg 上传的图片）`,
  input: v.object({
    category: v.picklist(FEEDBACK_CATEGORIES, '请选择反馈类型'),
    content: feedbackTextSchema('反馈内容'),
    images: v.optional(
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(300, '图片地址不正确')), '图片格式不正确'), v.maxLength(FEEDBACK_MAX_IMAGES, `最多上传${FEEDBACK_MAX_IMAGES}张图片`)),
      [],
    ),
    contact: v.optional(v.pipe(v.string('联系方式格式不正确'), v.trim(), v.maxLength(50, '联系方式最多50字')), ''),
  }),
  output: feedbackSchema,
  example: { category: '功能异常', content: '播放音频时切到后台会停止', images: [], contact: '' },
  refusals: { imageNotYours: { code: 400, msg: '图片地址不正确，请重新上传' } },
});

export const feedbackList = endpoint({
  method: 'GET',
  path: 'feedback/list',
  auth: 'required',
  summary: '我的反馈，新的在前；unreadReply 标出有未读回复的',
  input: v.object({ page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(feedbackSchema),
  example: { page: 1, pageSize: 10 },
});

export const feedbackReplySchema = v.object({
  id: v.number(),
  /** Who wrote it: the publisher's staff or the reader. */
  from: v.picklist(['staff', 'reader']),
  content: v.string(),
  createdAt: v.string(),
});
export type FeedbackReply = v.InferOutput<typeof feedbackReplySchema>;

export const feedbackReplyList = endpoint({
  method: 'GET',
  path: 'feedback/feedbackReplyList',
  auth: 'required',
  summary: '一条反馈与它的回复（旧的在前）；打开即把工作人员的回复标为已读',
  input: v.object({ feedbackId: idSchema }),
  output: v.object({ feedback: feedbackSchema, replies: v.array(feedbackReplySchema) }),
  example: { feedbackId: 1 },
  refusals: { feedbackNotFound },
});

export const feedbackReply = endpoint({
  method: 'POST',
  path: 'feedback/reply',
  auth: 'required',
  summary: '读者在自己的反馈下继续回复',
  input: v.object({ feedbackId: idSchema, content: feedbackTextSchema('回复内容') }),
  output: feedbackReplySchema,
  example: { feedbackId: 1, content: '谢谢，已经好了' },
  refusals: { feedbackNotFound },
});

export const HELP_TOPICS = ['faq', 'privacy'] as const;

export const helpSchema = v.object({
  topic: v.picklist(HELP_TOPICS),
  title: v.string(),
  /** Version of the text (the privacy policy is versioned). */
  version: v.string(),
  updatedAt: v.string(),
  sections: v.array(v.object({ title: v.string(), paragraphs: v.array(v.string()) })),
});
export type Help = v.InferOutput<typeof helpSchema>;

export const help = endpoint({
  method: 'GET',
  path: 'help',
  summary: '帮助中心（topic=faq）与隐私政策（topic=privacy，带版本号）',
  input: v.object({ topic: v.optional(v.picklist(HELP_TOPICS, '帮助主题不正确'), 'faq') }),
  output: helpSchema,
  example: { topic: 'faq' },
});

/** What may stop a cancellation, as the server's registry of checks reports it. */
export const cancelBlockerSchema = v.object({ key: v.string(), title: v.string(), detail: v.string() });
export type CancelBlocker = v.InferOutput<typeof cancelBlockerSchema>;

export const userCancelCheck = endpoint({
  method: 'GET',
  path: 'users/account-cancel/check',
  auth: 'required',
  summary: '注销前的条件检查：列出尚未满足的条件（如未完成的订单）；为空即可注销',
  input: v.object({}),
  output: v.object({ blockers: v.array(cancelBlockerSchema) }),
  example: {},
});

export const userExport = endpoint({
  method: 'POST',
  path: 'users/export',
  auth: 'required',
  summary: '导出我的数据：服务器生成 ZIP（资料、收藏、评论、反馈、订单、积分等 JSON 文件），返回10分钟内有效的下载地址',
  input: v.object({}),
  output: v.object({ url: v.string(), expiresAt: v.string(), files: v.array(v.string()) }),
  example: {},
});

export const userAccountCancel = endpoint({
  method: 'POST',
  path: 'users/account-cancel',
  auth: 'required',
  summary: '注销账号（个人信息保护法）：核对本人手机号与短信验证码后删除或匿名化个人数据，订单匿名保留，全部登录失效，手机号可重新注册',
  input: v.object({ phone: phoneSchema, code: smsCodeSchema }),
  output: v.object({ cancelled: v.boolean() }),
  example: { phone: '13800138000', code: '123456' },
  refusals: {
    wrongPhone: { code: 400, msg: '手机号与当前账号不一致' },
    blocked: { code: 409, msg: '暂不能注销：${reason}' },
  },
});

/** The calls of SPEC §7 "User". */
export const userApi = {
  userShow,
  userEdit,
  userUpload,
  userPortrait,
  userUploadImg,
  userFeedback,
  feedbackList,
  feedbackReplyList,
  feedbackReply,
  help,
  userCancelCheck,
  userExport,
  userAccountCancel,
} as const;
