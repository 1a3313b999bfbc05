import type { Chances, Draw, Prize, Question, SurveySummary } from '../contract/lottery.ts';
import type { Exchange, Goods, GoodsDetail } from '../contract/mall.ts';
import type { LedgerEntry, PointsRule, PointsSummary } from '../contract/points.ts';
import { demoAnswers } from './recorded/demoAnswers.ts';

/** The points rules, goods, prizes, survey and activity page of the demo seed (recorded). */
export const pointsRules: PointsRule[] = demoAnswers.pointsRules;
export const mallGoods: Goods[] = demoAnswers.goods;
export const mallGoodsDetails: GoodsDetail[] = demoAnswers.goodsDetails;
export const lotteryPrizes: Prize[] = demoAnswers.prizes;
export const demoSurvey: { survey: SurveySummary; questions: Question[] } = demoAnswers.survey;
export const demoActivity = demoAnswers.activity;

/** An idempotency key the mocks answer with "积分不足" (a reader without points). */
export const MOCK_POOR_KEY = 'mock-no-points-key-00001';

/** The points summary of a reader who signed in today (the mocks' 2026-03-16). */
export function makePointsSummary(overrides: Partial<PointsSummary> = {}): PointsSummary {
  return { balance: 120, today: '2026-03-16', signedToday: true, streak: 3, month: '2026-03', signDays: ['2026-03-14', '2026-03-15', '2026-03-16'], nextSignInPoints: 5, expiring: null, ...overrides };
}

/** A ledger row, by default today's sign-in. */
export function makeLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return { id: 1, delta: 5, balanceAfter: 120, reason: 'signin', title: '每日签到', createdAt: '2026-03-16T01:00:00.000Z', ...overrides };
}

/** An exchange, by default a virtual good with its code. */
export function makeExchange(overrides: Partial<Exchange> = {}): Exchange {
  return {
    id: 1,
    orderNo: 'JF20260316000000001',
    goodsId: 3,
    goodsName: '电子报月卡',
    kind: 'virtual',
    quantity: 1,
    points: 100,
    status: 'issued',
    address: null,
    code: 'ABCD-EFGH-JKLM',
    trackingNo: null,
    createdAt: '2026-03-16T02:00:00.000Z',
    balance: 0,
    ...overrides,
  };
}

export const MOCK_DELIVERY = { name: '张三', phone: '13800138000', regionText: '上海市浦东新区', detail: '世纪大道100号' };

/** A draw, by default one that won nothing (谢谢参与). */
export function makeDraw(overrides: Partial<Draw> = {}): Draw {
  const none = lotteryPrizes.find((prize) => prize.kind === 'none');
  return { id: 1, prizeId: none?.id ?? 4, prizeName: none?.name ?? '谢谢参与', kind: 'none', cost: 20, status: 'lost', code: null, address: null, createdAt: '2026-03-16T02:00:00.000Z', ...overrides };
}

export function makeChances(overrides: Partial<Chances> = {}): Chances {
  return { balance: 100, cost: 20, chancesPerDay: 3, chancesLeft: 3, ...overrides };
}

/** The reader's draws of each kind: lost, a claimed physical prize, a virtual one with its code. */
export function makeDrawsOfEachKind(): Draw[] {
  const of = (kind: Prize['kind']) => lotteryPrizes.find((prize) => prize.kind === kind);
  return [
    makeDraw({ id: 3, prizeId: of('virtual')?.id ?? 3, prizeName: of('virtual')?.name ?? '', kind: 'virtual', status: 'issued', code: 'ABCD-EFGH-JKLM' }),
    makeDraw({ id: 2, prizeId: of('physical')?.id ?? 1, prizeName: of('physical')?.name ?? '', kind: 'physical', status: 'claimed', address: MOCK_DELIVERY }),
    makeDraw({ id: 1 }),
  ];
}
