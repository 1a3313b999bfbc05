import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NewsItem } from '@shqcb/api/contract/content';
import { mediaSrcSet } from '@shqcb/api/contract/mediaVariants';
import { useRouteIntent } from '@shqcb/ui-kit';
import './TopNews.css';

interface Props {
  items: NewsItem[];
  /** Shows a placeholder of the same size while the items load. */
  loading?: boolean;
}

/** A link to a news item that preloads it when seen and when touched. */
function NewsLink({ id, className, children }: { id: number; className: string; children: ReactNode }) {
  const to = `/text-detail/${id}`;
  return (
    <Link className={className} to={to} {...useRouteIntent(to)}>
      {children}
    </Link>
  );
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
      <NewsLink className="shq-top-news__lead" id={lead.id}>
        {/* The largest paint of the home: the width the screen needs, as a raster (decision 0052). */}
        <img src={lead.thumbnail} srcSet={mediaSrcSet(lead.thumbnail)} sizes="100vw" alt="" width={375} height={211} fetchPriority="high" decoding="async" />
        <h2 className="shq-top-news__lead-title">{lead.title}</h2>
      </NewsLink>
      {rest.length > 0 && (
        <ul className="shq-top-news__row">
          {rest.map((item) => (
            <li key={item.id}>
              <NewsLink className="shq-top-news__item" id={item.id}>
                <img src={item.thumbnail} srcSet={mediaSrcSet(item.thumbnail)} sizes="10rem" alt="" width={160} height={90} loading="lazy" decoding="async" />
                <span className="shq-top-news__item-title">{item.title}</span>
              </NewsLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
