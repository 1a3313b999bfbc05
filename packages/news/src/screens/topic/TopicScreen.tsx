import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@shqcb/api';
import { specialTopicList } from '@shqcb/api/contract/engagement';
import { useApiQuery } from '@shqcb/api/query';
import { runtime } from '@shqcb/bridge';
import { BackHeader, Button, ListFooter } from '@shqcb/ui-kit';
import { NewsRow } from '../../components/NewsRow.tsx';
import { categoryIdOf } from '../video/categoryIdOf.ts';
import './TopicScreen.css';

/** An unknown or unpublished topic: said on the page (the client has toasted the server's words). */
const GONE_TEXT = '专题不存在或已下线';

/**
 * /topic/:id (decision 16): a special topic as its editors ordered it — cover, title, summary and
 * its news, each opening the story. specialTopicList answers a topic with all its news, so the list
 * is whole at once and ends with '没有更多了'.
 */
export default function TopicScreen() {
  const navigate = useNavigate();
  const id = categoryIdOf(useParams().id);
  // An id that is no number is not sent: it can only be unknown.
  const topic = useApiQuery(specialTopicList, { id }, { enabled: id > 0 });
  const found = topic.data?.[0];
  const gone = id <= 0 || (topic.isError && isApiError(topic.error) && topic.error.code === 404);

  return (
    <div className="shq-topic">
      <BackHeader title="专题" onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))} hidden={runtime().inWeChat} />
      <main>
        {found ? (
          <>
            <header className="shq-topic__head">
              {found.cover && <img className="shq-topic__cover" src={found.cover} alt="" width={375} height={188} decoding="async" />}
              <h1 className="shq-topic__title">{found.title}</h1>
              {found.summary && <p className="shq-topic__summary">{found.summary}</p>}
            </header>
            <h2 className="shq-topic__section">专题新闻</h2>
            <ul className="shq-topic__list">
              {found.news.map((item, index) => (
                <NewsRow key={item.id} item={item} eager={index < 3} />
              ))}
            </ul>
            <ListFooter status={found.news.length ? 'end' : 'empty'} />
          </>
        ) : (
          <div className="shq-topic__state">
            <h1 className="shq-visually-hidden">专题</h1>
            {gone ? (
              <>
                <p>{GONE_TEXT}</p>
                <Button variant="secondary" onClick={() => navigate('/index', { replace: true })}>
                  回到首页
                </Button>
              </>
            ) : (
              <ListFooter status={topic.isError ? 'error' : 'loading'} onRetry={() => void topic.refetch()} />
            )}
          </div>
        )}
      </main>
    </div>
  );
}
