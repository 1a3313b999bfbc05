import { Link, useSearchParams } from 'react-router';
import { categoryClassificationList, categoryIndex } from '@shqcb/api/contract/engagement';
import { useApiList, useApiQuery } from '@shqcb/api/query';
import { IndexTabs, ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { formatListTime } from '../../formatTime.ts';
import { categoryIdOf } from './categoryIdOf.ts';

/** The paged news of one category. */
function NewsOfCategory({ categoryId }: { categoryId: number }) {
  const list = useApiList(categoryClassificationList, { categoryId });
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  return (
    <>
      <ul className="shq-videos__news">
        {/* Its own row rather than the home's NewsCard, so the home route keeps NewsCard in its own chunk. */}
        {list.items.map((item, index) => (
          <li key={item.id}>
            <Link className="shq-videos__news-row" to={`/text-detail/${item.id}`}>
              <span className="shq-videos__news-body">
                <span className="shq-videos__news-title">{item.title}</span>
                <span className="shq-video-card__meta">
                  <span>{item.source || '上海汽车报'}</span>
                  <time dateTime={item.time}>{formatListTime(item.time)}</time>
                </span>
              </span>
              {item.thumbnail && <img className="shq-videos__news-thumb" src={item.thumbnail} alt="" width={112} height={84} loading={index < 3 ? 'eager' : 'lazy'} decoding="async" />}
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter status={list.status} onRetry={list.loadMore} />
    </>
  );
}

/** /news: the same screen for news categories (category/index), the chosen one's news paged. */
export function NewsChannels() {
  const [params, setParams] = useSearchParams();
  const categories = useApiQuery(categoryIndex);
  const tabs = categories.data ?? [];
  const categoryId = categoryIdOf(params.get('id')) || (tabs[0]?.id ?? 0);

  return (
    <>
      <nav aria-label="新闻分类">
        {tabs.length > 0 && <IndexTabs tabs={tabs} activeId={categoryId} onChange={(next) => setParams({ id: String(next) }, { replace: true })} />}
      </nav>
      <main className="shq-videos__main">
        <h1 className="shq-visually-hidden">新闻</h1>
        {categoryId > 0 ? (
          <NewsOfCategory categoryId={categoryId} />
        ) : (
          <ListFooter status={categories.isError ? 'error' : categories.isPending ? 'loading' : 'empty'} onRetry={() => void categories.refetch()} />
        )}
      </main>
    </>
  );
}
