import type { FeatureRoute } from '@shqcb/bridge';

/** Screens of the player feature, mounted lazily by the shell. */
export const routes: FeatureRoute[] = [
  {
    path: '/podcast',
    load: () => import('./podcast/PodcastScreen.tsx'),
    title: '播客',
    statusBar: 'red',
    keepAlive: true,
    tabBar: 'podcast',
  },
];
