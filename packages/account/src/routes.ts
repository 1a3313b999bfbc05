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
    path: '/my',
    load: () => import('./screens/my/MyScreen.tsx'),
    // A visitor's 我的 (the login prompt and the entries) is the same for every visitor.
    serverRender: 'visitor',
    title: '我的',
    statusBar: 'red',
    tabBar: 'my',
  },
  {
    path: '/upload-avatar',
    load: () => import('./screens/upload-avatar/UploadAvatarScreen.tsx'),
    title: '更换头像',
    statusBar: 'white',
    requiresAuth: true,
  },
  {
    path: '/messages',
    load: () => import('./screens/messages/MessagesScreen.tsx'),
    title: '我的消息',
    statusBar: 'white',
    requiresAuth: true,
  },
  {
    path: '/feedback',
    load: () => import('./screens/feedback/FeedbackScreen.tsx'),
    title: '意见反馈',
    statusBar: 'white',
    requiresAuth: true,
  },
  {
    path: '/feedback-dialogue',
    load: () => import('./screens/feedback-dialogue/FeedbackDialogueScreen.tsx'),
    title: '反馈详情',
    statusBar: 'white',
    requiresAuth: true,
  },
  {
    path: '/help',
    load: () => import('./screens/help/HelpScreen.tsx'),
    title: '帮助中心',
    statusBar: 'white',
  },
  {
    path: '/yinsi',
    load: () => import('./screens/help/PrivacyScreen.tsx'),
    title: '隐私政策',
    statusBar: 'white',
  },
  {
    path: '/account-cancel',
    load: () => import('./screens/account-cancel/AccountCancelScreen.tsx'),
    title: '注销账号',
    statusBar: 'white',
    requiresAuth: true,
  },
  {
    path: '/error',
    load: () => import('./screens/error/ErrorScreen.tsx'),
    title: '无权限',
    statusBar: 'white',
  },
];
