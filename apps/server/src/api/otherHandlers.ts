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
    // One row per page view; a batch (`views`, sent as a beacon when the page is hidden) is stored in
    // one insert. Every view takes one slot of the per-address minute limit, as if sent alone; views
    // over it are acknowledged but not stored (`recorded: false`, `count` says how many were):
    // analytics must never bother the reader with an error. A batch is anonymous (decision 0015: a
    // beacon cannot carry the token), so it is stored without a reader even when a token came along.
    pageStatistics: async (input, request) => {
      const now = deps.clock.now();
      const views = 'views' in input ? input.views : [{ ...input, seenAt: now.getTime() }];
      const rule = { bucket: 'page-view', limit: deps.config.pageViewsPerMinute, window: MINUTE };
      const key = networkKey(request.ip);
      let allowed = 0;
      while (allowed < views.length && (await takeRateSlot(deps.db, rule, key, now))) allowed++;
      if (allowed === 0) return { recorded: false, count: 0 };
      const userId = 'views' in input ? null : await request.viewerId();
      await deps.db.insert(pageViews).values(
        views.slice(0, allowed).map(({ path, title, referrer, seenAt }) => ({ path, title, referrer, ip: request.ip, userId, createdAt: seenAtOf(seenAt, now) })),
      );
      return { recorded: allowed === views.length, count: allowed };
    },
    // --- Issue 12 part B ---
    dateList: () => listEpaperIssues(deps.clock.now()),
  };
}

/** How far back a queued view's own time is believed (a page kept open overnight flushes late). */
const SEEN_AT_TRUST_MS = 24 * 60 * 60 * 1000;

/** The time a view was seen, by the reader's clock, kept within the last day and never after `now`. */
function seenAtOf(seenAt: number, now: Date): Date {
  const latest = now.getTime();
  return new Date(Math.min(latest, Math.max(latest - SEEN_AT_TRUST_MS, seenAt)));
}
