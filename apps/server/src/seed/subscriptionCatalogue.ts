/**
 * The demo's subscribe types and subscription slips. Prices are fen and live only here and in the
 * database: the reader shows what getSubscribeTypeList and getPayValue answer. A publisher sets its
 * own catalogue in the `subscribe_types` table.
 */
export const DEMO_SUBSCRIBE_TYPES = [
  {
    id: 1,
    kind: 'newspaper',
    name: '《上海汽车报》全年订阅',
    summary: '纸质报全年投递（上海市内），含电子报',
    priceFen: 36000,
    months: 12,
    delivery: true,
    epaper: true,
    rank: 2,
    benefits: ['每周送报上门（上海市内）', '电子报全年畅读', '假期可申请停投'],
    sortOrder: 1,
  },
  {
    id: 2,
    kind: 'newspaper',
    name: '《上海汽车报》半年订阅',
    summary: '纸质报半年投递（上海市内），含电子报',
    priceFen: 19800,
    months: 6,
    delivery: true,
    epaper: true,
    rank: 1,
    benefits: ['每周送报上门（上海市内）', '电子报半年畅读'],
    sortOrder: 2,
  },
  {
    id: 3,
    kind: 'pass',
    name: '电子报年卡',
    summary: '一年内随时阅读《上海汽车报》电子报',
    priceFen: 9800,
    months: 12,
    delivery: false,
    epaper: true,
    rank: 1,
    benefits: ['电子报全年畅读', '往期报纸随时查看'],
    sortOrder: 3,
  },
  {
    id: 4,
    kind: 'pass',
    name: '全媒体会员年卡',
    summary: '纸质报上门投递、电子报与会员活动，一卡全享',
    priceFen: 39800,
    months: 12,
    delivery: true,
    epaper: true,
    rank: 3,
    benefits: ['纸质报全年投递（上海市内）', '电子报全年畅读', '车展与试驾活动优先报名', '会员专属积分奖励'],
    sortOrder: 4,
  },
] as const;

/** Slips sold offline (post office, the publisher's counter), with the phone each was registered with. */
export const DEMO_SLIPS = [
  { slipNo: 'SH2026000001', phone: '13800138000', typeId: 1, startDate: '2026-01-01', endDate: '2026-12-31' },
  { slipNo: 'SH2026000002', phone: '13800138000', typeId: 2, startDate: '2026-01-01', endDate: '2026-06-30' },
  { slipNo: 'SH2026000003', phone: '13900139000', typeId: 1, startDate: '2026-01-01', endDate: '2026-12-31' },
  { slipNo: 'SH2026000004', phone: '13900139000', typeId: 1, startDate: '2026-01-01', endDate: '2026-12-31' },
  { slipNo: 'SH2026000005', phone: '13700137000', typeId: 1, startDate: '2026-07-01', endDate: '2027-06-30' },
  { slipNo: 'YJ2026100001', phone: '13700137000', typeId: 2, startDate: '2026-01-01', endDate: '2026-06-30' },
] as const;
