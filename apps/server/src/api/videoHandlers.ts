import type { videoApi } from '@shqcb/api/contract/video';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { toPage } from '../http/toPage.ts';
import { countSearch, hotKeywords } from '../modules/search/searchNews.ts';
import { showLive } from '../modules/video/liveVideos.ts';
import { listVideoComments, postVideoComment } from '../modules/video/videoComments.ts';
import { setVideoReaction } from '../modules/video/videoReactions.ts';
import { listModuleVideos, listPinnedVideos, listVideoCategories, listVideos, searchVideos, showVideo } from '../modules/video/videos.ts';

/** Issue 12 part A: the video and live calls of SPEC §7 "Content" (filed under content; decision 13). */
export function videoHandlers(deps: AppDeps): GroupHandlers<typeof videoApi> {
  const { db, clock } = deps;
  return {
    categoryVideo: () => listVideoCategories(db, clock.now()),
    videoModuleTop: () => listModuleVideos(db, clock.now()),
    videoTop: ({ categoryId }) => listPinnedVideos(db, clock.now(), categoryId),
    videoList: ({ categoryId, page, pageSize }) => listVideos(db, clock.now(), categoryId, { page, pageSize }),
    videoShow: async ({ id }, request) => showVideo(db, id, clock.now(), await request.viewerId()),
    // As news/search (decision 17): without a keyword only the hot keywords; a first page that found something counts towards them.
    videoSearch: async ({ keyword, page, pageSize }) => {
      const now = clock.now();
      const found = keyword === undefined ? toPage([], { page, pageSize }, 0) : await searchVideos(db, now, keyword, { page, pageSize });
      if (keyword !== undefined && page === 1 && found.total > 0) await countSearch(db, keyword, deps.config.comments.sensitiveWords, now);
      return { ...found, hotKeywords: await hotKeywords(db, now) };
    },
    videoCommentList: async ({ id, page, pageSize }, request) => listVideoComments(db, 'video', id, await request.viewerId(), clock.now(), { page, pageSize }),
    videoCommentCreate: async ({ id, content, target }, request) =>
      postVideoComment(db, deps.config.comments, await request.userId(), target, id, content, clock.now()),
    videoCollectionCreate: async ({ id, collected }, request) => setVideoReaction(db, await request.userId(), id, 'collect', collected, clock.now()),
    videoCollectionPraises: async ({ id, praised }, request) => setVideoReaction(db, await request.userId(), id, 'praise', praised, clock.now()),
    liveVideoShow: ({ id }) => showLive(db, id, clock.now()),
    liveVideoCommentsList: async ({ id, page, pageSize }, request) => listVideoComments(db, 'live', id, await request.viewerId(), clock.now(), { page, pageSize }),
  };
}
