import { POINTS_RULES, type PointsRule } from '@shqcb/api/contract/points';
import { LOTTERY_RULES } from '@shqcb/api/contract/lottery';

/** integral-rule/list: the ways to earn and spend points and the expiry rule (decision 34). */
export function pointsRules(): PointsRule[] {
  const { signInPoints, streakBonusDays, streakBonus, expiryWarningDays } = POINTS_RULES;
  return [
    { id: 1, title: '每日签到', points: `+${signInPoints}`, text: `每天签到一次得${signInPoints}积分，以北京时间自然日计。` },
    { id: 2, title: '连续签到', points: `+${streakBonus}`, text: `连续签到每满${streakBonusDays}天，当天额外奖励${streakBonus}积分；中断后重新计算。` },
    { id: 3, title: '参与问卷', points: '按问卷', text: '每份问卷每人可提交一次，提交后获得问卷标明的积分。' },
    { id: 4, title: '幸运抽奖', points: `-${LOTTERY_RULES.cost}`, text: `每次抽奖消耗${LOTTERY_RULES.cost}积分，每天最多${LOTTERY_RULES.chancesPerDay}次，结果由系统随机决定。` },
    { id: 5, title: '积分兑换', points: '按商品', text: '积分可在积分商城兑换实物或虚拟商品，兑换后积分与库存立即扣减，部分商品每人限兑。' },
    { id: 6, title: '积分有效期', points: '', text: `每年获得的积分在次年12月31日24时过期，使用时先扣较早获得的积分；过期前${expiryWarningDays}天会发消息提醒。` },
  ];
}
