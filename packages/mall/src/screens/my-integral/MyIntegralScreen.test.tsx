import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { integralCreate, integralShow } from '@shqcb/api/contract/points';
import { MOCK_TOKEN, makePointsSummary, mockEndpoint, mockNetworkError } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import MyIntegralScreen from './MyIntegralScreen.tsx';

const render = () => renderAt('/my-integral', '/my-integral', <MyIntegralScreen />);

describe('MyIntegralScreen', () => {
  it('should show the balance and streak, and keep 签到 disabled in the pop-up when today is signed (SPEC §5)', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const { user } = render();
    expect(await screen.findByText('120')).toBeTruthy();
    expect(screen.getByText('已连续签到 3 天')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '今日已签到' }));
    const dialog = await screen.findByRole('dialog');
    const signIn = within(dialog).getByRole('button', { name: '签到' });
    expect(signIn.hasAttribute('disabled') || signIn.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('should sign in from the pop-up, say how many points it gave and show today signed', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    let signed = false;
    server.use(
      mockEndpoint(integralShow, () => makePointsSummary(signed ? {} : { signedToday: false, signDays: ['2026-03-14', '2026-03-15'], balance: 115, streak: 2 })),
      mockEndpoint(integralCreate, () => {
        signed = true;
        return { day: '2026-03-16', points: 5, streak: 3, balance: 120 };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: '签到 +5' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '签到' }));
    expect(await screen.findByText('签到成功，获得5积分')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '今日已签到' })).toBeTruthy();
    expect(signed).toBe(true);
  });

  it('should say so with a retry when the points cannot be loaded', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockNetworkError(integralShow));
    const { user } = render();
    expect(await screen.findByRole('alert')).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('120')).toBeTruthy());
  });
});
