import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { addressDelete, addressIndex, myAddress } from '@shqcb/api/contract/subscription';
import type { Address } from '@shqcb/api/contract/subscription';
import { apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { safeBackUrl } from '@shqcb/bridge';
import { Button, ListFooter, showConfirm, showToast } from '@shqcb/ui-kit';
import { CHOSEN_ADDRESS_PARAM, withParam } from '../../components/addressChoice.ts';
import { Page } from '../../components/Page.tsx';
import './AddressListScreen.css';

/** Asked before an address is deleted. */
export const DELETE_ADDRESS_QUESTION = '确定删除该收货地址吗？';
/** Why an address cannot be chosen for a printed paper. */
export const OUT_OF_AREA_TEXT = '不在纸质报配送范围（仅限上海市）';

/**
 * The reader's delivery addresses (SPEC §2 /my-address-list to manage them, /address-list to choose
 * one). With `select=1&back=<route>` tapping an address returns to `back` with `addressId=<id>`;
 * `shanghai=1` lets only Shanghai addresses be chosen. Managing: 编辑 opens /history-address, 删除 asks
 * first and shows the list without it at once (put back if the server refuses).
 */
export default function AddressListScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const selecting = search.get('select') === '1';
  const shanghaiOnly = search.get('shanghai') === '1';
  const back = search.get('back');
  const addresses = useApiQuery(addressIndex);
  const listKey = apiQueryKey(addressIndex);
  const remove = useApiMutation(addressDelete, {
    optimistic: ({ id }) => [{ queryKey: listKey, update: (old) => (old as Address[] | undefined)?.filter((a) => a.id !== Number(id)) }],
    invalidate: () => [listKey, apiQueryKey(myAddress)],
    onSuccess: () => showToast('已删除'),
  });

  // A new address saved from here while choosing comes back with its id: it is the choice.
  const saved = Number(search.get(CHOSEN_ADDRESS_PARAM)) || 0;
  useEffect(() => {
    if (selecting && saved) navigate(withParam(back ?? '/index', CHOSEN_ADDRESS_PARAM, saved), { replace: true });
  }, [selecting, saved, back, navigate]);

  const here = `${selecting ? '/address-list' : '/my-address-list'}?${search}`;
  const goBack = () => (selecting && back ? navigate(safeBackUrl(back), { replace: true }) : navigate(-1));
  const choose = (address: Address) => {
    if (!selecting) return;
    navigate(withParam(back ?? '/index', CHOSEN_ADDRESS_PARAM, address.id), { replace: true });
  };
  const addNew = () => {
    const query = new URLSearchParams({ back: here });
    if (shanghaiOnly) query.set('shanghai', '1');
    navigate(`/my-address?${query}`);
  };
  const askDelete = (address: Address) => {
    showConfirm({ content: DELETE_ADDRESS_QUESTION }).then(
      () => remove.mutate({ id: address.id }),
      () => {},
    );
  };

  const list = addresses.data;
  return (
    <Page title={selecting ? '选择收货地址' : '收货地址'} onBack={goBack} footer={<Button block onClick={addNew}>新增收货地址</Button>}>
      {list === undefined ? (
        <ListFooter status={addresses.isError ? 'error' : 'loading'} onRetry={() => void addresses.refetch()} />
      ) : list.length === 0 ? (
        <ListFooter status="empty" />
      ) : (
        <ul className="shq-sub-list" aria-label="收货地址列表">
          {list.map((address) => {
            const blocked = selecting && shanghaiOnly && !address.inShanghai;
            const text = (
              <>
                <span className="shq-address__who">
                  <span className="shq-address__name">{address.name}</span>
                  <span>{address.phone}</span>
                  {address.isDefault && <span className="shq-sub-tag">默认</span>}
                </span>
                <span className="shq-address__where">
                  {address.regionText}
                  {address.detail}
                </span>
                {blocked && <span className="shq-address__blocked">{OUT_OF_AREA_TEXT}</span>}
              </>
            );
            return (
              <li key={address.id} className="shq-sub-card shq-address">
                {selecting ? (
                  <button type="button" className="shq-address__choose" disabled={blocked} onClick={() => choose(address)}>
                    {text}
                  </button>
                ) : (
                  <div className="shq-address__text">{text}</div>
                )}
                <div className="shq-sub-card__actions">
                  <Button variant="text" aria-label={`编辑 ${address.name} 的地址`} onClick={() => navigate(`/history-address?id=${address.id}`)}>
                    编辑
                  </Button>
                  {!selecting && (
                    <Button variant="text" aria-label={`删除 ${address.name} 的地址`} onClick={() => askDelete(address)}>
                      删除
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
