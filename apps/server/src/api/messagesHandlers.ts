import type { messagesApi } from '@shqcb/api/contract/messages';
import { integralMessageReadMsg } from '@shqcb/api/contract/messages';
import type { AppDeps } from '../AppDeps.ts';
import { ApiError } from '../http/ApiError.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { listMessages, readMessages } from '../modules/users/messageBox.ts';

/** SPEC §7 "Messages": the reader's points and system messages. */
export function messagesHandlers(deps: AppDeps): GroupHandlers<typeof messagesApi> {
  const { db, clock } = deps;
  return {
    integralMessageList: async (page, request) => listMessages(db, await request.userId(), page),
    integralMessageReadMsg: async ({ id }, request) => {
      const left = await readMessages(db, await request.userId(), id, clock.now());
      if (left === null) throw ApiError.of(integralMessageReadMsg.refusals.notFound);
      return { unreadMsgCount: left };
    },
  };
}
