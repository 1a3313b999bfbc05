import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@shqcb/api';
import { newsShow } from '@shqcb/api/contract/content';
import { newsCollectionCreate, newsCollectionPraises, newsCommentCreate, newsCommentList } from '@shqcb/api/contract/engagement';
import { apiQueryKey, useApiQuery } from '@shqcb/api/query';
import { runtime, setShareData } from '@shqcb/bridge';
import { BackHeader, Button, ListFooter } from '@shqcb/ui-kit';
import { CommentsSection, type CommentEndpoints } from '../../components/comments/CommentsSection.tsx';
import { ReactionBar, type ReactionEndpoints } from '../../components/reactions/ReactionBar.tsx';
import { formatDetailTime, formatViews } from '../../formatTime.ts';
import { sanitizeArticle } from './sanitizeArticle.ts';
import { ListenButton } from './ListenButton.tsx';
import { NewsShare } from './share/NewsShare.tsx';
import { newsIdOf } from './newsIdOf.ts';
import { textExcerpt } from './textExcerpt.ts';
import './NewsDetailScreen.css';

const NEWS_REACTIONS: ReactionEndpoints = { praise: newsCollectionPraises, collect: newsCollectionCreate };
const NEWS_COMMENTS: CommentEndpoints = { list: newsCommentList, create: newsCommentCreate };

/** A news article: title, source, time and the sanitised body with its images. */
export default function NewsDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const newsId = newsIdOf(id);
  const validId = newsId !== null;
  const detail = useApiQuery(newsShow, { id: newsId ?? 0 }, { enabled: validId });
  const news = detail.data;
  const html = useMemo(() => (news ? sanitizeArticle(news.content) : ''), [news]);
  const notFound = !validId || (detail.isError && isApiError(detail.error) && detail.error.code === 404);
  // The summary WeChat shares; only a phone shares, so the server rendering the page skips it (no DOM there).
  const desc = useMemo(() => (news ? (typeof DOMParser === 'undefined' ? '' : textExcerpt(html)) || news.title : ''), [news, html]);

  // Inside WeChat the article shares its own title, summary and thumbnail (queued until the SDK is ready).
  useEffect(() => {
    if (!news) return;
    setShareData({ title: news.title, desc, ...(news.thumbnail && { imgUrl: new URL(news.thumbnail, window.location.href).href }) });
  }, [news, desc]);

  const goBack = () => {
    // Opened from a shared link (the first entry of the app's history) there is nothing to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate('/index', { replace: true });
  };

  return (
    <div className="shq-detail">
      <BackHeader title="新闻详情" variant="white" onBack={goBack} hidden={runtime().inWeChat} />
      <main>
        {notFound ? (
          <div className="shq-detail__state">
            <p>新闻不存在或已下线</p>
            <Button variant="secondary" onClick={() => navigate('/index', { replace: true })}>
              返回首页
            </Button>
          </div>
        ) : detail.isError && !news ? (
          <div className="shq-detail__state">
            <ListFooter status="error" onRetry={() => void detail.refetch()} />
          </div>
        ) : !news ? (
          <div className="shq-detail__skeleton" aria-hidden="true">
            <div />
            <div />
            <div />
          </div>
        ) : (
          <article className="shq-detail__article">
            <h1 className="shq-detail__title">{news.title}</h1>
            <p className="shq-detail__meta">
              <span>{news.source || '上海汽车报'}</span>
              {news.author && <span>{news.author}</span>}
              <time dateTime={news.time}>{formatDetailTime(news.time)}</time>
              <span>阅读 {formatViews(news.views)}</span>
            </p>
            {news.voiceUrl && <ListenButton news={{ ...news, voiceUrl: news.voiceUrl }} />}
            {/* Sanitised by sanitizeArticle: only a small allow-list of tags and safe URLs remain. */}
            <div className="shq-detail__body" dangerouslySetInnerHTML={{ __html: html }} />
          </article>
        )}
        {news && (
          <>
            <ReactionBar id={news.id} reactions={news.reactions} endpoints={NEWS_REACTIONS} queryKey={apiQueryKey(newsShow, { id: news.id })} />
            <CommentsSection id={news.id} endpoints={NEWS_COMMENTS} draftKey={`news:${news.id}`} />
          </>
        )}
      </main>
      {news && <NewsShare news={{ id: news.id, title: news.title, thumbnail: news.thumbnail, desc }} />}
      {detail.isPending && validId && <span className="shq-visually-hidden" role="status">加载中…</span>}
    </div>
  );
}
