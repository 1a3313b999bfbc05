import type { FeatureRoute } from '@shqcb/bridge';

/**
 * Screens of the mall feature (SPEC §2): points and sign-in, the points mall, the lucky draw, the
 * questionnaire and activity pages, mounted lazily by the shell. The mall, rules and activity pages
 * are open to visitors; what is the reader's asks a visitor to log in and comes back.
 */
export const routes: FeatureRoute[] = [
  { path: '/my-integral', load: () => import('./screens/my-integral/MyIntegralScreen.tsx'), title: '我的积分', statusBar: 'white', requiresAuth: true },
  { path: '/my-integralLIst', load: () => import('./screens/integral-list/IntegralListScreen.tsx'), title: '积分明细', statusBar: 'white', requiresAuth: true },
  { path: '/reward-rule', load: () => import('./screens/reward-rule/RewardRuleScreen.tsx'), title: '积分规则', statusBar: 'white' },
  { path: '/mall', load: () => import('./screens/mall/MallScreen.tsx'), title: '积分商城', statusBar: 'white' },
  { path: '/mall-text-detail/:id', load: () => import('./screens/mall-detail/MallDetailScreen.tsx'), title: '商品详情', statusBar: 'white', requiresAuth: true },
  { path: '/my-exchange', load: () => import('./screens/my-exchange/MyExchangeScreen.tsx'), title: '兑换记录', statusBar: 'white', requiresAuth: true },
  { path: '/reward-index', load: () => import('./screens/reward-index/RewardIndexScreen.tsx'), title: '幸运抽奖', statusBar: 'white', requiresAuth: true },
  { path: '/my-rewardList', load: () => import('./screens/my-reward-list/MyRewardListScreen.tsx'), title: '我的奖品', statusBar: 'white', requiresAuth: true },
  { path: '/questionnaire', load: () => import('./screens/questionnaire/QuestionnaireScreen.tsx'), title: '问卷调查', statusBar: 'white', requiresAuth: true },
  { path: '/activity', load: () => import('./screens/activity/ActivityScreen.tsx'), title: '活动', statusBar: 'white' },
];
