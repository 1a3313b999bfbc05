import type { otherApi } from '@shqcb/api/contract/other';
import type { epaperApi } from '@shqcb/api/contract/engagement';
import type { AppDeps } from '../AppDeps.ts';
import { pageViews } from '../db/schema.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { networkKey } from '../limits/networkKey.ts';
import { MINUTE, takeRateSlot } from '../limits/rateLimit.ts';
import { listEpaperIssues } from '../modules/epaper/epaperIssues.ts';

/** SPEC §7 "Other": page statistics. */
export function otherHandlers(deps: AppDeps): GroupHandlers<typeof otherApi & typeof epaperApi> {
  return {
    // One row per page view. Over the per-address limit the view is acknowledged but not stored
    // (`recorded: false`): analytics must never bother the reader with an error.
    pageStatistics: async ({ path, title, referrer }, request) => {
      const now = deps.clock.now();
      const allowed = await takeRateSlot(deps.db, { bucket: 'page-view', limit: deps.config.pageViewsPerMinute, window: MINUTE }, networkKey(request.ip), now);
      if (!allowed) return { recorded: false };
      const userId = await request.viewerId();
      await deps.db.insert(pageViews).values({ path, title, referrer, ip: request.ip, userId, createdAt: now });
      return { recorded: true };
    },
    // --- Issue 12 part B ---
    dateList: () => listEpaperIssues(deps.clock.now()),
  };
}
