import type { FeatureRoute } from '@shqcb/bridge';

/** Screens of the subscription feature, mounted lazily by the shell. */
export const routes: FeatureRoute[] = [
  {
    path: '/already-order',
    load: () => import('./screens/paper/PaperScreen.tsx'),
    title: '上海汽车报',
    statusBar: 'white',
  },
];
