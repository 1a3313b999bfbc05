import { Link } from 'react-router';
import { HOME_TAB_ID, newsIndex } from '@shqcb/api/contract/content';
import { useApiQuery } from '@shqcb/api/query';
import { ListFooter } from '@shqcb/ui-kit';

/** How many of today's stories the e-paper block lists. */
const STORIES = 6;

/**
 * 今日电子报 for a subscriber (the masthead shows today's date): the newest stories of the paper, each opening its
 * article. (The PDF pages of each edition come with /downloadPDF, a later issue.)
 */
export function EpaperToday() {
  const stories = useApiQuery(newsIndex, { categoryId: HOME_TAB_ID, page: 1, pageSize: STORIES });
  return (
    <section className="shq-sub-section shq-epaper" aria-labelledby="shq-epaper-title">
      <h2 className="shq-sub-section__title" id="shq-epaper-title">
        今日电子报
      </h2>
      {stories.data ? (
        <ol className="shq-epaper__list">
          {stories.data.list.map((story) => (
            <li key={story.id}>
              <Link to={`/text-detail/${story.id}`}>{story.title}</Link>
            </li>
          ))}
        </ol>
      ) : (
        <ListFooter status={stories.isError ? 'error' : 'loading'} onRetry={() => void stories.refetch()} />
      )}
    </section>
  );
}
