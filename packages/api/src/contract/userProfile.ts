import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/**
 * SPEC §7 users/show, on its own: the home's header asks it for the unread count, and a module of
 * its own keeps the rest of the user group (uploads, feedback, cancellation) off the home route. The
 * user group (`./user.ts`) includes it.
 */

/** The signed-in reader's profile (SPEC §3 users/show: avatar, unreadMsgCount). */
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

export const userShow = endpoint({
  method: 'GET',
  path: 'users/show',
  auth: 'required',
  summary: '当前读者的资料与未读消息数',
  input: v.object({}),
  output: userProfileSchema,
  example: {},
});
