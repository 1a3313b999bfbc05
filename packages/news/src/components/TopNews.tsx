import { Link } from 'react-router';
import type { NewsItem } from '@shqcb/api/contract/content';
import './TopNews.css';

interface Props {
  items: NewsItem[];
  /** Shows a placeholder of the same size while the items load. */
  loading?: boolean;
}

/**
 * The featured news of a tab: a large lead story and a horizontally scrollable row of the rest.
 * The lead image is the home screen's largest paint, so it loads eagerly with high priority.
 */
export function TopNews({ items, loading = false }: Props) {
  const [lead, ...rest] = items;
  if (!lead) {
    return loading ? (
      <div className="shq-top-news shq-top-news--placeholder" aria-hidden="true">
        <div className="shq-top-news__lead" />
        <div className="shq-top-news__row-placeholder" />
      </div>
    ) : null;
  }
  return (
    <section className="shq-top-news" aria-label="要闻">
      <Link className="shq-top-news__lead" to={`/text-detail/${lead.id}`}>
        <img src={lead.thumbnail} alt="" width={375} height={211} fetchPriority="high" decoding="async" />
        <h2 className="shq-top-news__lead-title">{lead.title}</h2>
      </Link>
      {rest.length > 0 && (
        <ul className="shq-top-news__row">
          {rest.map((item) => (
            <li key={item.id}>
              <Link className="shq-top-news__item" to={`/text-detail/${item.id}`}>
                <img src={item.thumbnail} alt="" width={160} height={90} loading="lazy" decoding="async" />
                <span className="shq-top-news__item-title">{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
