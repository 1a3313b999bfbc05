import { Link } from 'react-router';
import type { NewsItem } from '@shqcb/api/contract/content';
import { mediaSrcSet } from '@shqcb/api/contract/mediaVariants';
import { useNow, useRouteIntent } from '@shqcb/ui-kit';
import { formatListTime } from '../formatTime.ts';
import './NewsCard.css';

interface Props {
  item: NewsItem;
  /** The first cards are above the fold: load their images eagerly for a fast first paint. */
  eager?: boolean;
  /** The time relative times count from; the clock of {@link useNow} by default. */
  now?: Date;
}

/** One news item of a list: title, source and time, thumbnail on the right. */
export function NewsCard({ item, eager = false, now }: Props) {
  const clock = useNow();
  const to = `/text-detail/${item.id}`;
  return (
    <Link className="shq-news-card" to={to} {...useRouteIntent(to)}>
      <div className="shq-news-card__body">
        <h3 className="shq-news-card__title">{item.title}</h3>
        <p className="shq-news-card__meta">
          <span>{item.source || '上海汽车报'}</span>
          <time dateTime={item.time}>{formatListTime(item.time, now ?? clock)}</time>
        </p>
      </div>
      {item.thumbnail && (
        <img
          className="shq-news-card__thumb"
          src={item.thumbnail}
          // The width a phone needs, as a raster the server makes (decision 0052); 7rem wide.
          srcSet={mediaSrcSet(item.thumbnail)}
          sizes="7rem"
          alt=""
          width={112}
          height={84}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
    </Link>
  );
}
