import type { Hono } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import { pageViews } from '../../db/schema.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { currentUserId } from '../auth/currentUserId.ts';
import { FixedWindowCounter } from './FixedWindowCounter.ts';

/**
 * pageStatistics: one row per page view. Over the per-IP limit the view is acknowledged but not
 * stored (`recorded: false`): analytics must never bother the reader with an error.
 */
export function statsRoutes(api: Hono<AppEnv>, deps: AppDeps): void {
  const counter = new FixedWindowCounter(deps.config.pageViewsPerMinute);
  endpointRoute(api, 'pageStatistics', async ({ path, title, referrer }, c) => {
    const now = deps.clock.now();
    const ip = c.get('ip');
    if (!counter.hit(ip, now)) return { recorded: false };
    const userId = await currentUserId(deps, c);
    await deps.db.insert(pageViews).values({ path, title, referrer, ip, userId, createdAt: now });
    return { recorded: true };
  });
}
