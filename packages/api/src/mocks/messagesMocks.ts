import type { messagesApi } from '../contract/messages.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 group "messages": its mocks arrive with its calls. */
export const messagesMocks: GroupMocks<typeof messagesApi> = {};
