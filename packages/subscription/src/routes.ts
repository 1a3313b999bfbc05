import type { FeatureRoute } from '@shqcb/bridge';

const paper = () => import('./screens/paper/PaperScreen.tsx');
const addressList = () => import('./screens/address-list/AddressListScreen.tsx');
const addressForm = () => import('./screens/address-form/AddressFormScreen.tsx');

/**
 * Screens of the subscription feature (SPEC §2), mounted lazily by the shell. The paper tab and the
 * pages that explain subscribing are open to visitors; everything that is the reader's (orders,
 * subscriptions, addresses, paying) asks a visitor to log in and comes back.
 */
export const routes: FeatureRoute[] = [
  { path: '/already-order', load: paper, title: '上海汽车报', statusBar: 'red', tabBar: 'already-order' },
  { path: '/order-newspaper', load: paper, title: '上海汽车报', statusBar: 'red', tabBar: 'already-order' },
  { path: '/order-way', load: () => import('./screens/order-way/OrderWayScreen.tsx'), title: '绑定订阅单', statusBar: 'white' },
  { path: '/order-write/:type', load: () => import('./screens/order-write/OrderWriteScreen.tsx'), title: '绑定订阅单', statusBar: 'white', requiresAuth: true },
  { path: '/annual-pass', load: () => import('./screens/annual-pass/AnnualPassScreen.tsx'), title: '在线订阅', statusBar: 'white' },
  { path: '/annual-pass-write/:type', load: () => import('./screens/annual-pass-write/AnnualPassWriteScreen.tsx'), title: '填写订单', statusBar: 'white', requiresAuth: true },
  { path: '/order-upgrade', load: () => import('./screens/order-upgrade/OrderUpgradeScreen.tsx'), title: '升级订阅', statusBar: 'white', requiresAuth: true },
  { path: '/order-pay', load: () => import('./screens/order-pay/OrderPayScreen.tsx'), title: '订单支付', statusBar: 'white', requiresAuth: true },
  { path: '/order-pay-success', load: () => import('./screens/order-pay-success/OrderPaySuccessScreen.tsx'), title: '支付结果', statusBar: 'white', requiresAuth: true },
  { path: '/order-success/:id', load: () => import('./screens/order-success/OrderSuccessScreen.tsx'), title: '订单详情', statusBar: 'white', requiresAuth: true },
  { path: '/question', load: () => import('./screens/question/QuestionScreen.tsx'), title: '常见问题', statusBar: 'white' },
  { path: '/my-order', load: () => import('./screens/my-order/MyOrderScreen.tsx'), title: '我的订单', statusBar: 'white', requiresAuth: true },
  { path: '/history-order', load: () => import('./screens/history-order/HistoryOrderScreen.tsx'), title: '订阅变更记录', statusBar: 'white', requiresAuth: true },
  { path: '/my-address-list', load: addressList, title: '收货地址', statusBar: 'white', requiresAuth: true },
  { path: '/address-list', load: addressList, title: '选择收货地址', statusBar: 'white', requiresAuth: true },
  { path: '/my-address', load: addressForm, title: '新增收货地址', statusBar: 'white', requiresAuth: true },
  { path: '/history-address', load: addressForm, title: '编辑收货地址', statusBar: 'white', requiresAuth: true },
];
