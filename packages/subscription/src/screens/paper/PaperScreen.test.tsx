import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { edit, subscriberShow } from '@shqcb/api/contract/subscription';
import { MOCK_TOKEN, makePrintSubscription, makeSubscription, mockEndpoint } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import PaperScreen from './PaperScreen.tsx';

describe('PaperScreen', () => {
  it('should lock the e-paper for a visitor and lead to the catalogue through the subscription prompt', async () => {
    const { user } = renderAt('/already-order', '/already-order', <PaperScreen />);
    expect(screen.getByRole('heading', { name: '解锁会员权益' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '立即解锁' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '没有订阅单' }));
    expect(screen.getByTestId('where').textContent).toBe('/annual-pass');
  });

  it('should show a subscriber today’s e-paper and their subscriptions', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    renderAt('/already-order', '/already-order', <PaperScreen />);
    expect(await screen.findByRole('heading', { name: '今日电子报' })).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: '电子报年卡' });
    expect(card.textContent).toContain('订阅中');
    expect(within(card).getByRole('button', { name: '升级' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '假期停投' })).toBeNull();
  });

  it('should remind of renewal and lead to the renewal form', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(subscriberShow, { subscriptions: [makeSubscription({ id: 4, renewable: true, daysLeft: 20, endDate: '2027-03-15' })] }));
    const { user } = renderAt('/already-order', '/already-order', <PaperScreen />);
    expect(await screen.findByText(/您的订阅将于 2027-03-15 到期/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '立即续订' }));
    expect(screen.getByTestId('where').textContent).toBe('/annual-pass-write/3?renew=4');
  });

  it('should change a printed subscription’s address when the reader comes back with one chosen', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(subscriberShow, { subscriptions: [makePrintSubscription({ id: 7 })] }),
      mockEndpoint(edit, ({ input }) => {
        sent.push(input);
        return makePrintSubscription({ id: 7 });
      }),
    );
    renderAt('/already-order?edit=7&addressId=12', '/already-order', <PaperScreen />);
    expect(await screen.findByText('投递地址已更换')).toBeTruthy();
    expect(sent).toEqual([{ action: 'address', subscriptionId: 7, addressId: 12 }]);
    expect(screen.getByTestId('where').textContent).toBe('/already-order');
  });
});
