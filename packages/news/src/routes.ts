import type { FeatureRoute } from '@shqcb/bridge';
import { prefetchDetail } from './screens/detail/prefetchDetail.ts';
import { prefetchHome } from './screens/home/feedRequests.ts';

const search = () => import('./screens/search/SearchScreen.tsx');
// /video/:id? and /news are one screen (the news categories on /news).
const videos = () => import('./screens/video/VideoScreen.tsx');
// 全部频道 and one channel's news are one screen (decision 16).
const categories = () => import('./screens/category/CategoryScreen.tsx');

/** Screens of the news feature, mounted lazily by the shell. */
export const routes: FeatureRoute[] = [
  {
    path: '/index',
    load: () => import('./screens/home/HomeScreen.tsx'),
    preload: prefetchHome,
    serverRender: true,
    title: '上海汽车报',
    statusBar: 'red',
    keepAlive: true,
    tabBar: 'index',
  },
  {
    path: '/text-detail/:id',
    load: () => import('./screens/detail/NewsDetailScreen.tsx'),
    preload: prefetchDetail,
    serverRender: true,
    title: '新闻详情',
    statusBar: 'white',
  },
  // Issue 12 part B: search (kept alive, one screen for both), favourites, topics, categories, e-paper.
  { path: '/search-news', load: search, title: '搜索', statusBar: 'white', keepAlive: true },
  { path: '/search-video', load: search, title: '搜索', statusBar: 'white', keepAlive: true },
  { path: '/downloadPDF', load: () => import('./screens/download-pdf/DownloadPdfScreen.tsx'), title: '电子报下载', statusBar: 'white' },
  { path: '/my-collect', load: () => import('./screens/my-collect/MyCollectScreen.tsx'), title: '我的收藏', statusBar: 'white', requiresAuth: true },
  // Issue 12 part A: videos and live events (decision 14).
  // Its first requests come from the screen's module (a preload here would add the video contract to the entry).
  { path: '/video/:id?', load: videos, serverRender: true, title: '视频', statusBar: 'white', keepAlive: true, tabBar: 'video' },
  { path: '/news', load: videos, title: '新闻', statusBar: 'white', keepAlive: true, tabBar: 'video' },
  { path: '/video-detail/:id', load: () => import('./screens/video-detail/VideoDetailScreen.tsx'), title: '视频详情', statusBar: 'white' },
  { path: '/live-video-detail/:id', load: () => import('./screens/live/LiveVideoDetailScreen.tsx'), title: '直播', statusBar: 'white' },
  // Issue 12: special topics and categories where a reader looks for them (decision 16).
  { path: '/topic/:id', load: () => import('./screens/topic/TopicScreen.tsx'), title: '专题', statusBar: 'white' },
  { path: '/category', load: categories, title: '全部频道', statusBar: 'white' },
  { path: '/category/:id', load: categories, title: '频道', statusBar: 'white' },
];
