import { MEDIA_PREFIX } from '../modules/media/mediaPaths.ts';

/** Demo goods of the points mall: physical and virtual, with stock and per-reader limits. */
export const DEMO_GOODS = [
  { name: '上汽定制保温杯', kind: 'physical', summary: '316不锈钢内胆，保温12小时', detail: '上汽定制款保温杯，容量450毫升，316不锈钢内胆，保温保冷12小时。兑换后7个工作日内发货，仅限中国大陆地址。', pointsPrice: 300, stock: 50, perReaderLimit: 2 },
  { name: '车载手机支架', kind: 'physical', summary: '出风口安装，单手取放', detail: '重力联动夹臂，适配4.7至6.9英寸手机，出风口安装不挡视线。兑换后7个工作日内发货。', pointsPrice: 200, stock: 30, perReaderLimit: 1 },
  { name: '电子报月卡', kind: 'virtual', summary: '30天电子报阅读权益', detail: '兑换后获得兑换码，在“上海汽车报”订阅页输入即可开通30天电子报阅读。兑换码长期有效。', pointsPrice: 100, stock: 200, perReaderLimit: 3 },
  { name: '洗车券', kind: 'virtual', summary: '合作门店精洗一次', detail: '上海市内合作门店精洗一次，凭兑换码到店使用，有效期90天。', pointsPrice: 80, stock: 100, perReaderLimit: 5 },
  { name: '上汽车模（1:43）', kind: 'physical', summary: '合金车模，限量', detail: '1:43合金车模，含展示底座。限量发售，每人限兑1件。', pointsPrice: 1500, stock: 5, perReaderLimit: 1 },
] as const;

export const goodsCoverPath = (id: number) => `${MEDIA_PREFIX}/mall/${id}.svg`;
export const prizeImagePath = (id: number) => `${MEDIA_PREFIX}/prize/${id}.svg`;

/**
 * Demo prizes in wheel order; weights are relative (total 1000, so 谢谢参与 is 55 %). The
 * consolation prize has unlimited stock: a draw that finds the picked prize gone gets it.
 */
export const DEMO_PRIZES = [
  { name: '上汽车模', kind: 'physical', points: 0, weight: 5, stock: 3 },
  { name: '50积分', kind: 'points', points: 50, weight: 150, stock: null },
  { name: '洗车券', kind: 'virtual', points: 0, weight: 60, stock: 100 },
  { name: '谢谢参与', kind: 'none', points: 0, weight: 550, stock: null },
  { name: '10积分', kind: 'points', points: 10, weight: 200, stock: null },
  { name: '保温杯', kind: 'physical', points: 0, weight: 35, stock: 20 },
] as const;

export const DEMO_SURVEY = {
  title: '2026年读者阅读习惯调查',
  intro: '感谢您参与本次调查，完成即可获得积分。带“*”的为必答题。',
  points: 30,
  questions: [
    { text: '您通常在什么时间阅读上海汽车报？', kind: 'single', required: true, options: ['早上通勤', '午休', '晚上', '周末'] },
    { text: '您最关注哪些内容？', kind: 'multiple', required: true, options: ['新车发布', '行业政策', '用车养车', '新能源', '赛事活动'] },
    { text: '您是否愿意收到积分活动提醒？', kind: 'single', required: false, options: ['愿意', '不愿意'] },
  ],
} as const;

export const DEMO_ACTIVITY = {
  title: '读者积分节',
  modules: [
    { kind: 'banner', title: '读者积分节：签到、抽奖、兑好礼', image: '' },
    { kind: 'text', title: '活动说明', body: '活动期间每天签到得积分，连续签到7天额外奖励10积分。积分可在积分商城兑换好礼，或参与幸运抽奖。' },
    { kind: 'links', title: '参与方式', items: [
      { label: '每日签到', to: '/my-integral' },
      { label: '幸运抽奖', to: '/reward-index' },
      { label: '填写问卷', to: '/questionnaire' },
    ] },
    { kind: 'goods', title: '热门兑换', goodsIds: [1, 3, 4] },
  ],
} as const;
