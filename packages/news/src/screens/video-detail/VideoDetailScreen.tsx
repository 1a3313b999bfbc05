import { Suspense, lazy, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@shqcb/api';
import { videoCollectionCreate, videoCollectionPraises, videoCommentCreate, videoCommentList, videoShow } from '@shqcb/api/contract/video';
import { apiQueryKey, useApiQuery } from '@shqcb/api/query';
import { runtime, setShareData } from '@shqcb/bridge';
import { BackHeader, Button, ListFooter } from '@shqcb/ui-kit';
import { CommentsSection, type CommentEndpoints } from '../../components/comments/CommentsSection.tsx';
import { ReactionBar, type ReactionEndpoints } from '../../components/reactions/ReactionBar.tsx';
import { VideoCard } from '../../components/video/VideoCard.tsx';
import { VideoPlayer } from '../../components/video/VideoPlayer.tsx';
import { formatDetailTime, formatViews } from '../../formatTime.ts';
import { categoryIdOf } from '../video/categoryIdOf.ts';
import './VideoDetailScreen.css';

// The poster and QR code of sharing weigh about as much as the rest of the screen: they load after it.
const NewsShare = lazy(() => import('../detail/share/NewsShare.tsx').then((module) => ({ default: module.NewsShare })));

const VIDEO_REACTIONS: ReactionEndpoints = { praise: videoCollectionPraises, collect: videoCollectionCreate };
const VIDEO_COMMENTS: CommentEndpoints = { list: videoCommentList, create: videoCommentCreate };

/** /video-detail/:id: the player, title, source, time, like, favourite, share, comments and related videos. */
export default function VideoDetailScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const videoId = categoryIdOf(id);
  const detail = useApiQuery(videoShow, { id: videoId }, { enabled: videoId > 0 });
  const video = detail.data;
  const notFound = videoId === 0 || (detail.isError && isApiError(detail.error) && detail.error.code === 404);

  useEffect(() => {
    if (!video) return;
    setShareData({ title: video.title, desc: video.summary || video.title, imgUrl: new URL(video.poster, window.location.href).href });
  }, [video]);

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/video', { replace: true });
  };

  return (
    <div className="shq-video-detail">
      <BackHeader title="视频详情" variant="white" onBack={goBack} hidden={runtime().inWeChat} />
      <main>
        {notFound ? (
          <div className="shq-video-detail__state">
            <p>视频不存在或已下线</p>
            <Button variant="secondary" onClick={() => navigate('/video', { replace: true })}>
              去看其他视频
            </Button>
          </div>
        ) : detail.isError && !video ? (
          <div className="shq-video-detail__state">
            <ListFooter status="error" onRetry={() => void detail.refetch()} />
          </div>
        ) : !video ? (
          <div className="shq-video-detail__skeleton" aria-hidden="true" />
        ) : (
          <>
            {/* Keyed by id: a related video opens in a fresh element, at its own resume point. */}
            <VideoPlayer key={video.id} src={video.videoUrl} poster={video.poster} label={video.title} resumeKey={`video:${video.id}`} />
            <article className="shq-video-detail__info">
              <h1 className="shq-video-detail__title">{video.title}</h1>
              <p className="shq-video-detail__meta">
                <span>{video.source || '上海汽车报'}</span>
                <time dateTime={video.time}>{formatDetailTime(video.time)}</time>
                <span>播放 {formatViews(video.views)}</span>
              </p>
              {video.summary && <p className="shq-video-detail__summary">{video.summary}</p>}
            </article>
            <ReactionBar id={video.id} reactions={video.reactions} endpoints={VIDEO_REACTIONS} queryKey={apiQueryKey(videoShow, { id: video.id })} />
            {video.related.length > 0 && (
              <section className="shq-video-detail__related" aria-labelledby="shq-video-related">
                <h2 id="shq-video-related" className="shq-video-detail__heading">
                  相关视频
                </h2>
                <ul>
                  {video.related.map((item) => (
                    <li key={item.id}>
                      <VideoCard item={item} layout="row" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <CommentsSection id={video.id} endpoints={VIDEO_COMMENTS} draftKey={`video:${video.id}`} />
          </>
        )}
      </main>
      {video && (
        <Suspense fallback={null}>
          <NewsShare news={{ id: video.id, title: video.title, thumbnail: video.poster, desc: video.summary || video.title }} href={window.location.href} />
        </Suspense>
      )}
      {detail.isPending && videoId > 0 && (
        <span className="shq-visually-hidden" role="status">
          加载中…
        </span>
      )}
    </div>
  );
}
