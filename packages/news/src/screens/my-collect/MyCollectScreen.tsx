import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { newsCollectionCreate, newsCollectionShow, type CollectItem } from '@shqcb/api/contract/engagement';
import { videoCollectionCreate } from '@shqcb/api/contract/video';
import { useApiList, useApiMutation } from '@shqcb/api/query';
import { runtime } from '@shqcb/bridge';
import { BackHeader, ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { formatListTime } from '../../formatTime.ts';
import './MyCollectScreen.css';

/** News and videos share ids: a row is named by both. */
const keyOf = (item: CollectItem) => `${item.kind}:${item.id}`;

/**
 * /my-collect: the reader's favourites, latest first, paged. 取消收藏 takes an item out at once
 * and leaves an 撤销 in its place, which collects it again.
 */
export default function MyCollectScreen() {
  const navigate = useNavigate();
  const list = useApiList(newsCollectionShow);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  const mark = (id: string, gone: boolean) =>
    setRemoved((old) => {
      const next = new Set(old);
      if (gone) next.add(id);
      else next.delete(id);
      return next;
    });
  const collectNews = useApiMutation(newsCollectionCreate);
  const collectVideo = useApiMutation(videoCollectionCreate);

  const toggle = (item: CollectItem, collected: boolean) => {
    const key = keyOf(item);
    mark(key, !collected);
    // A failed call puts the row back as it was (the client has toasted why).
    const options = { onError: () => mark(key, collected) };
    if (item.kind === 'video') collectVideo.mutate({ id: item.id, collected }, options);
    else collectNews.mutate({ id: item.id, collected }, options);
  };

  return (
    <div className="shq-collect">
      <BackHeader title="我的收藏" onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/my'))} hidden={runtime().inWeChat} />
      <main>
        <h1 className="shq-visually-hidden">我的收藏</h1>
        <ul className="shq-collect__list">
          {list.items.map((item) => (
            <li key={keyOf(item)} className="shq-collect__row">
              {removed.has(keyOf(item)) ? (
                <div className="shq-collect__undo" role="status">
                  <span>已取消收藏“{item.title}”</span>
                  <button type="button" className="shq-bare-button shq-collect__action" onClick={() => toggle(item, true)}>
                    撤销
                  </button>
                </div>
              ) : (
                <>
                  {/* Its own row rather than the home's NewsCard, so the home route keeps NewsCard in its own chunk. */}
                  <Link className="shq-collect__card" to={item.kind === 'video' ? `/video-detail/${item.id}` : `/text-detail/${item.id}`}>
                    <span className="shq-collect__body">
                      <span className="shq-collect__title">
                        {item.kind === 'video' && <span className="shq-collect__kind">视频</span>}
                        {item.title}
                      </span>
                      <span className="shq-collect__meta">
                        <span>{item.source || '上海汽车报'}</span>
                        <time dateTime={item.time}>{formatListTime(item.time)}</time>
                      </span>
                    </span>
                    {item.thumbnail && <img className="shq-collect__thumb" src={item.thumbnail} alt="" width={112} height={84} loading="lazy" decoding="async" />}
                  </Link>
                  <button type="button" className="shq-bare-button shq-collect__action" aria-label={`取消收藏：${item.title}`} onClick={() => toggle(item, false)}>
                    取消收藏
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
        <ListFooter status={list.status} onRetry={list.loadMore} />
      </main>
    </div>
  );
}
