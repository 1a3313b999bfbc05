import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/renderAt.tsx';
import ActivityScreen from './ActivityScreen.tsx';

describe('ActivityScreen', () => {
  it('should compose the page from its modules: banner, text, entries and goods', async () => {
    renderAt('/activity?id=1', '/activity', <ActivityScreen />);
    expect(await screen.findByText('读者积分节：签到、抽奖、兑好礼')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '活动说明' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '幸运抽奖' }).getAttribute('href')).toBe('/reward-index');
    expect(screen.getByRole('link', { name: /电子报月卡/ }).getAttribute('href')).toBe('/mall-text-detail/3');
  });

  it('should say the activity does not exist', async () => {
    renderAt('/activity?id=404', '/activity', <ActivityScreen />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
