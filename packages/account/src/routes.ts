import type { FeatureRoute } from '@shqcb/bridge';

/** Screens of the account feature, mounted lazily by the shell. */
export const routes: FeatureRoute[] = [
  {
    path: '/login',
    load: () => import('./screens/login/LoginScreen.tsx'),
    title: '登录',
    statusBar: 'white',
  },
  {
    path: '/authIndex',
    load: () => import('./screens/auth-index/AuthIndexScreen.tsx'),
    title: '微信授权',
    statusBar: 'white',
  },
  {
    path: '/my-setting',
    load: () => import('./screens/settings/SettingsScreen.tsx'),
    title: '设置',
    statusBar: 'white',
  },
  {
    path: '/error',
    load: () => import('./screens/error/ErrorScreen.tsx'),
    title: '无权限',
    statusBar: 'white',
  },
];
