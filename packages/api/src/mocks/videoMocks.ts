import type { videoApi } from '../contract/video.ts';
import { liveVideoShow, videoCommentCreate, videoList, videoShow } from '../contract/video.ts';
import {
  HOT_KEYWORDS,
  MOCK_SENSITIVE_WORDS,
  commentsOfLive,
  commentsOfVideo,
  liveVideos,
  makeComment,
  makeVideoDetail,
  moduleVideos,
  paginate,
  pinnedVideos,
  reactionsOfVideo,
  videoCategories,
  videoItems,
} from './demoData.ts';
import { MockRefusal } from './endpointHandler.ts';
import type { GroupMocks } from './mockTypes.ts';

const UNKNOWN_ID = 99_999;

/** The lists refuse an unknown category with the same words. */
function ofCategory(categoryId: number | undefined) {
  if (categoryId === undefined) return videoItems;
  if (!videoCategories.some((category) => category.id === categoryId)) throw new MockRefusal(videoList.refusals.categoryNotFound);
  return videoItems.filter((item) => item.categoryId === categoryId);
}

function knownVideo(id: number): void {
  if (!videoItems.some((item) => item.id === id)) throw new MockRefusal(videoShow.refusals.notFound);
}

function knownLive(id: number) {
  const live = liveVideos.find((candidate) => candidate.id === id);
  if (!live) throw new MockRefusal(liveVideoShow.refusals.notFound);
  return live;
}

const pending = (content: string) => MOCK_SENSITIVE_WORDS.some((word) => content.includes(word));

/** The recorded live event that has ended (the mocks refuse remarks in it, as the server does). */
const endedLive = liveVideos.find((live) => live.state === 'ended');

/** Issue 12 part A: the video and live calls, answered from the recorded demo seed. */
export const videoMocks: GroupMocks<typeof videoApi> = {
  categoryVideo: { answer: () => videoCategories },
  videoModuleTop: { answer: () => moduleVideos },
  videoTop: {
    answer: ({ input }) => {
      const own = new Set(ofCategory(input.categoryId).map((item) => item.id));
      return pinnedVideos.filter((item) => own.has(item.id));
    },
    refusing: { categoryNotFound: { categoryId: UNKNOWN_ID } },
  },
  videoList: {
    answer: ({ input }) => paginate(ofCategory(input.categoryId), input.page, input.pageSize),
    refusing: { categoryNotFound: { categoryId: UNKNOWN_ID } },
  },
  videoShow: {
    answer: ({ input }) => {
      knownVideo(input.id);
      return makeVideoDetail({ id: input.id });
    },
    refusing: { notFound: { id: UNKNOWN_ID } },
  },
  videoSearch: {
    answer: ({ input }) => {
      const words = input.keyword?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
      const found = words.length === 0 ? [] : videoItems.filter((item) => words.every((word) => item.title.toLowerCase().includes(word)));
      return { ...paginate(found, input.page, input.pageSize), hotKeywords: HOT_KEYWORDS };
    },
  },
  videoCommentList: {
    answer: ({ input }) => {
      knownVideo(input.id);
      return paginate(commentsOfVideo(input.id), input.page, input.pageSize);
    },
    refusing: { notFound: { id: UNKNOWN_ID } },
  },
  videoCommentCreate: {
    answer: ({ input }) => {
      if (input.target === 'live') {
        if (knownLive(input.id).state === 'ended') throw new MockRefusal(videoCommentCreate.refusals.liveEnded);
      } else knownVideo(input.id);
      return makeComment({ id: 20_000 + input.id, content: input.content, mine: true, pending: pending(input.content) });
    },
    refusing: {
      notFound: { id: UNKNOWN_ID, content: '好' },
      liveNotFound: { id: UNKNOWN_ID, content: '好', target: 'live' },
      ...(endedLive ? { liveEnded: { id: endedLive.id, content: '好', target: 'live' as const } } : {}),
    },
  },
  videoCollectionCreate: {
    answer: ({ input }) => {
      knownVideo(input.id);
      const recorded = reactionsOfVideo(input.id);
      return { ...recorded, collected: input.collected, collects: recorded.collects + (input.collected ? 1 : 0) };
    },
    refusing: { notFound: { id: UNKNOWN_ID } },
  },
  videoCollectionPraises: {
    answer: ({ input }) => {
      knownVideo(input.id);
      const recorded = reactionsOfVideo(input.id);
      return { ...recorded, praised: input.praised, praises: recorded.praises + (input.praised ? 1 : 0) };
    },
    refusing: { notFound: { id: UNKNOWN_ID } },
  },
  liveVideoShow: {
    answer: ({ input }) => knownLive(input.id),
    refusing: { notFound: { id: UNKNOWN_ID } },
  },
  liveVideoCommentsList: {
    answer: ({ input }) => {
      knownLive(input.id);
      return paginate(commentsOfLive(input.id), input.page, input.pageSize);
    },
    refusing: { notFound: { id: UNKNOWN_ID } },
  },
};
