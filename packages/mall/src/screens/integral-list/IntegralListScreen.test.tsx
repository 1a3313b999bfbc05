import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_TOKEN } from '@shqcb/api/mocks';
import { renderAt } from '../../testing/renderAt.tsx';
import IntegralListScreen from './IntegralListScreen.tsx';

describe('IntegralListScreen', () => {
  it('should list each change with its reason, sign and the balance after it', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    renderAt('/my-integralLIst', '/my-integralLIst', <IntegralListScreen />);
    const [signIn, draw] = await screen.findAllByRole('listitem');
    expect(within(signIn as HTMLElement).getByText('+5')).toBeTruthy();
    expect(within(signIn as HTMLElement).getByText('每日签到')).toBeTruthy();
    expect(within(draw as HTMLElement).getByText('-20')).toBeTruthy();
    expect(draw?.textContent).toContain('余额 115');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    // Rows say where they are in the ledger, whichever of them are mounted.
    expect(draw?.getAttribute('aria-posinset')).toBe('2');
    expect(draw?.getAttribute('aria-setsize')).toBe(String(screen.getAllByRole('listitem').length));
  });
});
