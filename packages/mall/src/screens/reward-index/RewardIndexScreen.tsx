import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { checkIntegral, lottery, lotteryList, prizeList, userLotteryList } from '@shqcb/api/contract/lottery';
import type { Draw } from '@shqcb/api/contract/lottery';
import { integralShow } from '@shqcb/api/contract/points';
import { apiListKey, apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { Button } from '@shqcb/ui-kit';
import { newIdempotencyKey } from '../../components/addressChoice.ts';
import { Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import './RewardIndexScreen.css';

/** Steps the highlight makes before it stops: at least two laps, then on to the decided cell. */
export function spinSteps(cells: number, from: number, target: number): number {
  return cells * 2 + ((target - from + cells) % cells);
}

/**
 * 幸运抽奖 (SPEC §2 /reward-index): the prizes as a grid, chances and cost, a marquee of recent
 * winners (phones masked by the server) and 抽奖. The server decides the prize; the highlight then
 * runs round the grid and stops on it (no animation when the reader prefers reduced motion).
 */
export default function RewardIndexScreen() {
  const prizes = useApiQuery(prizeList);
  const chances = useApiQuery(checkIntegral);
  const winners = useApiQuery(lotteryList);
  const [active, setActive] = useState(0);
  const [result, setResult] = useState<Draw | null>(null);
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cells = prizes.data ?? [];

  const land = (draw: Draw) => {
    const target = Math.max(0, cells.findIndex((prize) => prize.id === draw.prizeId));
    // Read at the moment of the draw (not a hook: the home screen keeps ui-kit's hook to itself, decision 37).
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced || cells.length === 0) {
      setActive(target);
      setResult(draw);
      return;
    }
    setSpinning(true);
    let left = spinSteps(cells.length, active, target);
    let at = active;
    const step = () => {
      at = (at + 1) % cells.length;
      setActive(at);
      left -= 1;
      if (left <= 0) {
        setSpinning(false);
        setResult(draw);
        return;
      }
      timer.current = setTimeout(step, left < 6 ? 160 : 60);
    };
    step();
  };

  const play = useApiMutation(lottery, {
    invalidate: () => [apiQueryKey(checkIntegral), apiQueryKey(lotteryList), apiListKey(userLotteryList), apiQueryKey(integralShow)],
    onSuccess: (answer) => land(answer.draw),
  });
  const marquee = useMemo(() => (winners.data ?? []).map((w) => ({ id: w.id, title: `恭喜 ${w.phone} 抽中 ${w.prizeName}` })), [winners.data]);
  const lines = marquee.map((item) => <li key={item.id}>{item.title}</li>);
  const c = chances.data;
  const canDraw = !!c && c.chancesLeft > 0 && c.balance >= c.cost && !spinning && !play.isPending;

  return (
    <Page title="幸运抽奖" className="shq-reward">
      {marquee.length > 0 && (
        <section className="shq-reward__marquee" aria-label="最近中奖">
          {/* A CSS loop (still for reduced motion); the copy is for the seamless wrap and hidden from readers. */}
          <div className="shq-reward__marquee-track">
            <ul>{lines}</ul>
            <ul aria-hidden="true">{lines}</ul>
          </div>
        </section>
      )}
      <QueryState isPending={prizes.isPending} isError={prizes.isError} onRetry={() => void prizes.refetch()} />
      {cells.length > 0 && (
        <ol className="shq-reward__grid" aria-label="奖品">
          {cells.map((prize, index) => (
            <li key={prize.id} className={`shq-reward__cell${index === active && (spinning || result) ? ' shq-reward__cell--active' : ''}`} aria-current={index === active && result ? 'true' : undefined}>
              <img src={prize.image} alt="" width={80} height={80} />
              <span>{prize.name}</span>
            </li>
          ))}
        </ol>
      )}
      <section className="shq-mall-section shq-reward__panel" aria-label="抽奖">
        {c && (
          <p className="shq-mall-note">
            每次消耗{c.cost}积分 · 今日剩余{c.chancesLeft}次 · 我的积分{c.balance}
          </p>
        )}
        <Button block loading={play.isPending || spinning} disabled={!canDraw} onClick={() => { setResult(null); play.mutate({ action: 'draw', idempotencyKey: newIdempotencyKey() }); }}>
          {c && c.chancesLeft === 0 ? '今日次数已用完' : c && c.balance < c.cost ? '积分不足' : '抽奖'}
        </Button>
        <p role="status" aria-live="polite" className="shq-reward__result">
          {result ? (result.kind === 'none' ? '很遗憾，没有抽中，再接再厉！' : `恭喜您抽中 ${result.prizeName}！${result.kind === 'physical' ? '请到我的奖品中填写收货地址领取。' : ''}`) : ''}
        </p>
        <p className="shq-reward__links">
          <Link to="/my-rewardList">我的奖品</Link>
          <Link to="/reward-rule">活动规则</Link>
        </p>
      </section>
    </Page>
  );
}
