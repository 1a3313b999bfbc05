import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkIntegral, lottery } from '@shqcb/api/contract/lottery';
import { MOCK_TOKEN, lotteryPrizes, makeChances, makeDraw, mockEndpoint } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import RewardIndexScreen, { spinSteps } from './RewardIndexScreen.tsx';

describe('RewardIndexScreen', () => {
  it('should show prizes, chances and the winners marquee, and land on the prize the server decided', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const car = lotteryPrizes.find((prize) => prize.kind === 'physical');
    server.use(mockEndpoint(lottery, () => ({ draw: makeDraw({ prizeId: car?.id ?? 1, prizeName: car?.name ?? '', kind: 'physical', status: 'won' }), chances: makeChances({ chancesLeft: 2 }) })));
    const { user } = renderAt('/reward-index', '/reward-index', <RewardIndexScreen />);
    expect(await screen.findByText('每次消耗20积分 · 今日剩余3次 · 我的积分100')).toBeTruthy();
    expect(screen.getAllByText(/恭喜 138\*\*\*\*8000 抽中 洗车券/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '抽奖' }));
    expect(await screen.findByText(new RegExp(`恭喜您抽中 ${car?.name}`), undefined, { timeout: 5000 })).toBeTruthy();
    const current = document.querySelector('[aria-current="true"]');
    expect(current?.textContent).toBe(car?.name);
  });

  it('should not offer a draw when no chance is left', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(checkIntegral, () => makeChances({ chancesLeft: 0 })));
    renderAt('/reward-index', '/reward-index', <RewardIndexScreen />);
    const button = await screen.findByRole('button', { name: '今日次数已用完' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('should run at least two laps and stop on the target cell', () => {
    expect(spinSteps(6, 0, 3)).toBe(15);
    expect(spinSteps(6, 4, 1)).toBe(15);
    expect((4 + spinSteps(6, 4, 1)) % 6).toBe(1);
  });
});
