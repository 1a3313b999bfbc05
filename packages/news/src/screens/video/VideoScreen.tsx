import { useLocation, useNavigate, useParams } from 'react-router';
import { categoryVideo, videoList, videoTop } from '@shqcb/api/contract/video';
import { useApiList, useApiQuery } from '@shqcb/api/query';
import { IndexTabs, ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { VideoCard } from '../../components/video/VideoCard.tsx';
import { NewsChannels } from './NewsChannels.tsx';
import { categoryIdOf } from './categoryIdOf.ts';
import { videoFilterOf } from './prefetchVideos.ts';

/** The 视频 tab's first requests, which the server asks before it renders a `?path=/video` link (decision 0051). */
export { prefetchVideos as preload } from './prefetchVideos.ts';
import './VideoScreen.css';

/** The strip's first entry: every category. */
export const ALL_CATEGORIES = 0;

/** /video/:id?: the 视频 tab: the category strip, the pinned videos of the category and its paged list. */
function VideoChannels() {
  const navigate = useNavigate();
  const { id } = useParams();
  const categoryId = categoryIdOf(id);
  const filter = videoFilterOf(id);
  const categories = useApiQuery(categoryVideo);
  const top = useApiQuery(videoTop, filter, { silent: true });
  const list = useApiList(videoList, filter);
  const tabs = [{ id: ALL_CATEGORIES, name: '全部' }, ...(categories.data ?? [])];
  // The pinned videos and the list's first page show together, once both have come: the one that
  // came first was pushed down by the other (a layout shift of 0.03 in Lighthouse).
  const items = top.isPending ? [] : list.items;
  const status = top.isPending && list.items.length > 0 ? 'loading' : list.status;
  const pinned = items.length > 0 ? (top.data ?? []) : [];
  useScrollEnd(list.loadMore, { disabled: status !== 'idle' });

  return (
    <>
      <nav aria-label="视频分类">
        <IndexTabs tabs={tabs} activeId={categoryId} onChange={(next) => navigate(next === ALL_CATEGORIES ? '/video' : `/video/${next}`, { replace: true })} />
      </nav>
      <main className="shq-videos__main">
        <h1 className="shq-visually-hidden">视频</h1>
        {pinned.length > 0 && (
          <section className="shq-videos__top" aria-label="推荐视频">
            <ul className="shq-videos__top-list">
              {pinned.map((item, index) => (
                <li key={item.id} className="shq-videos__top-item">
                  <VideoCard item={item} eager={index === 0} lead={index === 0} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <ul className="shq-videos__list" aria-label="视频列表">
          {items.map((item, index) => (
            <li key={item.id} className="shq-videos__item">
              <VideoCard item={item} eager={index < 2 && pinned.length === 0} lead={index === 0 && pinned.length === 0} />
            </li>
          ))}
        </ul>
        <ListFooter status={status} onRetry={list.loadMore} first={items.length === 0} />
      </main>
    </>
  );
}

/**
 * The shared screen of /video/:id? and /news (SPEC §2), each kept alive: videos by video category,
 * or news by news category on /news.
 */
export default function VideoScreen() {
  const { pathname } = useLocation();
  return <div className="shq-videos">{pathname === '/news' ? <NewsChannels /> : <VideoChannels />}</div>;
}
