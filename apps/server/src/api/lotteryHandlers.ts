import type { lotteryApi } from '@shqcb/api/contract/lottery';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';

/** SPEC §7 group "lottery": its calls arrive with the issue that builds their screens. */
export function lotteryHandlers(_deps: AppDeps): GroupHandlers<typeof lotteryApi> {
  return {};
}
