import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@shqcb/api';
import { liveVideoCommentsList, liveVideoShow, videoCommentCreate, type LiveVideo } from '@shqcb/api/contract/video';
import { useApiQuery } from '@shqcb/api/query';
import { runtime, setShareData } from '@shqcb/bridge';
import { BackHeader, Button, ListFooter } from '@shqcb/ui-kit';
import { CommentsSection, type CommentEndpoints } from '../../components/comments/CommentsSection.tsx';
import { VideoPlayer } from '../../components/video/VideoPlayer.tsx';
import { formatDetailTime } from '../../formatTime.ts';
import { categoryIdOf } from '../video/categoryIdOf.ts';
import { attachHls } from './attachHls.ts';
import './LiveVideoDetailScreen.css';

const LIVE_COMMENTS: CommentEndpoints = { list: liveVideoCommentsList, create: videoCommentCreate };
const LIVE_REMARK = { target: 'live' } as const;
/** How often the remarks are asked again while live. */
export const REMARKS_REFRESH_MS = 5000;
/** How often the event is asked again, so upcoming turns live and live turns ended without a reload. */
export const STATE_REFRESH_MS = 30_000;

const STATE_LABELS: Record<LiveVideo['state'], string> = { upcoming: '未开始', live: '直播中', ended: '已结束' };

/** The stream of a live event: native HLS or hls.js, or a line saying this browser cannot play it. */
function LiveStream({ live }: { live: LiveVideo }) {
  const [unsupported, setUnsupported] = useState(false);
  const attach = useCallback((video: HTMLVideoElement) => attachHls(video, live.streamUrl, () => setUnsupported(true)), [live.streamUrl]);
  if (unsupported) return <p className="shq-live__notice">当前浏览器无法播放直播，请在微信或手机浏览器中打开</p>;
  return <VideoPlayer poster={live.poster} label={`${live.title}（直播）`} attach={attach} />;
}

/** What the top of the screen shows in each state. */
function LiveStage({ live }: { live: LiveVideo }) {
  if (live.state === 'live') return <LiveStream live={live} />;
  if (live.state === 'ended' && live.replay) {
    return <VideoPlayer src={live.replay.videoUrl} poster={live.replay.poster} label={`${live.title}（回放）`} resumeKey={`video:${live.replay.id}`} />;
  }
  return (
    <div className="shq-live__poster">
      <img src={live.poster} alt="" width={640} height={360} />
      <p className="shq-live__notice">{live.state === 'upcoming' ? `直播将于 ${formatDetailTime(live.startsAt)} 开始` : '直播已结束，暂无回放'}</p>
    </div>
  );
}

/** /live-video-detail/:id: a live event, upcoming, live (the stream and remarks refreshed) or ended (its replay). */
export default function LiveVideoDetailScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const liveId = categoryIdOf(id);
  const detail = useApiQuery(liveVideoShow, { id: liveId }, { enabled: liveId > 0 });
  const live = detail.data;
  const notFound = liveId === 0 || (detail.isError && isApiError(detail.error) && detail.error.code === 404);
  const { refetch } = detail;

  useEffect(() => {
    if (!live || live.state === 'ended') return;
    const timer = setInterval(() => void refetch(), STATE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, refetch]);

  useEffect(() => {
    if (live) setShareData({ title: live.title, desc: live.summary || live.title, imgUrl: new URL(live.poster, window.location.href).href });
  }, [live]);

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/video', { replace: true });
  };

  return (
    <div className="shq-live">
      <BackHeader title="直播" variant="white" onBack={goBack} hidden={runtime().inWeChat} />
      <main>
        {notFound ? (
          <div className="shq-live__state">
            <p>直播不存在或已下线</p>
            <Button variant="secondary" onClick={() => navigate('/video', { replace: true })}>
              去看视频
            </Button>
          </div>
        ) : detail.isError && !live ? (
          <div className="shq-live__state">
            <ListFooter status="error" onRetry={() => void detail.refetch()} />
          </div>
        ) : !live ? (
          <div className="shq-live__skeleton" aria-hidden="true" />
        ) : (
          <>
            <LiveStage live={live} />
            <article className="shq-live__info">
              <h1 className="shq-live__title">
                <span className={`shq-live__badge shq-live__badge--${live.state}`}>{STATE_LABELS[live.state]}</span>
                {live.title}
              </h1>
              <p className="shq-live__meta">
                <span>{live.source || '上海汽车报'}</span>
                <time dateTime={live.startsAt}>{formatDetailTime(live.startsAt)}</time>
              </p>
              {live.summary && <p className="shq-live__summary">{live.summary}</p>}
            </article>
            <CommentsSection
              id={live.id}
              endpoints={LIVE_COMMENTS}
              draftKey={`live:${live.id}`}
              createInput={LIVE_REMARK}
              refreshMs={live.state === 'live' ? REMARKS_REFRESH_MS : undefined}
              closedText={live.state === 'ended' ? '直播已结束，不能再发言' : undefined}
            />
          </>
        )}
      </main>
      {detail.isPending && liveId > 0 && (
        <span className="shq-visually-hidden" role="status">
          加载中…
        </span>
      )}
    </div>
  );
}
