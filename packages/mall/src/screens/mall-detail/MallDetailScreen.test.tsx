import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mallBuy } from '@shqcb/api/contract/mall';
import { addressIndex } from '@shqcb/api/contract/subscription';
import { integralShow } from '@shqcb/api/contract/points';
import { MOCK_TOKEN, makePointsSummary, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import MallDetailScreen from './MallDetailScreen.tsx';

const render = (url: string) => renderAt(url, '/mall-text-detail/:id', <MallDetailScreen />);

describe('MallDetailScreen', () => {
  it('should exchange a virtual good after the confirm and show its code and the new balance', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const { user } = render('/mall-text-detail/3');
    expect(await screen.findByRole('heading', { name: '电子报月卡' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '立即兑换（100积分）' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(screen.getByText('剩余积分：900')).toBeTruthy();
  });

  it('should ask for an address for a physical good on the subscription’s address list, and come back to this page', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(addressIndex, () => []));
    const { user } = render('/mall-text-detail/1');
    expect(await screen.findByText('请选择收货地址')).toBeTruthy();
    const exchange = screen.getByRole('button', { name: '立即兑换（300积分）' });
    expect(exchange.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('我的积分：120')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '选择收货地址' }));
    expect(screen.getByTestId('where').textContent).toBe(`/address-list?select=1&back=${encodeURIComponent('/mall-text-detail/1')}`);
  });

  it('should use the address chosen on /address-list and show the server’s refusal in words', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpointError(mallBuy, mallBuy.refusals.outOfStock), mockEndpoint(integralShow, () => makePointsSummary({ balance: 1000 })));
    const { user } = render('/mall-text-detail/1?addressId=1');
    expect(await screen.findByText(/世纪大道100号/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '立即兑换（300积分）' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('库存不足')).toBeTruthy();
  });
});
