import type { subscriptionApi } from '@shqcb/api/contract/subscription';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';

/** SPEC §7 group "subscription": its calls arrive with the issue that builds their screens. */
export function subscriptionHandlers(_deps: AppDeps): GroupHandlers<typeof subscriptionApi> {
  return {};
}
