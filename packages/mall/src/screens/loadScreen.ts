/**
 * The mall's screens by route path, behind one lazy module: the shell's entry holds a single dynamic
 * import (and its preload list) for the whole feature instead of one per route, so registering ten
 * routes barely grows the home route's scripts (decision 37). This chunk is tiny and cached after
 * the first visit.
 */
export const screens = {
  '/my-integral': () => import('./my-integral/MyIntegralScreen.tsx'),
  '/my-integralLIst': () => import('./integral-list/IntegralListScreen.tsx'),
  '/reward-rule': () => import('./reward-rule/RewardRuleScreen.tsx'),
  '/mall': () => import('./mall/MallScreen.tsx'),
  '/mall-text-detail/:id': () => import('./mall-detail/MallDetailScreen.tsx'),
  '/my-exchange': () => import('./my-exchange/MyExchangeScreen.tsx'),
  '/reward-index': () => import('./reward-index/RewardIndexScreen.tsx'),
  '/my-rewardList': () => import('./my-reward-list/MyRewardListScreen.tsx'),
  '/questionnaire': () => import('./questionnaire/QuestionnaireScreen.tsx'),
  '/activity': () => import('./activity/ActivityScreen.tsx'),
} as const;

export type ScreenPath = keyof typeof screens;
