import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lottery, userLotteryList } from '@shqcb/api/contract/lottery';
import { MOCK_TOKEN, makeChances, makeDraw, mockEndpoint, mockNetworkError, paginate } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import MyRewardListScreen from './MyRewardListScreen.tsx';

const render = (url = '/my-rewardList') => renderAt(url, '/my-rewardList', <MyRewardListScreen />);

describe('MyRewardListScreen', () => {
  it('should list draws with their state, a code, a delivery, and the end of the list', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    render();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('已领取')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('未中奖')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('should send a won prize to the address list and claim it with the chosen address on return', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const claims: string[] = [];
    server.use(
      mockEndpoint(userLotteryList, ({ input }) => paginate([makeDraw({ id: 7, prizeName: '上汽车模', kind: 'physical', status: 'won' })], input.page, input.pageSize)),
      mockEndpoint(lottery, ({ input }) => {
        claims.push(JSON.stringify(input));
        return { draw: makeDraw({ id: 7, status: 'claimed' }), chances: makeChances() };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: '填写地址领取' }));
    expect(screen.getByTestId('where').textContent).toBe(`/address-list?select=1&back=${encodeURIComponent('/my-rewardList?claim=7')}`);
    render('/my-rewardList?claim=7&addressId=1');
    await waitFor(() => expect(claims).toEqual([JSON.stringify({ action: 'claim', drawId: 7, addressId: 1 })]));
    expect((await screen.findAllByText('领取成功，奖品将尽快寄出')).length).toBeGreaterThan(0);
  });

  it('should show 暂无数据 for no draws', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockEndpoint(userLotteryList, ({ input }) => paginate([], input.page, input.pageSize)));
    render();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('should offer a retry after an error', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    server.use(mockNetworkError(userLotteryList));
    render();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
