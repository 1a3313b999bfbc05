import { and, count, eq, isNull } from 'drizzle-orm';
import type { userApi } from '@shqcb/api/contract/user';
import type { AppDeps } from '../AppDeps.ts';
import { messages, users } from '../db/schema.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { requireUserId } from '../modules/auth/currentUserId.ts';
import { DEFAULT_AVATAR_PATH } from '../modules/media/mediaPaths.ts';
import { maskPhone } from '../modules/users/maskPhone.ts';

/** SPEC §7 "User": the reader's profile with the unread message count for the bell. */
export function userHandlers(deps: AppDeps): GroupHandlers<typeof userApi> {
  const { db } = deps;
  return {
    userShow: async (_input, request) => {
      const userId = await request.userId();
      const [user] = await db
        .select({ id: users.id, phone: users.phone, nickname: users.nickname, avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId));
      // The session cascade-deletes with its user, so this only happens in a race with deletion.
      if (!user) return requireUserId(null) as never;
      const [unread] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
      return {
        id: user.id,
        phone: maskPhone(user.phone),
        nickname: user.nickname,
        avatar: user.avatar || DEFAULT_AVATAR_PATH,
        unreadMsgCount: unread?.n ?? 0,
      };
    },
  };
}
