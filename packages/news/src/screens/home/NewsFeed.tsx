import { Fragment } from 'react';
import { advertisingList } from '@shqcb/api/contract/content';
import { useApiList, useApiQuery } from '@shqcb/api/query';
import { ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { AdCard } from '../../components/AdCard.tsx';
import { NewsCard } from '../../components/NewsCard.tsx';
import { TopNews } from '../../components/TopNews.tsx';
import { TopicSlot } from './TopicSlot.tsx';
import { HOME_AD_INPUT, feedCalls } from './feedRequests.ts';

/** Where the first advertisement goes in the list. */
const AD_AFTER = 5;
/** Where the 专题 strip goes in the home channel's list (decision 16). */
const TOPICS_AFTER = 8;

/**
 * The news of one channel: its featured news, then its list page by page as the reader nears the
 * end (SPEC §7; which calls a channel makes is {@link feedCalls}). With `topics`, the 专题 strip
 * sits among the news (decision 16).
 */
export function NewsFeed({ tabId, topics = false }: { tabId: number; topics?: boolean }) {
  const calls = feedCalls(tabId);
  const top = useApiQuery(calls.top, calls.input);
  const ads = useApiQuery(advertisingList, HOME_AD_INPUT, { silent: true });
  const list = useApiList(calls.list, calls.input);
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });

  const topItems = top.data ?? [];
  const ad = ads.data?.[0];
  const onlyTop = list.status === 'empty' && topItems.length > 0;

  return (
    <div className="shq-home__feed" aria-busy={list.status === 'loading'}>
      {/* Space is kept for the featured news while it loads, so the list below never jumps. */}
      <TopNews items={topItems} loading={top.isPending} />
      <section aria-label="最新">
        {list.items.map((item, index) => (
          <Fragment key={item.id}>
            <NewsCard item={item} eager={index < 3} />
            {ad && index === AD_AFTER - 1 && <AdCard ad={ad} />}
            {topics && index === TOPICS_AFTER - 1 && <TopicSlot />}
          </Fragment>
        ))}
      </section>
      <ListFooter status={onlyTop ? 'end' : list.status} onRetry={list.loadMore} />
    </div>
  );
}
