import { Link, useNavigate, useParams } from 'react-router';
import { categoryClassificationList, categoryIndex } from '@shqcb/api/contract/engagement';
import { useApiList, useApiQuery } from '@shqcb/api/query';
import { runtime } from '@shqcb/bridge';
import { BackHeader, ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { NewsRow } from '../../components/NewsRow.tsx';
import { categoryIdOf } from '../video/categoryIdOf.ts';
import './CategoryScreen.css';

/** The paged news of one category (category/classification/list). */
function NewsOfCategory({ categoryId }: { categoryId: number }) {
  const list = useApiList(categoryClassificationList, { categoryId });
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  return (
    <>
      <ul className="shq-category__news" aria-label="分类新闻">
        {list.items.map((item, index) => (
          <NewsRow key={item.id} item={item} eager={index < 3} />
        ))}
      </ul>
      <ListFooter status={list.status} onRetry={list.loadMore} />
    </>
  );
}

/**
 * /category and /category/:id (decision 16): 全部频道, every news category with how many news it
 * holds (category/index), and a category's news, paged as the reader nears the end. Reached from
 * the home tab strip's 全部频道 sheet.
 */
export default function CategoryScreen() {
  const navigate = useNavigate();
  const param = useParams().id;
  const categoryId = categoryIdOf(param);
  const categories = useApiQuery(categoryIndex);
  const list = categories.data ?? [];
  const current = list.find((category) => category.id === categoryId);
  const title = param === undefined ? '全部频道' : (current?.name ?? '频道');
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(param === undefined ? '/index' : '/category'));

  return (
    <div className="shq-category">
      <BackHeader title={title} onBack={back} hidden={runtime().inWeChat} />
      <main>
        <h1 className="shq-visually-hidden">{title}</h1>
        {param === undefined ? (
          <>
            <ul className="shq-category__grid">
              {list.map((category) => (
                <li key={category.id}>
                  <Link className="shq-category__chip" to={`/category/${category.id}`}>
                    <span className="shq-category__name">{category.name}</span>
                    <span className="shq-category__count">{category.count} 篇</span>
                  </Link>
                </li>
              ))}
            </ul>
            {list.length === 0 && (
              <ListFooter status={categories.isError ? 'error' : categories.isPending ? 'loading' : 'empty'} onRetry={() => void categories.refetch()} />
            )}
          </>
        ) : categoryId > 0 && !(categories.isSuccess && !current) ? (
          <NewsOfCategory categoryId={categoryId} />
        ) : (
          <ListFooter status="empty" />
        )}
      </main>
    </div>
  );
}
