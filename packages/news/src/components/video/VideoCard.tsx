import { Link } from 'react-router';
import type { VideoItem } from '@shqcb/api/contract/video';
import { formatListTime } from '../../formatTime.ts';
import { formatDuration } from './formatDuration.ts';
import './VideoCard.css';

interface Props {
  item: VideoItem;
  /** The first cards are above the fold: load their posters eagerly. */
  eager?: boolean;
  /** The first card of a screen: its poster is the largest image of the first view, fetched first. */
  lead?: boolean;
  /** `wide`: the poster over the title (lists); `row`: the poster at the left (related videos). */
  layout?: 'wide' | 'row';
}

/** One video of a list: poster with its length, title, source and time; opens the video's detail. */
export function VideoCard({ item, eager = false, lead = false, layout = 'wide' }: Props) {
  return (
    <Link className={`shq-video-card shq-video-card--${layout}`} to={`/video-detail/${item.id}`}>
      <span className="shq-video-card__poster">
        <img src={item.poster} alt="" width={320} height={180} loading={eager || lead ? 'eager' : 'lazy'} fetchPriority={lead ? 'high' : undefined} decoding="async" />
        <span className="shq-video-card__duration" aria-label={`时长${formatDuration(item.duration)}`}>
          {formatDuration(item.duration)}
        </span>
      </span>
      <span className="shq-video-card__body">
        <span className="shq-video-card__title">{item.title}</span>
        <span className="shq-video-card__meta">
          <span>{item.source || '上海汽车报'}</span>
          <time dateTime={item.time}>{formatListTime(item.time)}</time>
        </span>
      </span>
    </Link>
  );
}
