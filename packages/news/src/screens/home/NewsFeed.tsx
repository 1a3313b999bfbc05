import { Fragment, useCallback } from 'react';
import { apiCall } from '@shqcb/api';
import { HOME_TAB_ID } from '@shqcb/api/contract';
import { ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { AdCard } from '../../components/AdCard.tsx';
import { NewsCard } from '../../components/NewsCard.tsx';
import { TopNews } from '../../components/TopNews.tsx';
import { usePagedList } from '../../hooks/usePagedList.ts';
import { useRequest } from '../../hooks/useRequest.ts';
import { pageInput, topInput } from './feedRequests.ts';

/** Where the first advertisement goes in the list. */
const AD_AFTER = 5;

/**
 * The news of one channel. The home channel (307) shows the featured news and the full list; other
 * channels show their top five and the rest of the channel (SPEC §7 contentListTop5/contentListOther).
 */
export function NewsFeed({ tabId }: { tabId: number }) {
  const isHome = tabId === HOME_TAB_ID;
  const top = useRequest(`top:${tabId}`, (signal) =>
    isHome ? apiCall('newsTop', topInput(tabId), { signal }) : apiCall('contentListTop5', topInput(tabId), { signal }),
  );
  const ads = useRequest('ads:home-list', (signal) => apiCall('advertisingList', { position: 'home-list' }, { signal, silent: true }));
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      isHome
        ? apiCall('newsIndex', pageInput(tabId, page), { signal })
        : apiCall('contentListOther', pageInput(tabId, page), { signal }),
    [isHome, tabId],
  );
  const list = usePagedList(`list:${tabId}`, fetchPage);
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });

  const topItems = top.state.data ?? [];
  const ad = ads.state.data?.[0];
  const onlyTop = list.status === 'empty' && topItems.length > 0;

  return (
    <div className="shq-home__feed" aria-busy={list.status === 'loading'}>
      {/* Space is kept for the featured news while it loads, so the list below never jumps. */}
      <TopNews items={topItems} loading={top.state.status === 'loading'} />
      <section aria-label="最新">
        {list.items.map((item, index) => (
          <Fragment key={item.id}>
            <NewsCard item={item} eager={index < 3} />
            {ad && index === AD_AFTER - 1 && <AdCard ad={ad} />}
          </Fragment>
        ))}
      </section>
      <ListFooter status={onlyTop ? 'end' : list.status} onRetry={list.loadMore} />
    </div>
  );
}
