import { useSearchParams } from 'react-router';
import { addressIndex } from '@shqcb/api/contract/subscription';
import type { Address } from '@shqcb/api/contract/subscription';
import { useApiQuery } from '@shqcb/api/query';
import { CHOSEN_ADDRESS_PARAM } from './addressChoice.ts';

/**
 * The address an order form uses: the one chosen on /address-list (`addressId` in the query), else
 * the reader's default when it may be used (in Shanghai where `shanghaiOnly`), else none.
 */
export function useChosenAddress(shanghaiOnly: boolean, enabled = true): { address: Address | null; loading: boolean } {
  const [search] = useSearchParams();
  const chosenId = Number(search.get(CHOSEN_ADDRESS_PARAM)) || null;
  const list = useApiQuery(addressIndex, undefined, { enabled });
  const usable = (list.data ?? []).filter((a) => !shanghaiOnly || a.inShanghai);
  const address = (chosenId !== null ? usable.find((a) => a.id === chosenId) : usable.find((a) => a.isDefault)) ?? null;
  return { address, loading: enabled && list.isPending };
}
