import { integralMessageReadMsg, type messagesApi } from '../contract/messages.ts';
import { MOCK_MISSING_ID, mockMessages } from './accountData.ts';
import { paginate } from './demoData.ts';
import { MockRefusal } from './endpointHandler.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 "Messages": three messages of the mock reader, the newest unread (stateless: tests override for other states). */
export const messagesMocks: GroupMocks<typeof messagesApi> = {
  integralMessageList: { answer: ({ input }) => paginate(mockMessages, input.page, input.pageSize) },
  integralMessageReadMsg: {
    answer: ({ input }) => {
      if (input.id === MOCK_MISSING_ID) throw new MockRefusal(integralMessageReadMsg.refusals.notFound);
      return { unreadMsgCount: 0 };
    },
    refusing: { notFound: { id: MOCK_MISSING_ID } },
  },
};
