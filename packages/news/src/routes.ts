import type { FeatureRoute } from '@shqcb/bridge';
import { prefetchDetail } from './screens/detail/prefetchDetail.ts';
import { prefetchHome } from './screens/home/feedRequests.ts';

/** Screens of the news feature, mounted lazily by the shell. */
export const routes: FeatureRoute[] = [
  {
    path: '/index',
    load: () => import('./screens/home/HomeScreen.tsx'),
    preload: prefetchHome,
    title: '上海汽车报',
    statusBar: 'red',
    keepAlive: true,
    tabBar: 'index',
  },
  {
    path: '/text-detail/:id',
    load: () => import('./screens/detail/NewsDetailScreen.tsx'),
    preload: prefetchDetail,
    title: '新闻详情',
    statusBar: 'white',
  },
];
