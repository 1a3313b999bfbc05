import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressDelete, addressIndex } from '@shqcb/api/contract/subscription';
import type { Address } from '@shqcb/api/contract/subscription';
import { MOCK_TOKEN, makeAddress, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import AddressListScreen, { OUT_OF_AREA_TEXT } from './AddressListScreen.tsx';

const PUDONG = makeAddress({ id: 1 });
const HAIDIAN = makeAddress({ id: 2, name: '李四', regionText: '北京市海淀区', regionCodes: ['110000', '110100', '110108'], detail: '中关村大街1号', isDefault: false, inShanghai: false });

function serve(list: Address[]) {
  let addresses = [...list];
  const deleted: number[] = [];
  server.use(
    mockEndpoint(addressIndex, () => addresses),
    mockEndpoint(addressDelete, ({ input }) => {
      deleted.push(input.id);
      addresses = addresses.filter((a) => a.id !== input.id);
      return { deleted: true };
    }),
  );
  return deleted;
}

describe('AddressListScreen', () => {
  it('should return the chosen address to the page that asked, replacing itself', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    serve([PUDONG, HAIDIAN]);
    const { user } = renderAt(`/address-list?select=1&back=${encodeURIComponent('/annual-pass-write/1?renew=3')}`, '/address-list', <AddressListScreen />);
    await user.click(await screen.findByRole('button', { name: /^张三/ }));
    expect(screen.getByTestId('where').textContent).toBe('/annual-pass-write/1?renew=3&addressId=1');
  });

  it('should not let an address outside Shanghai be chosen for a printed paper', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    serve([PUDONG, HAIDIAN]);
    renderAt(`/address-list?select=1&shanghai=1&back=%2Fannual-pass-write%2F1`, '/address-list', <AddressListScreen />);
    const beijing = await screen.findByRole('button', { name: /^李四/ });
    expect((beijing as HTMLButtonElement).disabled).toBe(true);
    expect(beijing.textContent).toContain(OUT_OF_AREA_TEXT);
  });

  it('should never return to another site', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    serve([PUDONG]);
    const { user } = renderAt(`/address-list?select=1&back=${encodeURIComponent('https://evil.example/')}`, '/address-list', <AddressListScreen />);
    await user.click(await screen.findByRole('button', { name: /^张三/ }));
    expect(screen.getByTestId('where').textContent).toBe('/index?addressId=1');
  });

  it('should delete an address after the confirm, and put it back when the server refuses', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    const deleted = serve([PUDONG, HAIDIAN]);
    const { user } = renderAt('/my-address-list', '/my-address-list', <AddressListScreen />);
    await user.click(await screen.findByRole('button', { name: '删除 李四 的地址' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('中关村大街1号', { exact: false })).toBeNull());
    expect(deleted).toEqual([2]);
    expect(await screen.findByText('已删除')).toBeTruthy();

    server.use(mockEndpointError(addressDelete, { code: 404, msg: '收货地址不存在' }));
    await user.click(screen.getByRole('button', { name: '删除 张三 的地址' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('收货地址不存在')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('世纪大道100号', { exact: false })).toBeTruthy());
  });

  it('should show the empty state and offer a new address', async () => {
    localStorage.setItem('token', MOCK_TOKEN);
    serve([]);
    const { user } = renderAt('/my-address-list', '/my-address-list', <AddressListScreen />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新增收货地址' }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/my-address\?back=/);
  });
});
