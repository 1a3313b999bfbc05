import { and, count, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import { messages, users } from '../../db/schema.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { DEFAULT_AVATAR_PATH } from '../media/mediaPaths.ts';
import { requireUserId } from '../auth/currentUserId.ts';
import { maskPhone } from './maskPhone.ts';

/** users/show: the signed-in reader's profile with the unread message count for the bell. */
export function userRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  endpointRoute(api, 'userShow', async (_input, c) => {
    const userId = await requireUserId(deps, c);
    const [user] = await deps.db
      .select({ id: users.id, phone: users.phone, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId));
    // The session cascade-deletes with its user, so this only happens in a race with deletion.
    if (!user) throw new ApiError(401, '请登录...');
    const [unread] = await deps.db
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
  });
}
