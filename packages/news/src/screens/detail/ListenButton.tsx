import { requestPlayback } from '@shqcb/bridge';
import type { AudioTrack } from '@shqcb/bridge';

export const LISTEN_TEXT = '收听';

export interface ListenableNews {
  id: number;
  title: string;
  voiceUrl: string;
  source: string;
  time: string;
  thumbnail: string;
}

/** The play-list key of a news item's audio: 'news-<id>', apart from podcast ids. */
export const newsAudioKey = (id: number) => `news-${id}`;

/** The news item's audio as the player queues it. */
export function newsTrack(news: ListenableNews): AudioTrack {
  return {
    key: newsAudioKey(news.id),
    title: news.title,
    voiceUrl: news.voiceUrl,
    source: news.source,
    time: news.time,
    cover: news.thumbnail,
    route: `/text-detail/${news.id}`,
  };
}

/**
 * 收听 on a news item with audio: the app's player (loaded on demand by the shell) plays it and
 * adds it to the play list; the mini player shows what plays.
 */
export function ListenButton({ news }: { news: ListenableNews }) {
  return (
    <button
      type="button"
      className="shq-detail__listen"
      aria-label={`${LISTEN_TEXT}：${news.title}`}
      onClick={() => {
        const track = newsTrack(news);
        requestPlayback({ tracks: [track], startKey: track.key, list: false });
      }}
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          d="M4 15v-3a8 8 0 0 1 16 0v3M3.5 14h4v6h-4zM16.5 14h4v6h-4z"
        />
      </svg>
      {LISTEN_TEXT}
    </button>
  );
}
