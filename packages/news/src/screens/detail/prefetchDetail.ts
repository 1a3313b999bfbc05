import type { RouteTarget } from '@shqcb/bridge';
import { newsShow } from '@shqcb/api/contract/content';
import { prefetchApi } from '@shqcb/api/query';
import { newsIdOf } from './newsIdOf.ts';

/** Starts the detail request of a news address, as the detail screen will ask for it. */
export function prefetchDetail({ params }: RouteTarget): void {
  const id = newsIdOf(params.id);
  if (id !== null) prefetchApi(newsShow, { id });
}
