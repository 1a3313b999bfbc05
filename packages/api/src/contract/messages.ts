import * as v from 'valibot';
import { idSchema, pageOf, pageSchema, pageSizeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** SPEC §7 "Messages": the reader's points and system messages; unread ones make the bell's badge. */

export const MESSAGE_KINDS = ['system', 'points'] as const;

export const messageSchema = v.object({
  id: v.number(),
  kind: v.picklist(MESSAGE_KINDS),
  title: v.string(),
  body: v.string(),
  /** A route of the reader the message leads to ('' for none), e.g. '/feedback-dialogue?id=3'. */
  link: v.string(),
  createdAt: v.string(),
  read: v.boolean(),
});
export type Message = v.InferOutput<typeof messageSchema>;

export const integralMessageList = endpoint({
  method: 'GET',
  path: 'integralMessage/list',
  auth: 'required',
  summary: '我的消息（积分与系统消息），新的在前',
  input: v.object({ page: pageSchema, pageSize: pageSizeSchema }),
  output: pageOf(messageSchema),
  example: { page: 1, pageSize: 10 },
});

export const integralMessageReadMsg = endpoint({
  method: 'GET',
  path: 'integralMessage/readMsg',
  auth: 'required',
  summary: '把一条消息（id）或全部消息（id=all）标为已读；返回剩余未读数',
  input: v.object({
    id: v.union([v.literal('all'), idSchema], '消息编号不正确'),
  }),
  output: v.object({ unreadMsgCount: v.number() }),
  example: { id: 'all' },
  refusals: { notFound: { code: 404, msg: '消息不存在' } },
});

/** The calls of SPEC §7 "Messages". */
export const messagesApi = { integralMessageList, integralMessageReadMsg } as const;
