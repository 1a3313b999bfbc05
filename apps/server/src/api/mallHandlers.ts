import type { mallApi } from '@shqcb/api/contract/mall';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';

/** SPEC §7 group "mall": its calls arrive with the issue that builds their screens. */
export function mallHandlers(_deps: AppDeps): GroupHandlers<typeof mallApi> {
  return {};
}
