import { Link } from 'react-router';
import type { NewsItem } from '@shqcb/api/contract/content';
import { formatListTime } from '../formatTime.ts';
import './NewsRow.css';

/**
 * A news item as the lists of lazy screens (a topic, a category) show it: title, source, time and
 * thumbnail, opening /text-detail/:id. Not the home's NewsCard, so the home route keeps NewsCard
 * in its own chunk and these screens do not pull it in.
 */
export function NewsRow({ item, eager = false }: { item: NewsItem; eager?: boolean }) {
  return (
    <li className="shq-news-row">
      <Link className="shq-news-row__link" to={`/text-detail/${item.id}`}>
        <span className="shq-news-row__body">
          <span className="shq-news-row__title">{item.title}</span>
          <span className="shq-news-row__meta">
            <span>{item.source || '上海汽车报'}</span>
            <time dateTime={item.time}>{formatListTime(item.time)}</time>
          </span>
        </span>
        {item.thumbnail && <img className="shq-news-row__thumb" src={item.thumbnail} alt="" width={112} height={84} loading={eager ? 'eager' : 'lazy'} decoding="async" />}
      </Link>
    </li>
  );
}
