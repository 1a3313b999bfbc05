import { Link } from 'react-router';
import { specialTopicList } from '@shqcb/api/contract/engagement';
import { useApiQuery } from '@shqcb/api/query';
import { ListFooter } from '@shqcb/ui-kit';
import './TopicStrip.css';

/**
 * The 专题 strip of the home channel (decision 16): each special topic as a cover card that opens
 * /topic/:id. Loaded lazily by the home screen, so the home route's initial JS stays as it was.
 * No topics: the strip is not shown at all, rather than an empty box above the news.
 */
export default function TopicStrip() {
  const topics = useApiQuery(specialTopicList, {}, { silent: true });
  const list = topics.data ?? [];
  if (topics.isSuccess && list.length === 0) return null;
  return (
    <section className="shq-topic-strip" aria-labelledby="shq-topic-strip-title">
      <h2 id="shq-topic-strip-title" className="shq-topic-strip__title">
        专题
      </h2>
      {list.length > 0 ? (
        <ul className="shq-topic-strip__list">
          {list.map((topic) => (
            <li key={topic.id}>
              <Link className="shq-topic-strip__card" to={`/topic/${topic.id}`}>
                {topic.cover ? <img className="shq-topic-strip__cover" src={topic.cover} alt="" width={160} height={80} loading="lazy" decoding="async" /> : <span className="shq-topic-strip__cover" />}
                <span className="shq-topic-strip__name">{topic.title}</span>
                <span className="shq-topic-strip__count">{topic.news.length} 篇</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ListFooter status={topics.isError ? 'error' : 'loading'} onRetry={() => void topics.refetch()} />
      )}
    </section>
  );
}
