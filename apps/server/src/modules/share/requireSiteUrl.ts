import type { Context } from 'hono';
import type { Refusal } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import { ApiError } from '../../http/ApiError.ts';
import { siteUrl } from '../../http/siteOrigins.ts';

/** Refuses an address that is not a page of this site, with the calling endpoint's words. */
export function requireSiteUrl(c: Context, deps: Pick<AppDeps, 'config'>, url: string, refusal: Refusal): URL {
  const parsed = siteUrl(c, deps.config, url);
  if (!parsed) throw ApiError.of(refusal);
  return parsed;
}
