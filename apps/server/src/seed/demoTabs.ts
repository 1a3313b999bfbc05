import { HOME_TAB_ID } from '@shqcb/api/contract/content';
import { tabIconPath } from '../modules/media/mediaPaths.ts';
import type { CategoryTemplates } from './templates/CategoryTemplates.ts';
import { newEnergy, smartDriving } from './templates/energyAndTech.ts';
import { market, policy, shanghaiMarket } from './templates/marketAndPolicy.ts';
import { autoShow, industry, review, usedCars } from './templates/showsAndReviews.ts';

/** A tab of the demo strip; `templates` is absent for the aggregate home tab. */
export interface DemoTab {
  id: number;
  name: string;
  icon: string;
  isRed: boolean;
  isBold: boolean;
  templates?: CategoryTemplates;
}

/** The index tab strip in display order. 推荐 (307) aggregates all the others. */
export const DEMO_TABS: readonly DemoTab[] = [
  { id: HOME_TAB_ID, name: '推荐', icon: '', isRed: false, isBold: true },
  { id: 308, name: '新能源', icon: tabIconPath('bolt'), isRed: false, isBold: false, templates: newEnergy },
  { id: 309, name: '智能驾驶', icon: '', isRed: false, isBold: false, templates: smartDriving },
  { id: 310, name: '车展', icon: tabIconPath('hot'), isRed: true, isBold: false, templates: autoShow },
  { id: 311, name: '上海车市', icon: tabIconPath('star'), isRed: false, isBold: false, templates: shanghaiMarket },
  { id: 312, name: '政策', icon: '', isRed: false, isBold: false, templates: policy },
  { id: 313, name: '评测', icon: '', isRed: false, isBold: false, templates: review },
  { id: 314, name: '市场', icon: '', isRed: false, isBold: false, templates: market },
  { id: 315, name: '二手车', icon: '', isRed: false, isBold: false, templates: usedCars },
  { id: 316, name: '汽车产业', icon: '', isRed: false, isBold: false, templates: industry },
];
