import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mallExchange } from '@shqcb/api/contract/mall';
import { MOCK_TOKEN, mockEndpoint, paginate } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import MyExchangeScreen from './MyExchangeScreen.tsx';

describe('MyExchangeScreen', () => {
  it('should list exchanges with their state, the code of a virtual good and the delivery of a physical one', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    renderAt('/my-exchange', '/my-exchange', <MyExchangeScreen />);
    const [virtual, physical] = await screen.findAllByRole('listitem');
    expect(within(virtual as HTMLElement).getByText('已发放')).toBeTruthy();
    expect(within(virtual as HTMLElement).getByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(within(physical as HTMLElement).getByText('待发货')).toBeTruthy();
    expect(physical?.textContent).toContain('世纪大道100号');
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('should show 暂无数据 without exchanges', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(mallExchange, ({ input }) => paginate([], input.page, input.pageSize)));
    renderAt('/my-exchange', '/my-exchange', <MyExchangeScreen />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
