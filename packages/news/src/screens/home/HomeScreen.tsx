import { Suspense, lazy, useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_TAB_ID, breakingNewsList, titleList } from '@shqcb/api/contract/content';
import { userShow } from '@shqcb/api/contract/userProfile';
import { useApiQuery } from '@shqcb/api/query';
import { LocalKey, hasToken, setLocal } from '@shqcb/bridge';
import { DateHeader, IndexTabs, SearchHeader, TitleMarquee, showToast } from '@shqcb/ui-kit';
import { NewsFeed } from './NewsFeed.tsx';
import { tabIdOf } from './feedRequests.ts';
import logoUrl from './logo.svg';
import './HomeScreen.css';

// The channel sheet loads when the reader first opens it (decision 16): not part of home's initial JS.
const ChannelPanel = lazy(() => import('../../components/ChannelPanel.tsx'));

/** SPEC §9: the login redirect waits 1 s so the reader can read the toast. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** The home screen: search header, date, channel tabs, breaking news, featured and latest news. */
export default function HomeScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabId = tabIdOf(params);
  const [channelsOpen, setChannelsOpen] = useState(false);
  const [showBreaking, setShowBreaking] = useState(true);
  const loggedIn = hasToken();

  const tabs = useApiQuery(titleList);
  const breaking = useApiQuery(breakingNewsList, undefined, { silent: true });
  // SPEC §6: the profile call runs only with a token.
  const profile = useApiQuery(userShow, undefined, { silent: true, enabled: loggedIn });
  const unread = loggedIn ? (profile.data?.unreadMsgCount ?? 0) : 0;

  const pickTab = useCallback(
    (id: number) => {
      setChannelsOpen(false);
      setParams(id === HOME_TAB_ID ? {} : { id: String(id) }, { replace: true });
      window.scrollTo(0, 0);
    },
    [setParams],
  );

  const onBell = () => {
    if (!hasToken()) {
      showToast('请登录...');
      setTimeout(() => {
        setLocal(LocalKey.backUrl, null);
        navigate('/login');
      }, LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    showToast(unread > 0 ? `您有${unread}条未读消息` : '暂无新消息');
  };

  const tabItems = tabs.data ?? [];
  const breakingItems = breaking.data ?? [];

  return (
    <div className="shq-home">
      <div className="shq-home__header shq-theme-red">
        <SearchHeader
          logoSrc={logoUrl}
          logoAlt="上海汽车报"
          placeholder="搜索新闻、视频"
          onSearchClick={() => navigate('/search-news')}
          unreadCount={unread}
          onBellClick={onBell}
        />
      </div>
      <main className="shq-home__main">
        <h1 className="shq-visually-hidden">上海汽车报新闻</h1>
        <DateHeader />
        <div className="shq-home__tabs">
          {tabs.isError && tabItems.length === 0 ? (
            <button type="button" className="shq-home__tabs-retry" onClick={() => void tabs.refetch()}>
              频道加载失败，点击重试
            </button>
          ) : (
            <IndexTabs
              tabs={tabItems.length ? tabItems : [{ id: HOME_TAB_ID, name: '推荐', isRed: false, isBold: true }]}
              activeId={tabId}
              onChange={pickTab}
              onMore={() => setChannelsOpen(true)}
              announcementOn={showBreaking}
              onAnnouncementToggle={() => setShowBreaking((s) => !s)}
            />
          )}
        </div>
        {/* The bar is there from the start on the home channel (empty while loading), so it never pushes
          the news down when the headlines arrive. */}
        {showBreaking && tabId === HOME_TAB_ID && (breaking.isPending || breakingItems.length > 0) && (
          <div className="shq-home__breaking">
            <span className="shq-home__breaking-label">快讯</span>
            <TitleMarquee items={breakingItems} onItemClick={(item) => navigate(`/text-detail/${item.id}`)} />
          </div>
        )}
        <NewsFeed key={tabId} tabId={tabId} topics={tabId === HOME_TAB_ID} />
      </main>
      {channelsOpen && (
        <Suspense>
          <ChannelPanel tabs={tabItems} activeId={tabId} onPick={pickTab} onClose={() => setChannelsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
