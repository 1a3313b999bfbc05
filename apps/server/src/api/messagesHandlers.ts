import type { messagesApi } from '@shqcb/api/contract/messages';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';

/** SPEC §7 group "messages": its calls arrive with the issue that builds their screens. */
export function messagesHandlers(_deps: AppDeps): GroupHandlers<typeof messagesApi> {
  return {};
}
