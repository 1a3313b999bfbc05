import { eq } from 'drizzle-orm';
import { shareController } from '@shqcb/api/contract/login';
import type { OutputOf, ParsedInputOf } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import { news, shares } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { HandlerContext } from '../../http/mountEndpoint.ts';
import { networkKey } from '../../limits/networkKey.ts';
import { MINUTE, takeRateSlot } from '../../limits/rateLimit.ts';
import { requireSiteUrl } from './requireSiteUrl.ts';

/**
 * shareController: records that a reader shared a page of the site, and where. Over the per-address
 * limit the share is acknowledged but not stored, like a page view: a reader is never bothered.
 */
export async function recordShare(
  deps: AppDeps,
  { url, channel, newsId }: ParsedInputOf<typeof shareController>,
  request: HandlerContext,
): Promise<OutputOf<typeof shareController>> {
  requireSiteUrl(request.c, deps, url, shareController.refusals.foreignUrl);
  if (newsId !== undefined) {
    const [item] = await deps.db.select({ id: news.id }).from(news).where(eq(news.id, newsId));
    if (!item) throw ApiError.of(shareController.refusals.newsNotFound);
  }
  const now = deps.clock.now();
  const allowed = await takeRateSlot(deps.db, { bucket: 'share', limit: deps.config.sharesPerMinute, window: MINUTE }, networkKey(request.ip), now);
  if (!allowed) return { recorded: false };
  const userId = await request.viewerId();
  await deps.db.insert(shares).values({ url, channel, newsId: newsId ?? null, userId, ip: request.ip, createdAt: now });
  return { recorded: true };
}
