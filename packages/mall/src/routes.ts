import type { FeatureRoute } from '@shqcb/bridge';
import type { ScreenPath } from './screens/loadScreen.ts';

/**
 * The mall's routes (SPEC §2), one per line as "path title [auth|ssr]": points and sign-in, the
 * points mall, the lucky draw, the questionnaire and activity pages. `auth`: a visitor is asked to
 * log in and comes back; the mall, rules and activity pages are open to visitors. `ssr`: the server
 * renders the first view of a `?path=` link to it, with the answers its screen module's `preload`
 * asks for (decision 0051). A plain text table and one
 * lazy module for all screens (screens/loadScreen.ts) because these descriptors ship in the shell's
 * entry, where every byte counts against the home route's budget (decision 37); routes.test.ts
 * checks each line against the screens.
 */
export const ROUTE_TABLE = `/my-integral 我的积分 auth
/my-integralLIst 积分明细 auth
/reward-rule 积分规则
/mall 积分商城 ssr
/mall-text-detail/:id 商品详情 auth
/my-exchange 兑换记录 auth
/reward-index 幸运抽奖 auth
/my-rewardList 我的奖品 auth
/questionnaire 问卷调查 auth
/activity 活动`;

/** Screens of the mall feature, mounted lazily by the shell. */
export const routes: FeatureRoute[] = ROUTE_TABLE.split('\n').map((line) => {
  const [path = '', title = '', flag] = line.split(' ');
  return {
    path,
    load: () => import('./screens/loadScreen.ts').then((module) => module.screens[path as ScreenPath]()),
    title,
    statusBar: 'white',
    requiresAuth: flag === 'auth',
    serverRender: flag === 'ssr',
  };
});
