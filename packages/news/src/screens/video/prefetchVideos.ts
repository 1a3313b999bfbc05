import type { RouteTarget } from '@shqcb/bridge';
import { categoryVideo, videoList, videoTop } from '@shqcb/api/contract/video';
import { prefetchApi, prefetchApiList } from '@shqcb/api/query';
import { categoryIdOf } from './categoryIdOf.ts';

/** The filter of `/video/:id?`'s requests: a category, or none for 全部. */
export function videoFilterOf(id: string | undefined): { categoryId?: number } {
  const categoryId = categoryIdOf(id);
  return categoryId === 0 ? {} : { categoryId };
}

/**
 * The 视频 tab's first requests (the category strip, the pinned videos and the list's first page),
 * as the screen asks for them: started while its code downloads, and by the server before it
 * renders the first view of a `?path=/video` link (decision 0051).
 */
export function prefetchVideos({ params }: RouteTarget): void {
  const filter = videoFilterOf(params.id);
  prefetchApi(categoryVideo);
  prefetchApi(videoTop, filter);
  prefetchApiList(videoList, filter);
}
