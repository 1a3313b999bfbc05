import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cancelRefund, orderIndex, refund } from '@shqcb/api/contract/subscription';
import type { Order } from '@shqcb/api/contract/subscription';
import { MOCK_TOKEN, makeOrder, makePaidOrder, mockEndpoint, paginate } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import MyOrderScreen, { CANCEL_REFUND_QUESTION } from './MyOrderScreen.tsx';

/** The server's orders of one reader: refund and its withdrawal move them as the server does. */
function serve(initial: Order[]) {
  let orders = [...initial];
  const calls: string[] = [];
  server.use(
    mockEndpoint(orderIndex, ({ input }) => paginate(orders, input.page, input.pageSize)),
    mockEndpoint(refund, ({ input }) => {
      calls.push(`refund ${input.orderNo} ${input.reason}`);
      orders = orders.map((o) => (o.orderNo === input.orderNo ? { ...o, status: 'refund_requested', refundReason: input.reason, canRefund: false, canCancelRefund: true } : o));
      return orders.find((o) => o.orderNo === input.orderNo) as Order;
    }),
    mockEndpoint(cancelRefund, ({ input }) => {
      calls.push(`cancel ${input.orderNo}`);
      orders = orders.map((o) => (o.orderNo === input.orderNo ? { ...o, status: 'paid', refundReason: null, canRefund: true, canCancelRefund: false } : o));
      return orders.find((o) => o.orderNo === input.orderNo) as Order;
    }),
  );
  return calls;
}

describe('MyOrderScreen', () => {
  it('should list orders with their state and offer what each allows', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    serve([makeOrder({ orderNo: 'SQ20260316100000AAAAAA' }), makePaidOrder({ orderNo: 'SQ20260316100000BBBBBB' })]);
    const { user } = renderAt('/my-order', '/my-order', <MyOrderScreen />);
    const [unpaid, paid] = await screen.findAllByRole('listitem');
    expect(unpaid?.textContent).toContain('待支付');
    expect(paid?.textContent).toContain('已支付');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await user.click(within(unpaid as HTMLElement).getByRole('button', { name: '去支付' }));
    expect(screen.getByTestId('where').textContent).toBe('/order-pay?orderNo=SQ20260316100000AAAAAA');
  });

  it('should request a refund with the reader’s reason, and withdraw it after the confirm', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const calls = serve([makePaidOrder({ orderNo: 'SQ20260316100000BBBBBB' })]);
    const { user } = renderAt('/my-order', '/my-order', <MyOrderScreen />);
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    const dialog = await screen.findByRole('dialog', { name: '退款原因' });
    await user.type(within(dialog).getByRole('textbox'), '重复购买');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('退款申请已提交')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toContain('退款审核中'));
    expect(screen.getByText('退款原因：重复购买')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '撤销退款申请' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain(CANCEL_REFUND_QUESTION);
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toContain('已支付'));
    expect(calls).toEqual(['refund SQ20260316100000BBBBBB 重复购买', 'cancel SQ20260316100000BBBBBB']);
  });

  it('should send nothing when the reason dialog is cancelled', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const calls = serve([makePaidOrder()]);
    const { user } = renderAt('/my-order', '/my-order', <MyOrderScreen />);
    await user.click(await screen.findByRole('button', { name: '申请退款' }));
    await user.click(within(await screen.findByRole('dialog', { name: '退款原因' })).getByRole('button', { name: '取消' }));
    expect(calls).toEqual([]);
  });
});
