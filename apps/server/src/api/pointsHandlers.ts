import type { pointsApi } from '@shqcb/api/contract/points';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';

/** SPEC §7 group "points": its calls arrive with the issue that builds their screens. */
export function pointsHandlers(_deps: AppDeps): GroupHandlers<typeof pointsApi> {
  return {};
}
